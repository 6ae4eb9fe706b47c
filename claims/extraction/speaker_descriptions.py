"""A person named again by a description instead of their name.

Wire copy names someone once and then describes them: "el danés Jonas Berg … El
danés, que acabó segundo, …", "Kenyan runner Ruth Wanjiru … the Kenyan said";
"Iván Soto ya es historia. El corredor abulense se proclamó campeón". Each such
description becomes a mention of that person (`claims.extraction.names.NameMention`
with the full name), so a pronoun or a Spanish verb without a subject after it
(`claims.extraction.speakers`) and a role an event gives (`claims.extraction.roles`,
"el ganador") reach the person. Two forms, and only when exactly one person fits:

- a nationality or a place of origin (alone or with a role) the text put right before
  one person's name and before no one else's ("el ciclista danés Jonas Vingegaard" …
  "El danés", "Kenyan runner Ruth Wanjiru" … "the Kenyan");
- a definite description with no name opening the sentence right after one that opens
  with the person's name, when it wins or stands trial there ("El corredor abulense,
  de 27 años, se proclamó campeón"): the event is the person's.

A role in a named body that the text gave no one ("Pedro Quintana … —afirmó el
candidato de Unidad Popular—") is, in the same way, the person just shown
(`DescribedPeople`); so is "el joven" or "the teenager", apposition and all, when that
person was introduced with a young age ("Marcos Ruiz, de 15 años").
"""

import re
from dataclasses import replace

from claims.extraction.attribution_frames import Frame
from claims.extraction.caseless import first_character_guard
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gender import gender_of_words
from claims.extraction.age_references import age_given, people_by_age
from claims.extraction.order_references import opens_sentence, people_by_order
from claims.extraction.places import is_place
from claims.extraction.names import ARTICLES, FUNCTION_WORDS, ORGANISATION_WORDS, PREPOSITIONS, NameMention, fold
from claims.extraction.roles import (
    APPOSITION_AFTER,
    EVENT_AFTER,
    PERSON_ROLE_WORDS,
    VERB_WORDS,
    claimed_role_head,
    event_roles,
    names_a_role,
    roles_of,
    same_role,
)
from claims.extraction.speaker_phrases import role_head
from claims.extraction.speech_verbs import IMPLIED_PERSON

# "El danés", "the Kenyan", "la atleta keniana": an article and up to three words.
# Searched through the whole text, behind a look-ahead for its first letters
# (`caseless.first_character_guard`).
DESCRIPTION = first_character_guard(
    re.compile(r"(?<![\w’'-])(?P<article>[Tt]he|[Ee]l|[Ll]a)\s+(?P<words>[^\W\d_]+(?:\s+[^\W\d_]+){0,2})")
)
# Up to three words right before a name: "ciclista danés ", "Kenyan runner "
# (`words_before_name`).
WORDS_BEFORE_NAME = re.compile(r"(?<![^\W\d_])((?:[^\W\d_][\w’'-]*+\s++){1,3})$")
# An article and one lower-case word right before a surname: "El lateral Zubiri".
SURNAME_DESCRIPTION = re.compile(r"(?<![\w’'-])(?:[Ee]l|[Ll]a|[Tt]he)\s+(?P<word>[a-záéíóúñü]+)\s+$")
SENTENCE_END = re.compile(r"[.!?][”\"»’)]*\s+")
# A description that opens a sentence, with its age or place set off by commas: "El
# corredor abulense, de 27 años,".
OPENING_DESCRIPTION = re.compile(r"(?:El|La|The)\s+(?P<words>[a-záéíóúñü]+(?:\s+[a-záéíóúñü]+){0,3})")
# "al" and "del" are a preposition with its article: "arrebató el maillot al danés Jonas Berg".
NOT_DESCRIBING = ORGANISATION_WORDS | FUNCTION_WORDS | PREPOSITIONS | VERB_WORDS | {"que", "y", "o", "e", "al", "del"}


def described_people(text: str, mentions: list[NameMention]) -> list[NameMention]:
    """A mention for each description that stands for exactly one person named before
    it, in text order."""
    people = [m for m in mentions if m.is_person and " " in m.name and not m.possessive]
    described = _introduced_words(text, people)
    added = [
        *_named_by_words_before(text, mentions, described),
        *_described_after_subject(text, people),
        *people_by_order(text, people),
        *people_by_age(text, people),
    ]
    taken: set[int] = set()
    unique = []
    for mention in added:
        if mention.start not in taken:
            taken.add(mention.start)
            unique.append(mention)
    return sorted(unique, key=lambda m: m.start)


