# O saguão: entrada, menus, mesas, recusas. Tudo o que o próprio servidor diz.

language-name = Português (Brasil)

## Entrada
login-welcome = Boas-vindas, { $name }.
login-bad-password = Nome de usuário ou senha incorretos.
login-unknown-user = Não existe nenhuma conta com esse nome. Cadastre-se primeiro.
login-bad-name = Um nome de usuário tem de 1 a 32 letras, algarismos, pontos, hifens ou sublinhados.
register-name-taken = Esse nome de usuário já está em uso.
register-done = Conta { $name } criada. Agora você já pode entrar.
login-taken-over = Você entrou de outro lugar, então esta conexão foi encerrada.
login-too-many-attempts = { $seconds ->
    [one] Muitas tentativas de entrada sem sucesso. Tente de novo daqui a um segundo.
   *[other] Muitas tentativas de entrada sem sucesso. Tente de novo daqui a { $seconds } segundos.
}
login-busy = O servidor está ocupado; tente de novo daqui a pouco.
register-too-many = Muitas contas novas criadas a partir do seu endereço. Tente de novo mais tarde.

## Menu principal e menu do jogo
lobby-who-is-online = Quem está online
lobby-online = { $count ->
    [one] Uma pessoa online: { $names }.
   *[other] { $count } pessoas online: { $names }.
}
lobby-create-table = Criar uma mesa
lobby-list-tables = Mesas abertas
lobby-back = Voltar
lobby-no-tables = Ainda não há mesas. Crie uma.
lobby-table-created = Mesa { $number } criada. Você é quem comanda a mesa.
lobby-table-entry = Mesa { $number }, { $format }, comandada por { $host }, { $players } de { $seats } lugares ocupados, { $state }
lobby-table-waiting = aguardando o início
lobby-table-playing = em jogo
lobby-table-finished = encerrada
lobby-join-player = Entrar como jogador
lobby-join-spectator = Assistir

## Uma mesa
room-seat-empty = Lugar { $number }: vazio
room-bot-name = Bot { $number }
room-seat-bot = Lugar { $number }: { $name }, um bot
room-seat-player = Lugar { $number }: { $name }
room-seat-away = Lugar { $number }: { $name }, ausente
room-seat-bot-playing = Lugar { $number }: { $name }, um bot joga neste lugar
room-option = { $label }: { $value }
option-on = ativado
option-off = desativado
number = { $value }
room-add-bot = Adicionar um bot
room-remove-bot = Remover um bot
room-start = Começar o jogo
room-leave = Sair da mesa
room-back-to-board = Voltar ao tabuleiro
room-watch-from = Assistir do lugar { $number }, { $name }
room-joined = { $name } entrou na mesa.
room-spectator-joined = { $name } está assistindo.
room-watching = Você está assistindo à mesa { $number }, comandada por { $host }. Escape no tabuleiro abre o menu de ações.
room-left = { $name } saiu da mesa.
room-player-away = { $name } perdeu a conexão. O lugar fica guardado por um tempo.
room-bot-takes-over = { $name } não voltou. Um bot joga neste lugar até { $name } voltar.
room-seat-reclaimed = { $name } está de volta e joga de novo.
room-reconnected = Você está de volta à sua mesa. O que aconteceu nesse meio-tempo:
room-seats-not-filled = Todo lugar precisa de um jogador ou de um bot antes do início.
room-not-started = O jogo ainda não começou.
room-table-error = Algo deu errado nesta mesa. Nada foi alterado.

## Recusas
refusal-frame-too-large = Essa mensagem era grande demais e foi ignorada.
refusal-not-json = Essa mensagem não era um JSON válido e foi ignorada.
refusal-not-msgpack = Essa mensagem não era um msgpack válido e foi ignorada.
refusal-not-an-object = Essa mensagem não era um pacote e foi ignorada.
refusal-unknown-type = Esse tipo de pacote é desconhecido e foi ignorado.
refusal-missing-field = Falta um campo nesse pacote, e ele foi ignorado.
refusal-extra-field = Esse pacote tem um campo que não deveria ter e foi ignorado.
refusal-wrong-field-type = Esse pacote tem um campo do tipo errado e foi ignorado.
refusal-invalid-field-value = Esse pacote tem um valor fora do intervalo e foi ignorado.
refusal-bad-text = Esse pacote contém caracteres que não podem ser exibidos (um caractere de controle ou um caractere corrompido) e foi ignorado.
refusal-unsupported-type = Este servidor não atende a esse pedido.
refusal-unsupported = Este servidor não atende a esse pedido.
refusal-flood = Você está enviando rápido demais. Alguns dos seus pedidos foram ignorados.
refusal-flood-closed = Pedidos demais. A conexão foi encerrada.
refusal-server-full = O servidor está cheio. Tente de novo em alguns minutos.
refusal-address-full = Conexões demais a partir do seu endereço. Feche uma e tente de novo.
refusal-login-first = Entre primeiro.
refusal-already-logged-in = Você já entrou.
refusal-unknown-menu = Esse menu não está mais aberto.
refusal-not-offered = Isso não está disponível para você agora.
refusal-unknown-input = Nenhum texto era esperado.
refusal-chat-too-long = Uma mensagem de bate-papo pode ter no máximo { $limit ->
    [one] { $limit } caractere
   *[other] { $limit } caracteres
}.
refusal-host-only = Só quem comanda a mesa pode mudar isso, antes do início.
refusal-bad-number = Digite um número de { $minimum } a { $maximum }.
refusal-table-full = Essa mesa não tem lugar livre.
refusal-table-gone = Essa mesa está fechada.
refusal-internal = Algo deu errado. Nada foi alterado.
server-stopping = O servidor está parando. Cada mesa fica guardada como está, com os lugares; você será reconectado quando o servidor voltar.
table-not-saved = O servidor não conseguiu salvar o que acabou de acontecer na sua mesa, então isso não aconteceu. A mesa continua de onde foi salva pela última vez.
table-moved = Esta mesa mudou para outro servidor. Você voltou ao menu principal.
table-moving = A mesa está mudando para outro servidor. Pressione de novo.
table-busy = O servidor está ocupado por um momento, então nada aconteceu. Pressione de novo.
room-bot-waiting-worker = { $name } está esperando um processo de bots livre. A partida continua assim que um responder.
