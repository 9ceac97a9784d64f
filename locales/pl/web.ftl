# Słowa samego klienta webowego: nagłówki strony, formularz logowania, stany połączenia.
# Serwer wysyła wszystkie komunikaty tego pliku do strony jako JSON (GET /i18n/<lang>.json).
# Zmienne docierają jako znaczniki, które wypełnia strona ({ $user } dociera jako "{user}"), więc tutaj są
# tylko proste zmienne, nigdy selektory na nich.

web-app-title = PlayPalace Backgammon

## Logowanie
web-login-heading = Logowanie
web-username = Nazwa użytkownika
web-password = Hasło
web-language = Język
web-log-in = Zaloguj się
web-create-account = Utwórz konto
web-username-required = Podaj nazwę użytkownika.

## Stany połączenia
web-connecting = Łączenie…
web-connected = Połączono jako { $user }.
web-not-connected = Brak połączenia.
web-connection-lost = Utracono połączenie. Ponowne łączenie…
web-reconnecting-in = Ponowne łączenie (następna próba za { $seconds } s)…
web-reconnected = Połączono ponownie.
web-reconnect-failed = Nie udało się połączyć ponownie. Zaloguj się jeszcze raz.
web-cannot-connect = Nie można połączyć się z serwerem.
web-login-refused = Serwer zamknął połączenie.
web-logged-out = Wylogowano.

## Obszar gry
web-game-heading = Gra
web-board-label = Plansza
web-menu-label = Menu
web-waiting = Oczekiwanie na serwer…
web-ok = OK
web-cancel = Anuluj
web-board-summary = Podsumowanie planszy
web-bar = Banda
web-borne-off = Zdjęte
web-dice = Pozostałe kostki
web-cube = Kostka dublująca
# Kolory w podsumowaniu planszy: kolor pionków podany przez serwer i liczba pionków jednego koloru.
web-colour-red = czerwone
web-colour-white = białe
web-colour-count = { $colour }: { $count }

## Historia i czat
web-history-heading = Historia
web-chat-heading = Czat
web-chat-log = Wiadomości czatu
web-chat-message = Wiadomość
web-send = Wyślij
web-chat-from = { $sender }: { $message }

## Ustawienia
web-settings = Ustawienia
web-who-is-online = Kto jest online
web-theme-dark = Ciemny motyw
web-log-out = Wyloguj się

## The board's actions (buttons under the board)
web-board-actions = Akcje pod planszą
