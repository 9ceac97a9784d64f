# Oyuncular ve puanlar: sıralamalar, bir oyuncunun profili ve maç sonunda kişinin kendi puan değişimi.

ratings-players-and-ratings = Oyuncular ve puanlar
ratings-my-profile = Profilim
ratings-leaderboard = Sıralama
ratings-bot-leaderboard = Botlara karşı antrenman sıralaması
ratings-nobody-rated = Burada henüz kimsenin puanı yok.
ratings-board-entry = { $rank }. { $name }, puan { $rating }, deneyim { $experience }, oynanan maç: { $played }, kazanılan: { $won }

## Bir oyuncunun profili
ratings-profile-name = Oyuncu { $name }
ratings-not-rated = Henüz başka bir oyuncuya karşı puanlı maç yok.
ratings-profile-rating = Puan { $rating }, sıralamada { $rank }. sıra
ratings-profile-experience = Deneyim { $experience }
ratings-profile-played = Oynanan puanlı maç: { $played }, kazanılan: { $won }
ratings-no-bot-practice = Henüz bir bota karşı maç yok.
ratings-profile-bot-practice = Botlara karşı antrenman puanı { $rating }, botlara karşı maç: { $played }, kazanılan: { $won }
ratings-no-analysis = Henüz analiz edilmiş maç yok.
ratings-profile-error-rate = Ortalama hata oranı { $rate }
ratings-recent-matches = Son puanlı maçlar
ratings-recent-entry = { $opponent } karşısında { $result ->
    [won] kazanıldı
   *[lost] kaybedildi
}, { $pool ->
    [bots] antrenman puanı
   *[human] puan
} { $before } değerinden { $after } değerine

## Maç sonunda her oyuncuya söylenir
ratings-your-change = { $pool ->
    [bots] Botlara karşı antrenman puanın
   *[human] Puanın
} { $direction ->
    [up] { $change } artarak { $rating } oldu
    [down] { $change } azalarak { $rating } oldu
   *[same] { $rating } olarak kaldı
}; deneyim { $experience }.
