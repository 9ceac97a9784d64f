# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Torneios
tournaments-create = Anunciar um torneio
tournaments-none = Ainda não há torneios.
tournament-entry = { $name }: { $format }, { $taken } de { $places } vagas preenchidas, { $state ->
    [when-full] começa quando as vagas se esgotarem
    [organiser] começa quando o organizador iniciar
    [at] começa em { $minutes } min
    [running] rodada { $round } de { $rounds } em andamento
   *[finished] encerrado, vencido por { $winner }
}{ $public ->
    [no] , só com convite
   *[yes] {""}
}
tournament-gone = Esse torneio não existe mais.
tournament-cancelled = O torneio { $name } foi cancelado: menos de dois jogadores tinham entrado na hora de começar.
tournament-announced = { $organiser } anuncia o torneio { $name }: { $format }, { $places } vagas. Para entrar: Torneios, no menu principal.
tournament-default-name = Torneio de { $name }
tournament-name-prompt = Nome do torneio
tournament-field-name = Nome: { $value }
tournament-field-format = Formato: { $value }
tournament-field-places = Vagas: { $value }
tournament-field-length = Duração das partidas: { $value } pontos
tournament-field-final = Final: { $value ->
    [0] igual às outras rodadas
   *[other] { $value } pontos
}
tournament-field-start = Início: { $start ->
    [when-full] quando todas as vagas forem preenchidas
    [organiser] quando o organizador iniciar
   *[minutes] em { $minutes } minutos
}
tournament-field-clock = Relógio de jogada: { $value }
tournament-field-bot-level = Os bots das vagas livres jogam no nível: { $value }
tournament-field-access = { $public ->
    [no] Só com convite
   *[yes] Aberto
}
tournament-field-no-show = Tempo para chegar à mesa: { $minutes } minutos
tournament-announce = Anunciar
tournament-join = Entrar
tournament-leave = Sair do torneio
tournament-fill-bots = Preencher as vagas livres com bots
tournament-start-now = Começar agora
tournament-invite = Convidar um jogador
tournament-invite-sent = { $name } foi convidado.
tournament-invited = { $organiser } convida você para o torneio { $name }: ele está em Torneios, no menu principal.
tournament-not-invited = Este torneio é só com convite.
tournament-my-next-match = Minha próxima partida
tournament-bracket = Chave
tournament-standings = Classificação
tournament-who-is-still-in = Quem ainda está no torneio
tournament-watch = Assistir a uma partida
tournament-no-running = Nenhuma partida deste torneio está sendo jogada agora.
tournament-watch-line = Rodada { $round }, partida { $match }: { $first } contra { $second }
tournament-go-to-table = Pressione Alt+G, ou escolha Ir para minha mesa do torneio no menu principal, para se sentar.
tournament-go-item = Ir para minha mesa do torneio
tournament-no-call = Nenhuma mesa de torneio está esperando você.
tournament-profile-entry = Torneio { $name }: { $place }º lugar de { $players }
tournament-profile-none = Ainda não há torneios encerrados.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Seguir este torneio
tournament-unfollow = Deixar de seguir este torneio
tournament-following = Você segue o torneio { $name }: ouvirá seus emparelhamentos e resultados.
tournament-not-following = Você não segue mais o torneio { $name }.
tournament-more-lines = E mais { $count }: a lista completa está no menu do torneio.
room-rematch-tournament = Uma partida de torneio não tem revanche: o torneio emparelha sua próxima partida.
