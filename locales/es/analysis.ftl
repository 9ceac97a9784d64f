# El análisis de una partida por GNU Backgammon: la orden analyse y el resumen de cada jugador.

analysis-cli-bad-plies = --ply admite 0, 1 o 2.
analysis-cli-no-database = No hay ningún archivo de base de datos en { $path }.
analysis-cli-unknown-match = No hay ninguna partida { $id } en { $path }.
analysis-cli-failed = La partida { $id } no se puede analizar: su registro no se puede reproducir ({ $reason }).
analysis-rating = { $rating ->
    [awful] pésimo
    [beginner] principiante
    [casual] jugador ocasional
    [intermediate] intermedio
    [advanced] avanzado
    [expert] experto
    [world-class] de talla mundial
   *[supernatural] sobrenatural
}
analysis-summary = { $name }: tasa de error { $rate } ({ $rating }); { $doubtful } dudosas, { $errors } errores, { $blunders } errores graves; { $cube } errores de cubo; suerte { $luck } por jugada.
