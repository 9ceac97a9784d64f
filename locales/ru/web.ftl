# Слова самого веб-клиента: заголовки страницы, форма входа, состояния соединения.
# Сервер отправляет все сообщения этого файла странице в JSON (GET /i18n/<lang>.json).
# Переменные приходят как метки, которые заполняет страница ({ $user } приходит как "{user}"), поэтому здесь
# только простые переменные, без селекторов по ним.

web-app-title = Бэкгаммон PlayPalace

## Вход
web-login-heading = Вход
web-username = Имя пользователя
web-password = Пароль
web-language = Язык
web-log-in = Войти
web-create-account = Создать учётную запись
web-username-required = Введите имя пользователя.

## Состояния соединения
web-connecting = Подключение…
web-connected = Вы подключены как { $user }.
web-not-connected = Нет соединения.
web-connection-lost = Соединение потеряно. Переподключение…
web-reconnecting-in = Переподключение (следующая попытка через { $seconds } с)…
web-reconnected = Соединение восстановлено.
web-reconnect-failed = Не удалось переподключиться. Войдите снова.
web-cannot-connect = Не удаётся связаться с сервером.
web-login-refused = Сервер закрыл соединение.
web-logged-out = Вы вышли из системы.

## Игровая область
web-game-heading = Игра
web-board-label = Доска
web-menu-label = Меню
web-waiting = Ожидание сервера…
web-ok = ОК
web-cancel = Отмена
web-board-summary = Сводка по доске
web-bar = Бар
web-borne-off = Снято с доски
web-dice = Оставшиеся кости
web-cube = Куб
# Цвета в сводке по доске: цвет шашек, который называет сервер, и число шашек одного цвета.
web-colour-red = красные
web-colour-white = белые
web-colour-count = { $colour }: { $count }

## История и чат
web-history-heading = История
web-chat-heading = Чат
web-chat-log = Сообщения чата
web-chat-message = Сообщение
web-send = Отправить
web-chat-from = { $sender }: { $message }

## Настройки
web-settings = Настройки
web-who-is-online = Кто в сети
web-theme-dark = Тёмная тема
web-log-out = Выйти

## The board's actions (buttons under the board)
web-board-actions = Действия под доской
