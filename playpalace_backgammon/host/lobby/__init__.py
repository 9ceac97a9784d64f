"""The lobby: who is online, the table list, chat, and the lobby's features (Past matches and replays,
ratings, the analysis and its review), each a menu a listener walks."""
