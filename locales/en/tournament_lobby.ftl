# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Tournaments
tournaments-create = Announce a tournament
tournaments-none = No tournaments yet.
tournament-entry = { $name }: { $format }, { $taken } of { $places } places taken, { $state ->
    [when-full] starts when full
    [organiser] starts when its organiser starts it
    [at] starts in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
    [running] round { $round } of { $rounds } under way
   *[finished] over, won by { $winner }
}{ $public ->
    [no] , by invitation
   *[yes] {""}
}
tournament-gone = That tournament is no longer here.
tournament-cancelled = The tournament { $name } is called off: fewer than two players had joined when it was to start.
tournament-announced = { $organiser } announces the tournament { $name }: { $format }, { $places } places. Tournaments, in the main menu, to join.

## The form
tournament-default-name = { $name }'s tournament
tournament-name-prompt = The tournament's name
tournament-field-name = Name: { $value }
tournament-field-format = Format: { $value }
tournament-field-places = Places: { $value }
tournament-field-length = Match length: { $value } { $value ->
    [one] point
   *[other] points
}
tournament-field-final = Final: { $value ->
    [0] as long as the other rounds
   *[other] { $value } points
}
tournament-field-start = Start: { $start ->
    [when-full] when every place is taken
    [organiser] when the organiser starts it
   *[minutes] in { $minutes } minutes
}
tournament-field-clock = Turn clock: { $value }
tournament-field-bot-level = Bots that fill places play at: { $value }
tournament-field-access = { $public ->
    [no] By invitation
   *[yes] Public
}
tournament-field-no-show = Time to come to a table: { $minutes } minutes
tournament-announce = Announce it

## An event's menu
tournament-join = Join
tournament-leave = Leave the tournament
tournament-fill-bots = Fill the empty places with bots
tournament-start-now = Start now
tournament-invite = Invite a player
tournament-invite-sent = { $name } is invited.
tournament-invited = { $organiser } invites you to the tournament { $name }: find it under Tournaments in the main menu.
tournament-not-invited = This tournament is by invitation only.
tournament-my-next-match = My next match
tournament-bracket = Bracket
tournament-standings = Standings
tournament-who-is-still-in = Who is still in
tournament-watch = Watch a match
tournament-no-running = No match of this tournament is being played now.
tournament-watch-line = Round { $round }, match { $match }: { $first } against { $second }

## Called to a table
tournament-go-to-table = Press Alt+G, or choose Go to my table in the main menu, to sit at it.
tournament-go-item = Go to my tournament table
tournament-no-call = No tournament table is waiting for you.

## A player's profile
tournament-profile-entry = Tournament { $name }: place { $place } of { $players }
tournament-profile-none = No finished tournaments yet.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Follow this tournament
tournament-unfollow = Stop following this tournament
tournament-following = You follow the tournament { $name }: you will hear its pairings and results.
tournament-not-following = You no longer follow the tournament { $name }.
tournament-more-lines = And { $count } more: the full list is in the tournament's menu.
room-rematch-tournament = A tournament's match has no rematch: the tournament pairs your next match.
