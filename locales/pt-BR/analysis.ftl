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
analysis-summary = { $name }: taxa de erro { $rate } ({ $rating }); { $doubtful } duvidosas, { $errors } erros, { $blunders } erros graves; { $cube } erros de dado de dobra; sorte { $luck } por jogada.
