# Arşiv: geçmiş maçlar, kulakla tekrar izleme, indirmeler, özel masalar ve kimlik tuşu (I).

## Masada ve tekrarda kimlik tuşu
bg-action-status-ids = GNU Backgammon konum ve maç kimlikleri
bg-status-ids = Konum kimliği { $position_id }, maç kimliği { $match_id }.

## Özel masa (bekleme odasında masa sahibinin seçimi)
archive-private-option = Özel maç: { $value }
archive-table-private = Bu maç artık özel: geçmiş maçlar arasında onu yalnızca oyuncuları bulacak.
archive-table-public = Bu maç artık herkese açık: geçmiş maçlar arasında onu herkes bulacak.

## Geçmiş maçlar
archive-past-matches = Geçmiş maçlar
archive-my-matches = Maçlarım
archive-public-matches = Diğer oyuncuların herkese açık maçları
archive-no-matches = Burada henüz maç yok.
archive-page = Sayfa { $page }.
archive-next-page = Sonraki sayfa
archive-previous-page = Önceki sayfa
archive-match-length = { $length ->
   *[other] { $length } sayılık maç
}
archive-my-entry = { $opponent } ile, { $length }, { $score } - { $opponent_score }, { $date }, { $result ->
    [won] kazandınız
    [lost] kaybettiniz
    [level] kazanan yok
   *[abandoned] yarıda bırakıldı
}
archive-entry = { $first } ile { $second }, { $length }, { $score } - { $second_score }, { $date }, { $result ->
    [first] { $first } kazandı
    [second] { $second } kazandı
    [level] kazanan yok
   *[abandoned] yarıda bırakıldı
}
archive-replay = Kulakla tekrar izle
archive-download-mat = GNU Backgammon için indir (.mat)
archive-download-sgf = SGF olarak indir
archive-downloading = { $file } indiriliyor.
archive-unknown-match = Böyle bir maç yok.
archive-private-match = Bu maç özel: onu yalnızca oyuncuları açabilir.
archive-broken-match = Bu maçın kaydı tekrar oynatılamıyor.
archive-export-failed = Bu maç dışa aktarılamadı.

## Kulakla tekrar izleme
archive-replay-opened = { $first } ile { $second } maçının tekrarı, { $games } oyun, { $steps } adım. N ve B: sonraki ve önceki hamle; Shift+N ve Shift+B: sonraki ve önceki oyun; Escape: tekrar menüsü.
archive-replay-where = Oyun { $game } / { $games }, adım { $step } / { $steps }.
archive-replay-silent = Adım { $step }: bu koltuğa hiçbir şey söylenmedi.
archive-replay-at-end = Bu son adımdı.
archive-replay-at-start = Bu ilk adımdı.
archive-replay-no-game = { $game }. oyun yok: bu maçta { $games } oyun var.
archive-replay-game-prompt = Oyuna git (1 ile { $games } arası)
archive-replay-read-only = Bu bir tekrar: burada oynanamaz.
archive-replay-next = Sonraki hamle (N)
archive-replay-previous = Önceki hamle (B)
archive-replay-next-game = Sonraki oyun (Shift+N)
archive-replay-previous-game = Önceki oyun (Shift+B)
archive-replay-first = İlk hamle (F)
archive-replay-last = Son hamle (L)
archive-replay-go-to-game = Bir oyuna git (G)
archive-replay-repeat = Bu adımı yinele (R)
archive-replay-hear-as = { $name } nasıl duyduysa öyle dinle
archive-replay-watch-from = { $name } tarafından izleyici olarak dinle
archive-replay-hearing-as = Artık { $name } nasıl duyduysa öyle dinliyorsunuz.
archive-replay-watching-from = Artık { $name } tarafından izleyici olarak dinliyorsunuz.
archive-replay-back = Tahtaya dön
archive-replay-leave = Tekrardan çık
