# A análise de uma partida pelo GNU Backgammon: o comando analyse e o resumo de cada jogador.

analysis-cli-bad-plies = --ply aceita 0, 1 ou 2.
analysis-cli-no-database = Não há arquivo de banco de dados em { $path }.
analysis-cli-unknown-match = Não há partida { $id } em { $path }.
analysis-cli-failed = A partida { $id } não pode ser analisada: seu registro não pode ser reproduzido ({ $reason }).
analysis-rating = { $rating ->
    [awful] péssimo
    [beginner] iniciante
    [casual] jogador casual
    [intermediate] intermediário
    [advanced] avançado
    [expert] especialista
    [world-class] nível mundial
   *[supernatural] sobrenatural
}
analysis-summary = { $name }: taxa de erro { $rate } ({ $rating }); { $doubtful ->
    [one] { $doubtful } jogada duvidosa
   *[other] { $doubtful } jogadas duvidosas
}, { $errors ->
    [one] { $errors } erro
   *[other] { $errors } erros
}, { $blunders ->
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
}; { $cube ->
    [one] { $cube } erro de dado de dobra
   *[other] { $cube } erros de dado de dobra
}; { $luck ->
    [none] sorte não medida (nenhum lançamento de dados)
   *[other] sorte { $luck } por jogada
}.
analysis-ready = A revisão da sua partida pelo GNU Backgammon: taxa de erro { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
}, { $errors ->
    [one] { $errors } erro
   *[other] { $errors } erros
}, { $doubtful ->
    [one] { $doubtful } jogada duvidosa
   *[other] { $doubtful } jogadas duvidosas
}; { $cube ->
    [one] { $cube } erro de dado de dobra
   *[other] { $cube } erros de dado de dobra
}; { $luck ->
    [none] sorte não medida (nenhum lançamento de dados)
   *[other] sorte { $luck } por jogada
}. { $count ->
    [0] Não há nenhum erro seu para revisar.
    [1] Seu maior erro está em Partidas anteriores.
   *[other] Seus { $count } maiores erros estão em Partidas anteriores.
}
analysis-review-opened = Seus maiores erros. Taxa de erro { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
}, { $errors ->
    [one] { $errors } erro
   *[other] { $errors } erros
}, { $doubtful ->
    [one] { $doubtful } jogada duvidosa
   *[other] { $doubtful } jogadas duvidosas
}; { $cube ->
    [one] { $cube } erro de dado de dobra
   *[other] { $cube } erros de dado de dobra
}. Enter em um erro abre o replay nessa decisão e descreve a posição.
analysis-menu-errors = { $count ->
    [0] Seus erros: nenhum encontrado
    [1] Seu maior erro
   *[other] Seus { $count } maiores erros
}
analysis-menu-analyse = Analisar esta partida
analysis-request-started = A análise começou; você ouvirá quando estiver pronta.
analysis-request-pending = Esta partida está sendo analisada; você ouvirá quando estiver pronta.
analysis-request-busy = Você já tem análises aguardando; peça de novo quando estiverem prontas.
analysis-request-done = Esta partida já foi analisada.
analysis-request-unavailable = A análise não está disponível neste servidor.
analysis-menu-cancel = Cancelar a análise desta partida
analysis-cancelled = A análise desta partida foi cancelada; você pode pedi-la de novo.
analysis-not-pending = Esta partida não está sendo analisada.
analysis-no-errors = O GNU Backgammon não encontrou nenhum erro seu nesta partida.
analysis-cube-action = { $action ->
    [double] dobrar
    [no-double] não dobrar
    [take] aceitar
   *[pass] recusar
}
analysis-error-entry = { $index } de { $count }: jogo { $game }, { $kind ->
    [move] dados { $dice }
    [cube] decisão de dobra
   *[take] resposta a uma dobra
}: você jogou { $played }; melhor { $best }; equidade perdida { $loss }.
analysis-error-position = Suas pedras: { $mine }; na barra { $bar }, retiradas { $off }. Pedras do adversário, na sua numeração: { $theirs }; na barra { $opponent_bar }, retiradas { $opponent_off }. Pips: você { $pips }, adversário { $opponent_pips }. Placar { $score } a { $opponent_score }, dado de dobra { $cube }.
analysis-failed = Não foi possível analisar esta partida; você pode pedir a análise de novo.
