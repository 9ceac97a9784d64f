# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Tournois
tournaments-create = Annoncer un tournoi
tournaments-none = Aucun tournoi pour l'instant.
tournament-entry = { $name } : { $format }, { $taken } places prises sur { $places }, { $state ->
    [when-full] commence quand toutes les places sont prises
    [organiser] commence quand l'organisateur le lance
    [at] commence dans { $minutes } min
    [running] ronde { $round } sur { $rounds } en cours
   *[finished] terminé, gagné par { $winner }
}{ $public ->
    [no] , sur invitation
   *[yes] {""}
}
tournament-gone = Ce tournoi n'existe plus.
tournament-cancelled = Le tournoi { $name } est annulé : moins de deux joueurs s'étaient inscrits à l'heure du début.
tournament-announced = { $organiser } annonce le tournoi { $name } : { $format }, { $places } places. Pour y participer : Tournois, dans le menu principal.
tournament-default-name = Tournoi de { $name }
tournament-name-prompt = Nom du tournoi
tournament-field-name = Nom : { $value }
tournament-field-format = Formule : { $value }
tournament-field-places = Places : { $value }
tournament-field-length = Longueur des matchs : { $value } points
tournament-field-final = Finale: { $value ->
    [0] aussi longue que les autres rondes
   *[other] { $value } points
}
tournament-field-start = Début: { $start ->
    [when-full] quand toutes les places sont prises
    [organiser] quand l'organisateur le lance
   *[minutes] dans { $minutes } minutes
}
tournament-field-clock = Pendule : { $value }
tournament-field-bot-level = Les bots des places libres jouent au niveau : { $value }
tournament-field-access = { $public ->
    [no] Sur invitation
   *[yes] Public
}
tournament-field-no-show = Temps pour venir à la table : { $minutes } minutes
tournament-announce = L'annoncer
tournament-join = S'inscrire
tournament-leave = Quitter le tournoi
tournament-fill-bots = Remplir les places libres avec des bots
tournament-start-now = Lancer maintenant
tournament-invite = Inviter un joueur
tournament-invite-sent = { $name } est invité.
tournament-invited = { $organiser } vous invite au tournoi { $name } : vous le trouverez dans Tournois, au menu principal.
tournament-not-invited = Ce tournoi est sur invitation seulement.
tournament-my-next-match = Mon prochain match
tournament-bracket = Tableau
tournament-standings = Classement
tournament-who-is-still-in = Qui est encore en lice
tournament-watch = Regarder un match
tournament-no-running = Aucun match de ce tournoi ne se joue en ce moment.
tournament-watch-line = Ronde { $round }, match { $match } : { $first } contre { $second }
tournament-go-to-table = Appuyez sur Alt+G, ou choisissez Aller à ma table de tournoi dans le menu principal, pour vous y asseoir.
tournament-go-item = Aller à ma table de tournoi
tournament-no-call = Aucune table de tournoi ne vous attend.
tournament-profile-entry = Tournoi { $name } : place { $place } sur { $players }
tournament-profile-none = Aucun tournoi terminé pour l'instant.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Suivre ce tournoi
tournament-unfollow = Ne plus suivre ce tournoi
tournament-following = Vous suivez le tournoi { $name } : vous entendrez ses appariements et ses résultats.
tournament-not-following = Vous ne suivez plus le tournoi { $name }.
tournament-more-lines = Et { $count } de plus : la liste complète est dans le menu du tournoi.
room-rematch-tournament = Un match de tournoi n'a pas de revanche : le tournoi apparie votre prochain match.
