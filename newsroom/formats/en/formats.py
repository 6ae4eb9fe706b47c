"""English dates as the newsroom writes them: "3 December 2026" (Django's own is "Dec. 3, 2026")."""

DATE_FORMAT = "j F Y"
DATETIME_FORMAT = "j F Y, H:i T"