def with_described(mentions: list[NameMention], described: list[NameMention]) -> list[NameMention]:
    """The mentions with each description put before the first mention after it; the
    others keep their order."""
    result = list(mentions)
    for mention in described:
        at = next((i for i, other in enumerate(result) if other.start > mention.start), len(result))
        result.insert(at, mention)
    return result


def words_before_name(text: str, position: int) -> tuple[int, str] | None:
    """Where they start and the words (up to three, with their spaces) that end right
    at `position`, within the 60 characters before it.

    Searched in those 60 characters cut out of the text, and only from a letter that
    starts a word there (the first of the window counts as one): a run found from a
    later letter of a word would be found one letter earlier, so the first run is the
    same, and re no longer tries every letter of every word. A word's letters and the
    spaces after it are taken whole ("*+", "++"): giving some back could never end the
    run at the window's end."""
    window = max(0, position - 60)
    match = WORDS_BEFORE_NAME.search(text[window:position])
    return (window + match.start(1), match.group(1)) if match else None


def _introduced_words(text: str, people: list[NameMention]) -> dict[str, set[str]]:
    """The words each person's name came right after, by folded full name: "ciclista
    danés" before "Jonas Vingegaard"; words of no description (articles, prepositions,
    verbs) end the run."""
    words_of: dict[str, set[str]] = {}
    for mention in people:
        before = words_before_name(text, mention.start)
        if before is None:
            continue
        before_start, words = before[0], before[1].split()
        run: list[str] = []
        for word in reversed(words):
            folded = fold(word)
            if folded in NOT_DESCRIBING or _is_verb_like(word):
                break
            run.append(folded)
        if not run:
            continue
        lead = words[-len(run) - 1] if len(run) < len(words) else ""
        opens = not lead or fold(lead) in ARTICLES | PREPOSITIONS | {"del", "al"}
        if len(run) == len(words):
            # The run opens the search window: what came before it is punctuation or
            # the text's start, or a word the window cut off.
            stretch = text[max(0, before_start - 3) : before_start]
            opens = before_start == 0 or bool(re.search(r"[.,;:!?\n(]\s*$", stretch))
        if opens:
            # "el danés Jonas Berg", "by Kenyan runner Ruth Wanjiru"; not "esta
            # mañana Ana Ruiz".
            words_of.setdefault(fold(mention.name), set()).update(run)
    return words_of


def _named_by_words_before(
    text: str, mentions: list[NameMention], described: dict[str, set[str]]
) -> list[NameMention]:
    found = []
    people = {fold(m.name): m for m in mentions if m.is_person and " " in m.name}
    # A description fits a person only if all its words came before their name, its
    # first word included: most "the …" of a text can be passed over at once.
    given_words = set().union(*described.values())
    if not given_words:
        return found
    for match in DESCRIPTION.finditer(text):
        words = match.group("words").split()
        if fold(words[0]) not in given_words:
            continue
        for count in range(len(words), 0, -1):
            folded = [fold(w) for w in words[:count]]
            end = match.start("words") + len(" ".join(words[:count]))
            if not all(is_demonym(w) or fold(w) in PERSON_ROLE_WORDS for w in words[:count]) or not any(
                is_demonym(w) for w in words[:count]
            ):
                continue
            fits = [name for name, given in described.items() if set(folded) <= given]
            if len(fits) != 1 or re.match(r"\s+[A-ZÁÉÍÓÚÑ]", text[end : end + 3]):
                # "El danés Jonas Berg" is the name given, not a description of it.
                continue
            person = people[fits[0]]
            if person.start >= match.start():
                break
            found.append(_as_mention(text, person, match.start(), end))
            break
    return found


