# Sons, login, depois da partida (revanche). Mensagens web- são palavras da página (servidas com web.ftl): só variáveis simples.

## Logging in
login-password-required = Digite uma senha. Um nome novo é registrado com a senha que você der.
login-password-too-long = Essa senha é longa demais: uma senha tem no máximo 256 caracteres.

## After the match
room-match-over-choices = A partida terminou. Revanche e Sair da mesa vêm depois das casas do tabuleiro.
room-rematch = Revanche
room-rematch-accept = Revanche: { $name } pediu uma
room-rematch-asked-by-you = Revanche: pedida, aguardando o outro jogador
room-rematch-asked = { $name } pede revanche. Escolha Revanche para jogar de novo com os mesmos lugares e opções.
room-rematch-waiting = Você pediu revanche. Aguardando { $name }.
room-rematch-starting = Revanche: uma nova partida começa com os mesmos lugares e opções.
room-rematch-player-gone = { $name } saiu da mesa, então não pode haver revanche.
room-rematch-not-now = A revanche pode ser pedida quando a partida terminar.
room-rematch-players-only = Só os jogadores podem pedir revanche.

## The web page: sounds and the remembered login
web-sound-mute = Silenciar sons
web-sound-volume = Volume dos sons
web-password-required = Digite uma senha.
web-session-resuming = Entrando como { $user }…
web-session-ended = Seu login salvo expirou. Entre novamente.
