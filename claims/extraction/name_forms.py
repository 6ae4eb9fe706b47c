"""The full form of a name the text gave before: "Solano" is "Harry Solano", "Torres"
"Manuel Torres Vidal", "The NHC" "National Hurricane Center", and the role an
apposition gives a name ("Ana Ruiz, the clinic's director,").

`NameForms` is a part of `claims.extraction.speakers.SpeakerResolution`: it reads the
pass's `text` (masked) and `mentions` (the names in the text).
"""

import re

from claims.extraction.names import NameMention, fold

# What follows a name in "Name, the role,": matched after the name, found as a string.
APPOSITION_ROLE = re.compile(r",\s+((?:the|a|an|el|la|un|una)\s+[^,.;:“”]{3,120}?),")

class NameForms:
    text: str
    mentions: list[NameMention]

    def _expanded_initials(self, name: str, position: int) -> str | None:
        """The name a body's initials stand for when the text gave them in brackets
        after it before `position`: "The NHC" after "the National Hurricane Center
        (NHC)", "La ONA" after "La Organización Nacional de Aguas (ONA)"."""
        initials = re.sub(r"^(?:the|el|la|los|las)\s+", "", name, flags=re.IGNORECASE)
        if not re.fullmatch(r"[A-ZÁÉÍÓÚÑ]{2,8}", initials):
            return None
        given = re.search(
            rf"((?:[A-ZÁÉÍÓÚÑ][\w’'\-]*\s+(?:(?:of|for|and|de|del|de\s+la|de\s+los|y)\s+)?)+)\({initials}\)",
            self.text[:position],
        )
        if given is None:
            return None
        expanded = re.sub(r"^(?:The|El|La|Los|Las)\s+", "", given.group(1).strip())
        return expanded if len(expanded.split()) > 1 else None

    def _full_name(self, name: str, position: int) -> str:
        """ "Solano" -> "Harry Solano" when the text named him in full before; "Torres"
        -> "Manuel Torres Vidal" (a first surname) when no full name ends with it."""
        if " " in name:
            return name
        folded = fold(name)
        earlier = [m for m in reversed(self.mentions) if m.start < position and m.is_person and " " in m.name]
        for mention in earlier:
            if fold(mention.name.split()[-1]) == folded:
                return mention.name
        for mention in earlier:
            if folded in (fold(word) for word in mention.name.split()[1:-1]):
                return mention.name
        return name

    def _apposition_role(self, name: str) -> str:
        start = self.text.find(name)
        while start != -1 and not (match := APPOSITION_ROLE.match(self.text, start + len(name))):
            start = self.text.find(name, start + 1)
        return match.group(1) if start != -1 else ""
