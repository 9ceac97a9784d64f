room-hint-late = { $cause ->
    [roll] Les dés ont été lancés avant que le conseil soit prêt ; il n'est donc pas donné : il portait sur la position d'avant le lancer.
   *[other] La position a changé avant que le conseil soit prêt ; il n'est donc pas donné : il portait sur la position d'avant.
}
speech-repeated = { $line }, { $count ->
    [2] deux fois
    [3] trois fois
   *[other] { $count } fois
}.
speech-line = { $line }.
