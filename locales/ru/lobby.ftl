# Лобби: вход, меню, столы, отказы. Всё, что говорит сам сервер.

language-name = Русский

## Вход
login-welcome = Добро пожаловать, { $name }.
login-bad-password = Неверное имя пользователя или пароль.
login-unknown-user = Учётной записи с таким именем нет. Сначала зарегистрируйтесь.
login-bad-name = Имя пользователя — от 1 до 32 символов: буквы, цифры, точки, дефисы или знаки подчёркивания.
register-name-taken = Это имя пользователя уже занято.
register-done = Учётная запись { $name } создана. Теперь можно войти.
login-taken-over = Вы вошли в систему в другом месте, поэтому это соединение закрыто.
login-too-many-attempts = { $seconds ->
    [one] Слишком много неудачных попыток входа. Повторите через { $seconds } секунду.
    [few] Слишком много неудачных попыток входа. Повторите через { $seconds } секунды.
    [many] Слишком много неудачных попыток входа. Повторите через { $seconds } секунд.
   *[other] Слишком много неудачных попыток входа. Повторите через { $seconds } секунды.
}
login-busy = Сервер занят; повторите попытку чуть позже.
register-too-many = С вашего адреса создано слишком много учётных записей. Повторите попытку позже.

## Главное меню и меню игры
lobby-who-is-online = Кто в сети
lobby-online = { $count ->
    [one] { $count } человек в сети: { $names }.
    [few] { $count } человека в сети: { $names }.
    [many] { $count } человек в сети: { $names }.
   *[other] { $count } человека в сети: { $names }.
}
lobby-create-table = Создать стол
lobby-list-tables = Открытые столы
lobby-back = Назад
lobby-no-tables = Столов пока нет. Создайте свой.
lobby-table-created = Стол { $number } создан. Вы его ведёте.
lobby-table-entry = Стол { $number }, { $format }, ведёт { $host }, занято мест: { $players } из { $seats }, { $state }
lobby-table-waiting = ожидает начала
lobby-table-playing = идёт игра
lobby-table-finished = игра окончена
lobby-join-player = Занять место игрока
lobby-join-spectator = Смотреть

## Стол
room-seat-empty = Место { $number }: свободно
room-bot-name = Бот { $number }
room-seat-bot = Место { $number }: { $name }, бот
room-seat-player = Место { $number }: { $name }
room-seat-away = Место { $number }: { $name }, нет на связи
room-seat-bot-playing = Место { $number }: { $name }, на этом месте играет бот
room-option = { $label }: { $value }
option-on = включено
option-off = выключено
number = { $value }
room-add-bot = Добавить бота
room-remove-bot = Убрать бота
room-start = Начать игру
room-leave = Покинуть стол
room-back-to-board = Вернуться к доске
room-watch-from = Смотреть с места { $number }, { $name }
room-joined = { $name } садится за стол.
room-spectator-joined = { $name } наблюдает за игрой.
room-watching = Вы наблюдаете за столом { $number }, его ведёт { $host }. Escape на доске открывает меню действий.
room-left = { $name } покидает стол.
room-player-away = { $name }: соединение потеряно. Место пока сохраняется.
room-bot-takes-over = { $name } всё ещё не на связи. На этом месте играет бот, пока { $name } не вернётся.
room-seat-reclaimed = { $name } снова в игре.
room-reconnected = Вы снова за своим столом. Что произошло за это время:
room-seats-not-filled = Перед началом на каждом месте должен быть игрок или бот.
room-not-started = Игра ещё не началась.
room-table-error = За этим столом что-то пошло не так. Ничего не изменено.

## Отказы
refusal-frame-too-large = Сообщение слишком большое; оно проигнорировано.
refusal-not-json = Сообщение не является корректным JSON; оно проигнорировано.
refusal-not-msgpack = Сообщение не является корректным msgpack; оно проигнорировано.
refusal-not-an-object = Сообщение не является пакетом; оно проигнорировано.
refusal-unknown-type = Неизвестный тип пакета; пакет проигнорирован.
refusal-missing-field = В пакете не хватает поля; пакет проигнорирован.
refusal-extra-field = В пакете есть поле, которого там быть не должно; пакет проигнорирован.
refusal-wrong-field-type = В пакете есть поле неверного типа; пакет проигнорирован.
refusal-invalid-field-value = В пакете есть значение вне допустимого диапазона; пакет проигнорирован.
refusal-bad-text = В пакете есть символы, которые нельзя показать (управляющий или повреждённый символ); пакет проигнорирован.
refusal-unsupported-type = Этот сервер не обрабатывает такой запрос.
refusal-unsupported = Этот сервер не обрабатывает такой запрос.
refusal-flood = Вы отправляете запросы слишком часто. Некоторые из них проигнорированы.
refusal-flood-closed = Слишком много запросов. Соединение закрыто.
refusal-server-full = Сервер переполнен. Попробуйте снова через несколько минут.
refusal-address-full = Слишком много соединений с вашего адреса. Закройте одно и попробуйте снова.
refusal-login-first = Сначала войдите в систему.
refusal-already-logged-in = Вы уже вошли в систему.
refusal-unknown-menu = Это меню уже закрыто.
refusal-not-offered = Сейчас это вам недоступно.
refusal-unknown-input = Никакой текст сейчас не ожидался.
refusal-chat-too-long = Сообщение в чате может содержать не более { $limit ->
    [one] { $limit } символа
    [few] { $limit } символов
    [many] { $limit } символов
   *[other] { $limit } символа
}.
refusal-host-only = Изменить это может только тот, кто ведёт стол, и только до начала игры.
refusal-bad-number = Введите число от { $minimum } до { $maximum }.
refusal-table-full = За этим столом нет свободных мест.
refusal-table-gone = Этот стол закрыт.
refusal-internal = Что-то пошло не так. Ничего не изменено.
server-stopping = Сервер останавливается. Каждый стол сохраняется как есть, вместе с местами; вы снова подключитесь, когда сервер вернётся.
table-not-saved = Сервер не смог сохранить то, что только что произошло за вашим столом, поэтому этого не произошло. Стол продолжается с последнего сохранённого места.
table-moved = Этот стол переехал на другой сервер. Вы снова в главном меню.
table-moving = Стол переезжает на другой сервер. Нажмите ещё раз.
table-busy = Сервер на мгновение занят, поэтому ничего не произошло. Нажмите ещё раз.
room-bot-waiting-worker = { $name } ждёт свободный процесс ботов. Игра продолжится, как только один из них ответит.
