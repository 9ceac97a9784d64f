# As palavras do próprio cliente web: títulos da página, formulário de entrada, estados da conexão.
# O servidor envia todas as mensagens deste arquivo à página em JSON (GET /i18n/<lang>.json).
# As variáveis chegam como marcadores que a página preenche ({ $user } chega como "{user}"): aqui só se usam
# variáveis simples, nunca seletores sobre elas.

web-app-title = Gamão PlayPalace

## Entrada
web-login-heading = Entrar
web-username = Nome de usuário
web-password = Senha
web-language = Idioma
web-log-in = Entrar
web-create-account = Criar conta
web-username-required = Digite um nome de usuário.

## Estados da conexão
web-connecting = Conectando…
web-connected = Você entrou como { $user }.
web-not-connected = Sem conexão.
web-connection-lost = A conexão caiu. Reconectando…
web-reconnecting-in = Reconectando (próxima tentativa em { $seconds } s)…
web-reconnected = Conexão restabelecida.
web-reconnect-failed = Não foi possível reconectar. Entre de novo, por favor.
web-cannot-connect = Não foi possível alcançar o servidor.
web-login-refused = O servidor encerrou a conexão.
web-logged-out = Sessão encerrada.

## A área do jogo
web-game-heading = Jogo
web-board-label = Tabuleiro
web-menu-label = Menu
web-waiting = Aguardando o servidor…
web-ok = OK
web-cancel = Cancelar
web-board-summary = Resumo do tabuleiro
web-bar = Barra
web-borne-off = Retiradas
web-dice = Dados restantes
web-cube = Cubo
# As cores do resumo do tabuleiro: a cor das pedras que o servidor nomeia e a contagem de uma cor.
web-colour-red = vermelhas
web-colour-white = brancas
web-colour-count = { $colour }: { $count }

## Histórico e bate-papo
web-history-heading = Histórico
web-chat-heading = Bate-papo
web-chat-log = Mensagens do bate-papo
web-chat-message = Mensagem
web-send = Enviar
web-chat-from = { $sender }: { $message }

## Configurações
web-settings = Configurações
web-who-is-online = Quem está online
web-theme-dark = Tema escuro
web-log-out = Sair

## The board's actions (buttons under the board)
web-board-actions = Ações abaixo do tabuleiro
