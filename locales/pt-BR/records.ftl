# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels aceita um nível de bot, ou dois separados por vírgula (assento 1, depois assento 2), entre: { $levels }.
records-selfplay-bad-length = O tamanho da partida deve ser de 1 a { $maximum } pontos, e o número de partidas 0 ou mais.
records-selfplay-bad-games = O número de jogos de uma sessão a dinheiro (--money --games G) deve ser de 1 a { $maximum }; --games é só para sessões a dinheiro.
records-selfplay-done = { $count ->
    [one] Uma partida jogada em { $path }.
   *[other] { $count } partidas jogadas em { $path }.
}
records-export-no-database = Não há arquivo de banco de dados em { $path }.
records-export-unknown-match = Não existe a partida { $id } em { $path }.
records-export-not-started = A partida { $id } nunca começou: não há nada para exportar.
records-export-failed = A partida { $id } não pode ser exportada: seu registro não pode ser reproduzido ({ $reason }).
