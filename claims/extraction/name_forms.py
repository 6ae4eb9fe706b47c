"""The full form of a name the text gave before: "Solano" is "Harry Solano", "Torres"
"Manuel Torres Vidal", "De la Vega" "Anna de la Vega" (a surname that particles
open, found whole by `two_particles_open_a_surname`), "The NHC" "National Hurricane
Center", and the role an apposition gives a name ("Ana Ruiz, the clinic's director,").

`NameForms` is a part of `claims.extraction.speakers.SpeakerResolution`: it reads the
pass's `text` (masked) and `mentions` (the names in the text).
"""

import re

from claims.extraction.names import NAME_PARTICLES, NameMention, fold, is_capitalised
from claims.extraction.speaker_phrases import ARTICLE_FIRST, INITIALS

# What follows a name in "Name, the role,": matched after the name, found as a string.
APPOSITION_ROLE = re.compile(r",\s+((?:the|a|an|el|la|un|una)\s+[^,.;:“”]{3,120}?),")

# A surname that opens with a particle: "De la Vega", "del Valle", "van der Berg".
PARTICLE_SURNAME = re.compile(
    r"(?:de\s+la|de\s+las|de\s+los|de|del|van\s+der|van\s+den|van|von|da|di|du|dos|das|ter|ten)\s+[A-ZÁÉÍÓÚÑ]",
    re.IGNORECASE,
)


def two_particles_open_a_surname(words: list[tuple[int, int, str]], run: list[int], j: int) -> bool:
    """Whether the particle at `j` (`claims.extraction.names.find_name_mentions`)
    and the next open the surname after a first name: "Anna de la Vega", "Maria van
    der Berg" ("Ministerio de la Vivienda" is no person's)."""
    from claims.extraction.gender import FIRST_NAMES  # gender reads names: import late.

    return (
        len(run) == 1
        and fold(words[run[0]][2]) in FIRST_NAMES
        and j + 2 < len(words)
        and words[j + 1][2].lower() in NAME_PARTICLES
        and is_capitalised(words[j + 2][2])
    )


class NameForms:
    text: str
    mentions: list[NameMention]

    def _expanded_initials(self, name: str, position: int) -> str | None:
        """The name a body's initials stand for when the text gave them in brackets
        after it before `position`: "The NHC" after "the National Hurricane Center
        (NHC)", "La ONA" after "La Organización Nacional de Aguas (ONA)"."""
        initials = ARTICLE_FIRST.sub("", name)
        if not INITIALS.fullmatch(initials):
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
            return self._particle_surname_in_full(name, position) or name
        folded = fold(name)
        earlier = [m for m in reversed(self.mentions) if m.start < position and m.is_person and " " in m.name]
        for mention in earlier:
            if fold(mention.name.split()[-1]) == folded:
                return mention.name
        for mention in earlier:
            if folded in (fold(word) for word in mention.name.split()[1:-1]):
                return mention.name
        return name

    def _particle_surname_in_full(self, name: str, position: int) -> str | None:
        """ "De la Vega" -> "Anna de la Vega", "Van der Berg" -> "Pieter van der Berg":
        a surname that opens with a particle, the name of the last person named in
        full with it before `position`."""
        if not PARTICLE_SURNAME.match(name):
            return None
        folded = " " + fold(name)
        return next(
            (
                m.name
                for m in reversed(self.mentions)
                if m.start < position and m.is_person and fold(m.name).endswith(folded) and len(m.name) > len(folded)
            ),
            None,
        )

    def _apposition_role(self, name: str) -> str:
        """The role an apposition gives the first mention of `name` that has one ("Ana
        Ruiz, the clinic's director,"), or "". Asked at every statement of a speaker,
        it is worked out once for each name in the article."""
        roles = self.__dict__.setdefault("_apposition_roles", {})
        role = roles.get(name)
        if role is None:
            start = self.text.find(name)
            while start != -1 and not (match := APPOSITION_ROLE.match(self.text, start + len(name))):
                start = self.text.find(name, start + 1)
            role = roles[name] = match.group(1) if start != -1 else ""
        return role
