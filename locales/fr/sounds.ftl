# Sons, connexion, après le match (revanche). Les messages web- sont les mots de la page (servis avec web.ftl) : variables simples seulement.

## Logging in
login-password-required = Saisissez un mot de passe. Un nouveau nom est enregistré avec le mot de passe que vous lui donnez.
login-password-too-long = Ce mot de passe est trop long : un mot de passe a au plus 256 caractères.

## After the match
room-match-over-choices = Le match est terminé. Revanche et Quitter la table suivent les cases du plateau.
room-rematch = Revanche
room-rematch-accept = Revanche : { $name } en demande une
room-rematch-asked-by-you = Revanche : demandée, en attente de l'autre joueur
room-rematch-asked = { $name } demande une revanche. Choisissez Revanche pour rejouer avec les mêmes places et options.
room-rematch-waiting = Vous avez demandé une revanche. En attente de { $name }.
room-rematch-starting = Revanche : un nouveau match commence avec les mêmes places et options.
room-rematch-player-gone = { $name } a quitté la table, il ne peut donc pas y avoir de revanche.
room-rematch-not-now = Une revanche se demande une fois le match terminé.
room-rematch-players-only = Seuls les joueurs peuvent demander une revanche.

## The web page: sounds and the remembered login
web-sound-mute = Couper les sons
web-sound-volume = Volume des sons
web-password-required = Saisissez un mot de passe.
web-session-resuming = Connexion en tant que { $user }…
web-session-ended = Votre connexion enregistrée a expiré. Veuillez vous reconnecter.
