# Raccoons (quien recibe un beaver lo acepta y redobla en el acto, y el cubo sigue con quien hizo el beaver) y la pérdida cuádruple (un backgammon con una ficha aún en la barra cuenta cuatro veces el cubo).

## Options

raccoon-option-raccoons = Raccoons en el juego por dinero, máximo por partida (0 es desactivado; requieren beavers)
raccoon-option-quadruple = Pérdida cuádruple: un backgammon con una ficha aún en la barra cuenta cuatro veces el cubo
raccoon-option-refused-raccoons = Los raccoons deben ser un número entero de { $minimum } a { $maximum }.
raccoon-option-refused-quadruple = La pérdida cuádruple debe estar activada o desactivada.

## Actions

bg-action-raccoon = Raccoon: aceptar el beaver y redoblar en el acto; el cubo sigue con tu rival

## What happens

raccoon-raccooned = { $actor ->
    [you] Haces un raccoon: aceptas el beaver y redoblas a { $value } en el acto; el cubo sigue con { $opponent_name }.
   *[other] { $name } hace un raccoon: acepta el beaver y redobla a { $value } en el acto; el cubo sigue donde está.{ $opponent ->
        [you] {" "}Pulsa Y para aceptar o N para rechazar.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Aceptas el raccoon y te quedas el cubo, ahora en { $value }.
   *[other] { $name } acepta el raccoon y se queda el cubo, ahora en { $value }.
}
raccoon-quadruple-loss = Queda una ficha en la barra: con la pérdida cuádruple, el backgammon cuenta cuatro veces el cubo de { $cube }.

## Advice

raccoon-cube-advice-raccoon = Consejo de cubo: raccoon (pulsa R): el beaver es un error, así que acéptalo y redobla en el acto; el cubo sigue con tu rival.

## Refusals

raccoon-refuse-off = En esta mesa no se permiten raccoons.
raccoon-refuse-no-beaver = No hay ningún beaver al que responder con un raccoon.
raccoon-refuse-limit = { $limit ->
    [one] Solo se permite un raccoon por partida.
   *[other] Solo se permiten { $limit } raccoons por partida.
}
raccoon-refuse-maximum = Un raccoon llevaría el cubo por encima de 64.
