"""What a bot seat is asked and how its answer becomes the table's commands: the rules-level question
(``BotContext``), the table's bot turn, and the bots' request built from it."""
