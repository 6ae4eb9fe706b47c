"""Spanish dates with the hour: "3 de diciembre de 2026, 14:05 UTC" (the date alone is Django's own)."""

DATETIME_FORMAT = r"j \d\e F \d\e Y, H:i T"