def _described_after_subject(text: str, people: list[NameMention]) -> list[NameMention]:
    """ "Iván Soto ya es historia. El corredor abulense, de 27 años, se proclamó
    campeón": the description is the person when it wins or stands trial right there."""
    found = []
    for person in people:
        if not opens_sentence(text, person.start):
            continue
        end = SENTENCE_END.search(text, person.end)
        if end is None:
            continue
        opening = OPENING_DESCRIPTION.match(text, end.end())
        if opening is None or "\n" in text[person.end : end.end()]:
            continue
        words = opening.group("words").split()
        for count in range(1, len(words) + 1):
            if {fold(w) for w in words[:count]} & NOT_DESCRIBING:
                break
            description_end = opening.start("words") + len(" ".join(words[:count]))
            after = re.match(r",\s+[^,.;:]{1,40},", text[description_end : description_end + 45])
            event_at = description_end + (after.end() if after else 0)
            if any(pattern.match(text, event_at) for pattern, _ in EVENT_AFTER):
                mention = _as_mention(text, person, opening.start(), description_end)
                # Its end past the age or place, so the event reads as said of it.
                found.append(replace(mention, end=event_at))
                break
    return found


def _as_mention(text: str, person: NameMention, start: int, end: int) -> NameMention:
    previous = re.search(r"([^\W\d_]+)\s+$", text[max(0, start - 20) : start])
    is_object = previous is not None and fold(previous.group(1)) in PREPOSITIONS - ARTICLES
    return NameMention(start, end, person.name, person.title, True, is_object, False, True, False)


# How a nationality or a place of origin ends: "danés", "keniana", "abulense",
# "belga", "etíope"; in English it is capitalised: "Kenyan", "Chinese", "Danish".
SPANISH_DEMONYM = re.compile(
    r"[a-záéíóúñü]{2,}(?:és|esa|ano|ana|án|ino|ina|ense|eño|eña|í|ol|ola|ego|ega|eco|eca|ico|ica|ita|ga|ope)"
)
ENGLISH_DEMONYM = re.compile(r"[A-Z][a-z]{2,}(?:an|ese|ish|i|ch)")
# English nationalities told as a noun of their own: "the Dane", "the Spaniard", "the
# Scot", "the Swiss", "the Frenchwoman".
ENGLISH_DEMONYM_NOUNS = frozenset(
    """Dane Swede Finn Pole Scot Briton Spaniard Swiss Thai Turk Greek Serb Croat Slovene Icelander
    Argentine Filipino Filipina Basque Uzbek Kazakh Kyrgyz Tajik Cypriot Kiwi Luxembourger""".split()
) | frozenset(
    f"{nation}{sex}" for nation in ("French", "Dutch", "English", "Irish", "Welsh", "Scots") for sex in ("man", "woman")
)


def is_demonym(word: str) -> bool:
    return bool(SPANISH_DEMONYM.fullmatch(word) or ENGLISH_DEMONYM.fullmatch(word)) or word in ENGLISH_DEMONYM_NOUNS


# A country the text ties a person to beside their name: "Mateo Ortega of Spain",
# "Denmark's Kasper Dalgaard".
COUNTRY_AFTER = re.compile(r",?\s+of\s+(?P<place>(?:the\s+)?[A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,2})")
COUNTRY_BEFORE = re.compile(r"(?P<place>[A-Z][\w-]+(?:\s+[A-Z][\w-]+){0,2})['’]s\s+$")
# Nationalities whose country's name starts otherwise: "the Dane" is from Denmark.
COUNTRY_OF_DEMONYM = {
    "dane": "denmark",
    "danish": "denmark",
    "dutch": "netherlands",
    "dutchman": "netherlands",
    "dutchwoman": "netherlands",
    "american": "united states",
}


def country_given(text: str, mention: NameMention) -> str | None:
    """The country (folded) the text ties a person's mention to, if any."""
    for found in (
        COUNTRY_AFTER.match(text, mention.end),
        COUNTRY_BEFORE.search(text, max(0, mention.start - 40), mention.start),
    ):
        if found is not None and is_place(found["place"]):
            return re.sub(r"^the\s+", "", fold(found["place"]))
    return None


def fits_country(demonym: str, country: str) -> bool:
    """Whether a nationality ("Spaniard", "Dane", "Chilean") may be of a country
    ("spain", "denmark", "chile"): a word of the country's name opens as it does."""
    wanted = COUNTRY_OF_DEMONYM.get(fold(demonym), fold(demonym))
    return any(word[:2] == wanted[:2] for word in country.split()) or country.startswith(wanted)


def _is_verb_like(word: str) -> bool:
    lower = word.lower()
    return len(lower) > 3 and lower.endswith(("ó", "aron", "ieron", "ed", "ing"))


