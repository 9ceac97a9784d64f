# Les mots propres du client web : titres de la page, formulaire de connexion, états de la connexion.
# Le serveur envoie tous les messages de ce fichier à la page en JSON (GET /i18n/<lang>.json).
# Les variables restent des repères que la page remplit ({ $user } arrive sous la forme "{user}") : ces
# messages n'utilisent que des variables simples, jamais de sélecteurs sur elles.

web-app-title = Backgammon PlayPalace

## Connexion
web-login-heading = Connexion
web-username = Nom d'utilisateur
web-password = Mot de passe
web-language = Langue
web-log-in = Se connecter
web-create-account = Créer un compte
web-username-required = Saisissez un nom d'utilisateur.

## États de la connexion
web-connecting = Connexion…
web-connected = Connexion établie : { $user }.
web-not-connected = Pas de connexion.
web-connection-lost = Connexion perdue. Reconnexion…
web-reconnecting-in = Reconnexion (prochaine tentative dans { $seconds } s)…
web-reconnected = Connexion rétablie.
web-reconnect-failed = Reconnexion impossible. Veuillez vous connecter à nouveau.
web-cannot-connect = Impossible de joindre le serveur.
web-login-refused = Le serveur a fermé la connexion.
web-logged-out = Session fermée.

## La partie
web-game-heading = Partie
web-board-label = Plateau
web-menu-label = Menu
web-waiting = En attente du serveur…
web-ok = OK
web-cancel = Annuler
web-board-summary = Résumé du plateau
web-bar = Barre
web-borne-off = Dames sorties
web-dice = Dés restants
web-cube = Videau
# Les couleurs du résumé du plateau : la couleur des dames que nomme le serveur, et le nombre de dames d'une couleur.
web-colour-red = rouges
web-colour-white = blanches
web-colour-count = { $colour } : { $count }

## Historique et discussion
web-history-heading = Historique
web-chat-heading = Discussion
web-chat-log = Messages de la discussion
web-chat-message = Votre message
web-send = Envoyer
web-chat-from = { $sender } : { $message }

## Paramètres
web-settings = Paramètres
web-who-is-online = Qui est en ligne
web-theme-dark = Thème sombre
web-log-out = Se déconnecter

## The board's actions (buttons under the board)
web-board-actions = Actions sous le plateau
