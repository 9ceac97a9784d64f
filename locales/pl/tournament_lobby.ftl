# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Turnieje
tournaments-create = Ogłoś turniej
tournaments-none = Nie ma jeszcze turniejów.
tournament-entry = { $name }: { $format }, zajęte miejsca: { $taken } z { $places }, { $state ->
    [when-full] zaczyna się, gdy wszystkie miejsca są zajęte
    [organiser] zaczyna się, gdy organizator go uruchomi
    [at] zaczyna się za { $minutes } min
    [running] trwa runda { $round } z { $rounds }
   *[finished] zakończony, wygrał { $winner }
}{ $public ->
    [no] , na zaproszenie
   *[yes] {""}
}
tournament-gone = Tego turnieju już nie ma.
tournament-cancelled = Turniej { $name } odwołany: w chwili startu zapisało się mniej niż dwóch graczy.
tournament-announced = { $organiser } ogłasza turniej { $name }: { $format }, miejsca: { $places }. Aby dołączyć: Turnieje w menu głównym.
tournament-default-name = Turniej gracza { $name }
tournament-name-prompt = Nazwa turnieju
tournament-field-name = Nazwa: { $value }
tournament-field-format = System: { $value }
tournament-field-places = Miejsca: { $value }
tournament-field-length = Długość meczów w punktach: { $value }
tournament-field-final = Finał: { $value ->
    [0] tak długi jak inne rundy
   *[other] punkty: { $value }
}
tournament-field-start = Start: { $start ->
    [when-full] gdy wszystkie miejsca są zajęte
    [organiser] gdy organizator go uruchomi
   *[minutes] za { $minutes } min
}
tournament-field-clock = Zegar ruchu: { $value }
tournament-field-bot-level = Boty na wolnych miejscach grają na poziomie: { $value }
tournament-field-access = { $public ->
    [no] Na zaproszenie
   *[yes] Otwarty
}
tournament-field-no-show = Czas na przyjście do stołu w minutach: { $minutes }
tournament-announce = Ogłoś
tournament-join = Dołącz
tournament-leave = Opuść turniej
tournament-fill-bots = Zapełnij wolne miejsca botami
tournament-start-now = Rozpocznij teraz
tournament-invite = Zaproś gracza
tournament-invite-sent = Zaproszono: { $name }.
tournament-invited = { $organiser } zaprasza cię do turnieju { $name }: znajdziesz go w Turniejach w menu głównym.
tournament-not-invited = Ten turniej jest tylko na zaproszenie.
tournament-my-next-match = Mój następny mecz
tournament-bracket = Drabinka
tournament-standings = Tabela
tournament-who-is-still-in = Kto jest jeszcze w grze
tournament-watch = Obejrzyj mecz
tournament-no-running = Żaden mecz tego turnieju nie jest teraz rozgrywany.
tournament-watch-line = Runda { $round }, mecz { $match }: { $first } przeciw { $second }
tournament-go-to-table = Naciśnij Alt+G albo wybierz Do mojego stołu turniejowego w menu głównym, aby usiąść.
tournament-go-item = Do mojego stołu turniejowego
tournament-no-call = Żaden stół turniejowy na ciebie nie czeka.
tournament-profile-entry = Turniej { $name }: miejsce { $place } z { $players }
tournament-profile-none = Brak zakończonych turniejów.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Obserwuj ten turniej
tournament-unfollow = Przestań obserwować ten turniej
tournament-following = Obserwujesz turniej { $name }: usłyszysz jego pary i wyniki.
tournament-not-following = Nie obserwujesz już turnieju { $name }.
tournament-more-lines = I jeszcze { $count }: pełna lista jest w menu turnieju.
room-rematch-tournament = Mecz turniejowy nie ma rewanżu: turniej sam dobierze twój następny mecz.
