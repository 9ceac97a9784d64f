# Raccoon (chi riceve un beaver lo accetta e rilancia subito, e il cubo resta a chi ha fatto il beaver) e la perdita quadrupla (un backgammon con una pedina ancora sulla barra vale quattro volte il cubo).

## Options

raccoon-option-raccoons = Raccoon nel gioco a soldi, massimo per partita (0 è disattivato; richiedono i beaver)
raccoon-option-quadruple = Perdita quadrupla: un backgammon con una pedina ancora sulla barra vale quattro volte il cubo
raccoon-option-refused-raccoons = I raccoon devono essere un numero intero da { $minimum } a { $maximum }.
raccoon-option-refused-quadruple = La perdita quadrupla deve essere attivata o disattivata.

## Actions

bg-action-raccoon = Raccoon: accetta il beaver e rilancia subito, il cubo resta all'avversario

## What happens

raccoon-raccooned = { $actor ->
    [you] Fai un raccoon: accetti il beaver e rilanci subito a { $value }; il cubo resta a { $opponent_name }.
   *[other] { $name } fa un raccoon: accetta il beaver e rilancia subito a { $value }; il cubo resta dov'è.{ $opponent ->
        [you] {" "}Premi Y per accettare o N per rifiutare.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Accetti il raccoon e tieni il cubo, ora a { $value }.
   *[other] { $name } accetta il raccoon e tiene il cubo, ora a { $value }.
}
raccoon-quadruple-loss = Una pedina è ancora sulla barra: con la perdita quadrupla il backgammon vale quattro volte il cubo di { $cube }.

## Advice

raccoon-cube-advice-raccoon = Consiglio sul cubo: raccoon (premi R): il beaver è un errore, quindi accettalo e rilancia subito; il cubo resta al tuo avversario.

## Refusals

raccoon-refuse-off = A questo tavolo i raccoon non sono ammessi.
raccoon-refuse-no-beaver = Non c'è nessun beaver a cui rispondere con un raccoon.
raccoon-refuse-limit = { $limit ->
    [one] È ammesso un solo raccoon per partita.
   *[other] Sono ammessi solo { $limit } raccoon per partita.
}
raccoon-refuse-maximum = Un raccoon porterebbe il cubo oltre 64.
