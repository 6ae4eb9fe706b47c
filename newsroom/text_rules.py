"""What characters stored text may hold: one set of validators for every path in.

A NUL byte cannot be stored in PostgreSQL at all, and other control
characters and bidirectional overrides (U+202E turns "txt.exe" into
"exe.txt" on screen) have no place in a name a reader sees. The models name
these validators on their text fields, so model validation (services, the
admin's forms), REST framework's serializers and the importer all refuse the
same characters with the same message.

- `name_text`: one-line text (names, headlines, titles, units): no control
  characters at all (C0, DEL, C1) and no bidirectional embedding, override or
  isolate controls (U+202A–U+202E, U+2066–U+2069).
- `body_text`: running text (bodies, quotes, summaries, notes): tab, newline
  and carriage return are allowed; other control characters and the
  bidirectional overrides U+202D/U+202E are not. Embeddings and isolates stay,
  as right-to-left text pasted from the web legitimately carries them.
"""

import re
import unicodedata

from django.core.exceptions import ValidationError
from django.utils.deconstruct import deconstructible

_CONTROL = "\x00-\x1f\x7f-\x9f"
_BIDI_ALL = "\u202a-\u202e\u2066-\u2069"
_BIDI_OVERRIDES = "\u202d\u202e"


_CONTROL_NAMES = {"\x00": "NUL", "\t": "TAB", "\n": "LINE FEED", "\r": "CARRIAGE RETURN", "\x1b": "ESCAPE"}


def _describe(character: str) -> str:
    name = unicodedata.name(character, "") or _CONTROL_NAMES.get(character, "")
    return f"U+{ord(character):04X}" + (f" {name}" if name else "")


@deconstructible
class RefusedCharacters:
    """Refuse text containing any character the pattern matches, naming the first one."""

    def __init__(self, kind: str, characters: str, allowed_note: str = ""):
        self.kind = kind
        self.characters = characters
        self.allowed_note = allowed_note
        self.pattern = re.compile(f"[{characters}]")

    def __call__(self, value):
        if not isinstance(value, str):
            return
        match = self.pattern.search(value)
        if match:
            raise ValidationError(
                "This text contains an invisible control character (%(character)s at position %(position)s), "
                "which cannot be stored in %(kind)s%(note)s. Remove it and try again.",
                code="control_character",
                params={
                    "character": _describe(match[0]),
                    "position": match.start() + 1,
                    "kind": self.kind,
                    "note": self.allowed_note,
                },
            )

    def __eq__(self, other):
        return isinstance(other, RefusedCharacters) and (self.kind, self.characters) == (other.kind, other.characters)


name_text = RefusedCharacters("a name or a title", _CONTROL + _BIDI_ALL)
body_text = RefusedCharacters(
    "running text", "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f" + _BIDI_OVERRIDES, " (tabs and line breaks are fine)"
)


def text_check(*, field: str, value: str | None, validator=body_text) -> None:
    """Raise a ValidationError on `field` when `value` breaks `validator`'s rule;
    for code that checks input before it builds a model (the importer)."""
    if value:
        try:
            validator(value)
        except ValidationError as error:
            raise ValidationError({field: error.messages}) from error
