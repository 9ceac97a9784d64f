# Lobby: logowanie, menu, stoły, odmowy. Wszystko, co mówi sam serwer.

language-name = Polski

## Logowanie
login-welcome = Witaj, { $name }.
login-bad-password = Nieprawidłowa nazwa użytkownika lub hasło.
login-unknown-user = Nie ma konta o tej nazwie. Najpierw się zarejestruj.
login-bad-name = Nazwa użytkownika ma od 1 do 32 znaków: liter, cyfr, kropek, łączników lub podkreśleń.
register-name-taken = Ta nazwa użytkownika jest już zajęta.
register-done = Utworzono konto { $name }. Możesz się teraz zalogować.
login-taken-over = Nastąpiło logowanie z innego miejsca, więc to połączenie zostało zamknięte.
login-too-many-attempts = { $seconds ->
    [one] Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za sekundę.
    [few] Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za { $seconds } sekundy.
    [many] Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za { $seconds } sekund.
   *[other] Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za { $seconds } sekundy.
}
login-busy = Serwer jest zajęty; spróbuj ponownie za chwilę.
register-too-many = Z twojego adresu utworzono zbyt wiele nowych kont. Spróbuj ponownie później.

## Menu główne i menu gry
lobby-who-is-online = Kto jest online
lobby-online = { $count ->
    [one] Jedna osoba online: { $names }.
    [few] { $count } osoby online: { $names }.
    [many] { $count } osób online: { $names }.
   *[other] { $count } osoby online: { $names }.
}
lobby-create-table = Utwórz stół
lobby-list-tables = Otwarte stoły
lobby-back = Wstecz
lobby-no-tables = Nie ma jeszcze żadnych stołów. Utwórz pierwszy.
lobby-table-created = Utworzono stół { $number }. Prowadzisz ten stół.
lobby-table-entry = Stół { $number }, { $format }, prowadzi { $host }, zajęte miejsca: { $players } z { $seats }, { $state }
lobby-table-waiting = czeka na rozpoczęcie
lobby-table-playing = trwa gra
lobby-table-finished = gra zakończona
lobby-join-player = Dołącz do gry
lobby-join-spectator = Oglądaj

## Stół
room-seat-empty = Miejsce { $number }: wolne
room-bot-name = Bot { $number }
room-seat-bot = Miejsce { $number }: { $name }, bot
room-seat-player = Miejsce { $number }: { $name }
room-seat-away = Miejsce { $number }: { $name }, brak połączenia
room-seat-bot-playing = Miejsce { $number }: { $name }, na tym miejscu gra bot
room-option = { $label }: { $value }
option-on = włączone
option-off = wyłączone
number = { $value }
room-add-bot = Dodaj bota
room-remove-bot = Usuń bota
room-start = Rozpocznij grę
room-leave = Opuść stół
room-back-to-board = Wróć do planszy
room-watch-from = Oglądaj z miejsca { $number }, { $name }
room-joined = { $name } dołącza do stołu.
room-spectator-joined = { $name } ogląda grę.
room-watching = Oglądasz stół { $number }, który prowadzi { $host }. Escape na planszy otwiera menu akcji.
room-left = { $name } opuszcza stół.
room-player-away = { $name } traci połączenie. Miejsce pozostaje na razie zarezerwowane.
room-bot-takes-over = { $name } wciąż nie wraca. Na tym miejscu gra bot, dopóki { $name } nie wróci.
room-seat-reclaimed = { $name } wraca i znów gra.
room-reconnected = Wracasz do swojego stołu. Co się ostatnio wydarzyło:
room-seats-not-filled = Przed rozpoczęciem na każdym miejscu musi być gracz albo bot.
room-not-started = Gra jeszcze się nie zaczęła.
room-table-error = Przy tym stole coś poszło nie tak. Nic nie zostało zmienione.

## Odmowy
refusal-frame-too-large = Ta wiadomość była za duża i została zignorowana.
refusal-not-json = Ta wiadomość nie była poprawnym JSON-em i została zignorowana.
refusal-not-msgpack = Ta wiadomość nie była poprawnym msgpackiem i została zignorowana.
refusal-not-an-object = Ta wiadomość nie była pakietem i została zignorowana.
refusal-unknown-type = Ten rodzaj pakietu jest nieznany; pakiet został zignorowany.
refusal-missing-field = W tym pakiecie brakuje pola; pakiet został zignorowany.
refusal-extra-field = Ten pakiet ma pole, którego nie powinien mieć; pakiet został zignorowany.
refusal-wrong-field-type = Ten pakiet ma pole niewłaściwego typu; pakiet został zignorowany.
refusal-invalid-field-value = Ten pakiet ma wartość spoza zakresu; pakiet został zignorowany.
refusal-bad-text = Ten pakiet zawiera znaki, których nie da się wyświetlić (znak sterujący lub uszkodzony); pakiet został zignorowany.
refusal-unsupported-type = Ten serwer nie obsługuje takiego żądania.
refusal-unsupported = Ten serwer nie obsługuje takiego żądania.
refusal-flood = Wysyłasz zbyt szybko. Część twoich żądań została zignorowana.
refusal-flood-closed = Zbyt wiele żądań. Połączenie zostało zamknięte.
refusal-server-full = Serwer jest pełny. Spróbuj ponownie za kilka minut.
refusal-address-full = Zbyt wiele połączeń z twojego adresu. Zamknij jedno i spróbuj ponownie.
refusal-login-first = Najpierw się zaloguj.
refusal-already-logged-in = To połączenie jest już zalogowane.
refusal-unknown-menu = To menu nie jest już otwarte.
refusal-not-offered = To nie jest teraz dla ciebie dostępne.
refusal-unknown-input = Żaden tekst nie był teraz oczekiwany.
refusal-chat-too-long = Wiadomość na czacie może mieć najwyżej { $limit ->
    [one] { $limit } znak
    [few] { $limit } znaki
    [many] { $limit } znaków
   *[other] { $limit } znaku
}.
refusal-host-only = Tylko osoba prowadząca stół może to zmienić, i to przed rozpoczęciem.
refusal-bad-number = Podaj liczbę od { $minimum } do { $maximum }.
refusal-table-full = Przy tym stole nie ma wolnego miejsca.
refusal-table-gone = Ten stół jest zamknięty.
refusal-internal = Coś poszło nie tak. Nic nie zostało zmienione.
server-stopping = Serwer się zatrzymuje. Każdy stół zostaje zachowany tak, jak jest, razem z miejscami; połączenie zostanie odnowione, gdy serwer wróci.
table-not-saved = Serwer nie mógł zapisać tego, co właśnie wydarzyło się przy twoim stole, więc to się nie wydarzyło. Stół toczy się dalej od ostatniego zapisanego miejsca.
table-moved = Ten stół przeniósł się na inny serwer. Wróciłeś do menu głównego.
table-moving = Stół przenosi się na inny serwer. Naciśnij jeszcze raz.
table-busy = Serwer jest chwilowo zajęty, więc nic się nie stało. Naciśnij jeszcze raz.
room-bot-waiting-worker = { $name } czeka na wolny proces botów. Gra toczy się dalej, gdy tylko któryś odpowie.
