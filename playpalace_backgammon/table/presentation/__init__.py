"""What a listener hears and sees of the table: the narrator's announcements, moves in each language's
words, the sounds and their file names, the board as a grid of points and its visual state."""
