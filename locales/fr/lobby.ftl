# Le salon : connexion, menus, tables, refus. Tout ce que dit le serveur lui-même.

language-name = Français

## Connexion
login-welcome = Bienvenue, { $name }.
login-bad-password = Nom d'utilisateur ou mot de passe incorrect.
login-unknown-user = Aucun compte ne porte ce nom. Inscrivez-vous d'abord.
login-bad-name = Un nom d'utilisateur compte de 1 à 32 caractères : lettres, chiffres, points, tirets ou tirets bas.
register-name-taken = Ce nom d'utilisateur est déjà pris.
register-done = Compte { $name } créé. Vous pouvez maintenant vous connecter.
login-taken-over = Votre compte s'est connecté depuis un autre endroit ; cette connexion-ci a donc été fermée.
login-too-many-attempts = { $seconds ->
    [one] Trop d'échecs de connexion. Réessayez dans une seconde.
   *[other] Trop d'échecs de connexion. Réessayez dans { $seconds } secondes.
}
login-busy = Le serveur est occupé ; réessayez dans un instant.
register-too-many = Trop de comptes ont été créés depuis votre adresse. Réessayez plus tard.

## Menu principal et menu du jeu
lobby-who-is-online = Qui est en ligne
lobby-online = { $count ->
    [one] Une personne en ligne : { $names }.
   *[other] { $count } personnes en ligne : { $names }.
}
lobby-create-table = Créer une table
lobby-list-tables = Tables ouvertes
lobby-back = Retour
lobby-no-tables = Aucune table pour l'instant. Créez-en une.
lobby-table-created = Table { $number } créée. Vous en êtes l'hôte.
lobby-table-entry = Table { $number }, { $format }, hôte { $host }, places occupées : { $players } sur { $seats }, { $state }
lobby-table-waiting = en attente du début
lobby-table-playing = en cours
lobby-table-finished = terminée
lobby-join-player = Rejoindre pour jouer
lobby-join-spectator = Regarder

## Une table
room-seat-empty = Place { $number } : libre
room-bot-name = Bot { $number }
room-seat-bot = Place { $number } : { $name }, un bot
room-seat-player = Place { $number } : { $name }
room-seat-away = Place { $number } : { $name }, hors ligne
room-seat-bot-playing = Place { $number } : { $name }, un bot joue à sa place
room-option = { $label } : { $value }
option-on = activé
option-off = désactivé
number = { $value }
room-add-bot = Ajouter un bot
room-remove-bot = Retirer un bot
room-start = Lancer la partie
room-leave = Quitter la table
room-back-to-board = Retour au plateau
room-watch-from = Regarder depuis la place { $number }, { $name }
room-joined = { $name } a rejoint la table.
room-spectator-joined = { $name } regarde la partie.
room-watching = Vous regardez la table { $number }, celle de { $host }. Sur le plateau, Échap ouvre le menu des actions.
room-left = { $name } a quitté la table.
room-player-away = { $name } a perdu la connexion. Sa place lui est gardée un moment.
room-bot-takes-over = { $name } n'a pas repris sa place. Un bot joue à sa place jusqu'à son retour.
room-seat-reclaimed = { $name } est de retour et reprend la partie.
room-reconnected = Vous voici de retour à votre table. Ce qui s'est passé récemment :
room-seats-not-filled = Chaque place doit être occupée par un joueur ou un bot avant le début.
room-not-started = La partie n'a pas encore commencé.
room-table-error = Un problème est survenu à cette table. Rien n'a été modifié.

## Refus
refusal-frame-too-large = Ce message était trop volumineux et a été ignoré.
refusal-not-json = Ce message n'était pas du JSON valide et a été ignoré.
refusal-not-msgpack = Ce message n'était pas du msgpack valide et a été ignoré.
refusal-not-an-object = Ce message n'était pas un paquet et a été ignoré.
refusal-unknown-type = Ce type de paquet est inconnu et a été ignoré.
refusal-missing-field = Il manque un champ à ce paquet, qui a été ignoré.
refusal-extra-field = Ce paquet contient un champ qu'il ne devrait pas avoir et a été ignoré.
refusal-wrong-field-type = Ce paquet contient un champ du mauvais type et a été ignoré.
refusal-invalid-field-value = Ce paquet contient une valeur hors limites et a été ignoré.
refusal-bad-text = Ce paquet contient des caractères impossibles à afficher (un caractère de contrôle ou un caractère abîmé) et a été ignoré.
refusal-unsupported-type = Ce serveur ne traite pas cette demande.
refusal-unsupported = Ce serveur ne traite pas cette demande.
refusal-flood = Vous envoyez trop vite. Certaines de vos demandes ont été ignorées.
refusal-flood-closed = Trop de demandes. La connexion a été fermée.
refusal-server-full = Le serveur est plein. Réessayez dans quelques minutes.
refusal-address-full = Trop de connexions depuis votre adresse. Fermez-en une et réessayez.
refusal-login-first = Connectez-vous d'abord.
refusal-already-logged-in = Votre session est déjà ouverte.
refusal-unknown-menu = Ce menu n'est plus ouvert.
refusal-not-offered = Ce n'est pas disponible pour vous en ce moment.
refusal-unknown-input = Aucun texte n'était attendu.
refusal-chat-too-long = Un message de discussion compte au plus { $limit } caractères.
refusal-host-only = Seul l'hôte peut modifier cela, avant le début.
refusal-bad-number = Saisissez un nombre de { $minimum } à { $maximum }.
refusal-table-full = Cette table n'a plus de place libre.
refusal-table-gone = Cette table est fermée.
refusal-internal = Un problème est survenu. Rien n'a été modifié.
server-stopping = Le serveur s'arrête. Chaque table est conservée telle quelle, places comprises ; vous serez reconnecté dès le retour du serveur.
table-not-saved = Le serveur n'a pas pu enregistrer ce qui vient de se passer à votre table, cela n'a donc pas eu lieu. La table reprend là où elle a été enregistrée pour la dernière fois.
table-moved = Cette table est passée sur un autre serveur. Vous êtes de retour au menu principal.
table-moving = La table change de serveur. Appuyez encore une fois.
table-busy = Le serveur est occupé un instant, rien n'a été fait. Appuyez encore une fois.
room-bot-waiting-worker = { $name } attend un processus de bots libre. La partie reprend dès que l'un d'eux répond.