# A definite noun alone as a speaker: "la nadadora", "the biologist", also with whom it
# spoke to or an aside after a comma ("la nadadora a la prensa, todavía agotada").
GIVEN_NOUN_PHRASE = re.compile(
    r"(?P<noun>(?:[Tt]he|[Ee]l|[Ll]a)\s+(?P<word>[a-záéíóúñü]{3,}))(?:,\s.*|\s+(?:a|to)\s.*)?", re.DOTALL
)
# Nouns of a body, never a person's: "the company", "la federación".
BODY_NOUNS = ORGANISATION_WORDS | frozenset(
    """club nonprofit charity organization organisation company firm group entidad organizacion empresa compania
    ong government gobierno police policia""".split()
)


def nouns_given(text: str, mention: NameMention) -> set[str]:
    """The nouns a person's name came with: the head of the words right before it ("la
    nadadora uruguaya " -> "nadadora", "Kenyan runner " -> "runner") and of an
    apposition after it (", a marine biologist at …" -> "biologist")."""
    # "Glaciologist Ann Reyes" opening a sentence: the noun read into the name.
    nouns = {fold(mention.name.split()[0])} if len(mention.name.split()) > 2 else set()
    before = words_before_name(text, mention.start)
    if before is not None:
        words = before[1].split()
        run: list[str] = []
        for word in reversed(words):
            if fold(word) in NOT_DESCRIBING or _is_verb_like(word) or not word.islower():
                break
            run.insert(0, word)
        lead = fold(words[-len(run) - 1]) if 0 < len(run) < len(words) else ""
        if run:
            # A Spanish article leads its noun ("el biólogo andaluz "); English ends on it.
            nouns.add(fold(run[0] if lead in {"el", "la", "del", "al"} else run[-1]))
    after = APPOSITION_AFTER.match(text, mention.end)
    if after is not None:
        article, _, rest = after.group(1).partition(" ")
        spanish = fold(article) in {"el", "la", "un", "una"}
        head = role_head(f"{'el' if spanish else 'the'} {rest}") if fold(article) in ARTICLES | {"un", "una"} else ""
        nouns.add(fold(head))
    return nouns - {""}


# A role in a named body: "el candidato de Unidad Popular", "the leader of the Green Party".
BODY_ROLE = re.compile(r"\s(?:de|del|of|for)\s+(?:(?:the|la|el)\s+)?[A-ZÁÉÍÓÚÑ]")
# What a text calls an expert it quoted, after their name and title: "agregó la
# especialista", "the expert added". A description, not a role: the person may hold one.
EXPERT_EPITHET = re.compile(
    r"(?:the|el|la)\s+(?:especialista|expert[oa]|científic[oa]|investigador[a]?|expert|specialist|scientist|"
    r"researcher)",
    re.IGNORECASE,
)
# What a text calls a young person it introduced with their age: "contó el joven"
# after "Marcos Ruiz, de 15 años,", "the teenager said" after "Amy Cole, 16,".
YOUTH_EPITHET = re.compile(
    r"(?:the|el|la)\s+(?:joven|adolescente|muchach[oa]|chic[oa]|menor|teenager|teen|youngster)", re.IGNORECASE
)
YOUNG = 25

# "the Kenyan", "el Danés": a nationality alone, which names no one.
DEMONYM_ALONE = re.compile(r"(?:the|el|la)\s+\S+", re.IGNORECASE)


