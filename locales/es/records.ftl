# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels admite un nivel de bot, o dos separados por una coma (asiento 1 y luego asiento 2), entre: { $levels }.
records-selfplay-bad-length = La longitud de la partida debe ser de 1 a { $maximum } puntos, y el número de partidas 0 o más.
records-selfplay-bad-games = El número de juegos de una sesión por dinero (--money --games G) debe ser de 1 a { $maximum }; --games es solo para sesiones por dinero.
records-selfplay-done = { $count ->
    [one] Se jugó una partida en { $path }.
   *[other] Se jugaron { $count } partidas en { $path }.
}
records-export-no-database = No hay ningún archivo de base de datos en { $path }.
records-export-unknown-match = No existe la partida { $id } en { $path }.
records-export-not-started = La partida { $id } nunca empezó: no hay nada que exportar.
records-export-failed = No se puede exportar la partida { $id }: su registro no se puede reproducir ({ $reason }).
