"""Nicknames inside a person's name: `Javier "Yiyo" Ortiz`, `Ramón “Chino” Vélez`.

Reporters put a boxer's, a singer's or a politician's nickname in quotation marks
between the first name and the surname. Read as it stands, the nickname is a
quotation of its own and splits the name in two, so that "Ortiz" later in the text is
no one named in full and "dijo Ortiz" finds no person. `without_nicknames` blanks such
a nickname with spaces (offsets unchanged, as `claims.extraction.sentences.masked`
keeps them), so the name reads as one run of capitalised words.
"""

import re

from claims.extraction.caseless import first_character_guard
# A capitalised first name, a quoted nickname of one or two capitalised words, and a
# capitalised surname right after it. The first name is matched, not looked behind,
# so the blanked span is the "group" alone.
# Searched through the whole text, behind a look-ahead for its first letter
# (`caseless.first_character_guard`).
NICKNAME = first_character_guard(
    re.compile(
        r"\b[A-ZÁÉÍÓÚÑ][a-záéíóúñü’'\-]+ "
        r"(?P<nickname>[\"“‘«][A-ZÁÉÍÓÚÑ][\w’'\-]*(?: [A-ZÁÉÍÓÚÑ][\w’'\-]*)?[\"”’»] )"
        r"(?=[A-ZÁÉÍÓÚÑ][a-záéíóúñü])"
    )
)


def without_nicknames(text: str) -> str:
    """`text` with every nickname between a first name and a surname blanked out."""
    if '"' not in text and "“" not in text and "«" not in text and "‘" not in text:
        return text
    spans = [match.span("nickname") for match in NICKNAME.finditer(text)]
    if not spans:
        return text
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