class DescribedPeople:
    """The steps of a pass over an article (`claims.extraction.speakers`) that read a
    description as the person it stands for. They read the pass's `text`, `mentions`
    and `described` (the descriptions `described_people` found, by where they start)."""

    text: str
    mentions: list[NameMention]
    described: dict[int, NameMention] = {}

    def _described_speaker(self, frame: Frame) -> NameMention | None:
        """The person a frame's speaker phrase describes: a short phrase that opens
        with a description ("the Kenyan, who …"), or one the description spans whole
        ("la mujer de 54 años")."""
        described = self.described.get(frame.speaker_start)
        if described is None:
            return None
        within = frame.speaker_start + len(frame.speaker) <= described.end
        return described if within or len(frame.speaker.split()) <= 4 else None

    def _surname_after_its_description(self, mention: NameMention) -> bool:
        """Whether a bare surname follows the word its person was introduced with, so
        the text shows it is that person: "El lateral Zubiri" after "del lateral Iker
        Zubiri", "the striker Vidal" after "striker Marcos Vidal"."""
        if " " in mention.name:
            return False
        before = SURNAME_DESCRIPTION.search(self.text, max(0, mention.start - 30), mention.start)
        if before is None or fold(before.group("word")) in NOT_DESCRIBING:
            return False
        word, surname = fold(before.group("word")), fold(mention.name)
        for other in self.mentions:
            if other.start >= mention.start or not other.is_person or fold(other.name).split()[-1:] != [surname]:
                continue
            introduced = words_before_name(self.text, other.start)
            if introduced is not None and word in fold(introduced[1]).split():
                return True
        return False

    def _is_the_person(self, mention: NameMention, phrase: str, start: int) -> bool:
        """Whether a role or description alone ("La arqueóloga", "the doctor") is read
        as the person `mention` names: then they spoke, not someone unnamed."""
        spoke = self._speaker(Frame(start, start + len(phrase), phrase, start, "said", None, False))
        if not spoke.name:
            return False
        named, said = set(fold(mention.name).split()), set(fold(spoke.name).split())
        return named <= said or said <= named

    def _person_of_a_body_role(self, phrase: str, position: int) -> NameMention | None:
        """The person a definite role in a named body, or an expert's epithet ("la
        especialista", "the researcher"), means when the text gave that role to no one ("Quintana … —afirmó el candidato de Unidad Popular—", "Ana Gil …
        the leader of the Green Party said"): the person shown last, in this paragraph
        or the one before, of the role's gender and given no other role."""
        youth = bool(YOUTH_EPITHET.fullmatch(phrase.split(",")[0].strip()))
        epithet = youth or bool(EXPERT_EPITHET.fullmatch(phrase.strip()))
        head = claimed_role_head(phrase)
        if not epithet and (head is None or not BODY_ROLE.search(phrase)):
            return None
        gender = gender_of_words(phrase)
        for mention in self.mentions:
            if mention.start >= position or not mention.is_person:
                continue
            if (not gender or self._gender(mention) in (None, gender)) and head is not None:
                if same_role(head, [*roles_of(self.text, mention), *event_roles(self.text, mention)]):
                    # Someone had the role: `_person_with_role` found them, or found two.
                    return None
        mention = self._antecedent(IMPLIED_PERSON, position, paragraphs_back=1)
        if mention is None or not (mention.evident or self._evident(mention) or self._gender(mention)):
            return None
        if gender and self._gender(mention) not in (None, gender):
            return None
        if youth and not self._introduced_young(mention):
            return None
        full = self._full_name(mention.name, position)
        given = [
            role
            for other in self.mentions
            if other.is_person and fold(other.name) == fold(full)
            for role in roles_of(self.text, other)
            if names_a_role(role)
        ]
        return None if given and not epithet else mention


    def _person_given_the_noun(self, phrase: str, position: int) -> NameMention | None:
        """The person a definite noun alone that no list knows as a role means ("confesó
        la nadadora", "said the biologist"): the one person named before `position` whom
        the text gave that noun, right before the name ("La nadadora uruguaya Valentina
        Sosa", "marine biologist Ann Lee") or in an apposition after it ("Ann Lee, a
        biologist at …"), of the noun's gender; no one when two people share it."""
        given = GIVEN_NOUN_PHRASE.fullmatch(phrase)
        if given is None or claimed_role_head(given["noun"]) is not None:
            return None
        head = fold(given["word"])
        if head in NOT_DESCRIBING | BODY_NOUNS or is_demonym(given["word"]):
            return None
        gender = gender_of_words(phrase)
        found: dict[str, NameMention] = {}
        for mention in self.mentions:
            if mention.start >= position or not mention.is_person or " " not in mention.name:
                continue
            if head not in nouns_given(self.text, mention):
                continue
            if gender and self._gender(mention) not in (None, gender):
                continue
            found.setdefault(fold(self._full_name(mention.name, mention.start)), mention)
        return next(iter(found.values())) if len(found) == 1 else None

    def _introduced_young(self, mention: NameMention) -> bool:
        """Whether the person was introduced with a young age: "Marcos Ruiz, de 15 años,"."""
        full = fold(self._full_name(mention.name, mention.start))
        return any(
            (age := age_given(self.text, other)) is not None and int(age) <= YOUNG
            for other in self.mentions
            if other.is_person and fold(other.name) == full
        )


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
