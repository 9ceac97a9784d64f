# Archiwum: rozegrane mecze, odtwarzanie na słuch, pobieranie, prywatne stoły i klawisz identyfikatorów (I).

## Klawisz identyfikatorów przy stole i w odtwarzaniu
bg-action-status-ids = Identyfikatory pozycji i meczu GNU Backgammon
bg-status-ids = Identyfikator pozycji { $position_id }, identyfikator meczu { $match_id }.

## Prywatny stół (wybór gospodarza w poczekalni)
archive-private-option = Prywatny mecz: { $value }
archive-table-private = Ten mecz jest teraz prywatny: wśród rozegranych meczów znajdą go tylko jego gracze.
archive-table-public = Ten mecz jest teraz publiczny: wśród rozegranych meczów znajdzie go każdy.

## Rozegrane mecze
archive-past-matches = Rozegrane mecze
archive-my-matches = Moje mecze
archive-public-matches = Publiczne mecze innych graczy
archive-no-matches = Nie ma tu jeszcze żadnych meczów.
archive-page = Strona { $page }.
archive-next-page = Następna strona
archive-previous-page = Poprzednia strona
archive-match-length = { $length ->
    [one] mecz do 1 punktu
   *[other] mecz do { $length } punktów
}
archive-my-entry = { $result ->
    [won] Wygrana
    [lost] Przegrana
    [level] Bez zwycięzcy
   *[abandoned] Przerwany
} z { $opponent }, { $length }, { $score } do { $opponent_score }, { $date }
archive-entry = { $first } przeciw { $second }, { $length }, { $score } do { $second_score }, { $date }, { $result ->
    [first] wygrał { $first }
    [second] wygrał { $second }
    [level] bez zwycięzcy
   *[abandoned] przerwany
}
archive-replay = Odtwórz na słuch
archive-download-mat = Pobierz dla GNU Backgammon (.mat)
archive-download-sgf = Pobierz jako SGF
archive-downloading = Pobieranie { $file }.
archive-unknown-match = Nie ma takiego meczu.
archive-private-match = Ten mecz jest prywatny: mogą go otworzyć tylko jego gracze.
archive-broken-match = Zapisu tego meczu nie da się odtworzyć.
archive-export-failed = Nie udało się wyeksportować tego meczu.

## Odtwarzanie na słuch
archive-replay-opened = Odtwarzanie: { $first } przeciw { $second }, liczba gier: { $games }, liczba kroków: { $steps }. N i B: następna i poprzednia akcja; Shift+N i Shift+B: następna i poprzednia gra; Escape: menu odtwarzania.
archive-replay-where = Gra { $game } z { $games }, krok { $step } z { $steps }.
archive-replay-silent = Krok { $step }: do tego miejsca nic nie powiedziano.
archive-replay-at-end = To był ostatni krok.
archive-replay-at-start = To był pierwszy krok.
archive-replay-no-game = Nie ma gry { $game }: liczba gier w tym meczu: { $games }.
archive-replay-game-prompt = Przejdź do gry (od 1 do { $games })
archive-replay-read-only = To jest odtwarzanie: tutaj nie można grać.
archive-replay-next = Następna akcja (N)
archive-replay-previous = Poprzednia akcja (B)
archive-replay-next-game = Następna gra (Shift+N)
archive-replay-previous-game = Poprzednia gra (Shift+B)
archive-replay-first = Pierwsza akcja (F)
archive-replay-last = Ostatnia akcja (L)
archive-replay-go-to-game = Przejdź do gry (G)
archive-replay-repeat = Powtórz ten krok (R)
archive-replay-hear-as = Słuchaj tak, jak słyszał to { $name }
archive-replay-watch-from = Słuchaj jako widz po stronie gracza { $name }
archive-replay-hearing-as = Teraz słyszysz to tak, jak słyszał { $name }.
archive-replay-watching-from = Teraz słyszysz to jako widz po stronie gracza { $name }.
archive-replay-back = Wróć do planszy
archive-replay-leave = Zakończ odtwarzanie
