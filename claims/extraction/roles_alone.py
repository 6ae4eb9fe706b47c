"""Who a definite role or description alone means when it speaks: "dijo la fiscal"
after "La fiscal del caso, Natalia Ferrer" (the one person the text gave that role),
"The teacher added" (the person just shown, when the role adds to what they said),
"«…», declaró el colombiano" (the person the sentence before opens with, described
anew). The steps `claims.extraction.speakers.SpeakerResolution` takes for a role with
no name; they read the pass's state as it does.
"""

import re

from claims.extraction.body_kinds import ANY_BODY_KINDS, BODY_SYNONYMS
from claims.extraction.body_sources import BODY_NOISE
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gender import gender_of_words
from claims.extraction.names import ORGANISATION_WORDS, NameMention, fold
from claims.extraction.pronoun_chains import opens_its_paragraph
from claims.extraction.roles import claimed_role_head, event_roles, roles_of, same_role
from claims.extraction.sentences import Span
from claims.extraction.speaker_descriptions import country_given, fits_country, is_demonym
from claims.extraction.speech_verbs import IMPLIED_PERSON, SPEECH_VERBS

# A role its holder has just taken: "la nueva alcaldesa", "the new mayor".
NEWLY = re.compile(r"\b(?:nuev[oa]s?|new)\s+", re.IGNORECASE)
# An article inside a capitalised name makes it a body's: "Residencial Los Almendros".
CAPITALISED_ARTICLES = frozenset({"Los", "Las", "El", "The"})
# "La docente", "the teacher": a definite singular person, by what they do.
DEFINITE_ROLE = re.compile(r"(?:the|el|la)\s+[a-záéíóúñ]+$", re.IGNORECASE)
# A description tied to someone the text does not name: "la hermana de un donante",
# "the wife of a miner".
SOMEONE_ELSE = re.compile(r"\b(?:de|of)\s+(?:un|una|unos|unas|a|an)\b", re.IGNORECASE)
PLURAL = re.compile(r"[^s]s$")
SPEECH_VERB = re.compile(rf"\b(?:{SPEECH_VERBS})\b")


class RolesAlone:
    """The person a role or a description alone means (`_person_with_role`,
    `_adding_person`, `_described_subject_before`). They read `text`, `mentions` and
    `paragraphs`, and the pronoun and name steps of `SpeakerResolution`."""

    text: str
    mentions: list[NameMention]
    paragraphs: list[Span]

    def _person_with_role(self, phrase: str, position: int) -> NameMention | None:
        """The person a definite role alone means ("the minister", "la fiscal", "el
        regidor"): the one person named before `position` with that role and the role's
        gender, not counting the object of a preposition when another holds it."""
        head = claimed_role_head(NEWLY.sub("", phrase, count=1))
        if head is None:
            return None
        gender = gender_of_words(phrase)
        found: dict[str, NameMention] = {}
        described: dict[str, set[str]] = {}
        for mention in self.mentions:
            if mention.start >= position or not mention.is_person or " " not in mention.name:
                continue
            if gender and self._gender(mention) not in (None, gender):
                continue
            # A title kept in the name ("Justice Mary Quinn") gives a role too.
            roles = [*roles_of(self.text, mention), *event_roles(self.text, mention), mention.name.split()[0]]
            if NEWLY.search(phrase):
                # "la nueva alcaldesa" took the office ("se convierte en alcaldesa"): not whoever held it.
                roles = event_roles(self.text, mention)
            if same_role(head, roles):
                found.setdefault(fold(mention.name), mention)
                described.setdefault(fold(mention.name), set(re.findall(r"\w+", fold(" ".join(roles)))))
        # "Jorge Salvatierra" and "Jorge Salvatierra Ribas" are one person.
        found = {
            key: m
            for key, m in found.items()
            if not any(key != other and set(key.split()) < set(other.split()) for other in found)
        }
        wanted = set(re.findall(r"\w+", fold(phrase))) - BODY_NOISE
        for narrower in (
            # "El alcalde de Villanueva del Páramo, Tomás Garrido": the place after "de"
            # read as a name is no one holding the role, nor is a body's name.
            lambda key, mention: not mention.is_object,
            lambda key, mention: not set(mention.name.split()[1:]) & CAPITALISED_ARTICLES,
            # "The chief executive" is the "Chief Executive Officer", not the "executive
            # director": every word of the role.
            lambda key, mention: wanted <= described[key],
        ):
            if len(found) > 1:
                kept = {key: mention for key, mention in found.items() if narrower(key, mention)}
                found = kept or found
        return next(iter(found.values())) if len(found) == 1 else None

    def _adding_person(self, role: str, position: int, paragraphs_back: int = 0) -> NameMention | None:
        """The person a definite role means when it adds to what was said ("The
        teacher added"): the person last shown in the same paragraph, of the role's
        gender."""
        if claimed_role_head(role) is None and not DEFINITE_ROLE.match(role):
            return None
        mention = self._antecedent(IMPLIED_PERSON, position, paragraphs_back=paragraphs_back)
        if mention is None or not (mention.evident or self._evident(mention)):
            return None
        gender = gender_of_words(role)
        if self._of_another_country(role, mention):
            return None
        return mention if not gender or self._gender(mention) in (None, gender) else None

    def _of_another_country(self, phrase: str, person: NameMention) -> bool:
        """Whether a nationality alone ("the Dane") cannot be a person the text tied
        to a country it does not name ("…, only for Lucien Moreau of France to save
        both. “…,” the Dane said")."""
        words = phrase.split()
        if len(words) != 2 or not is_demonym(words[1]):
            return False
        full = fold(self._full_name(person.name, person.start))
        for mention in self.mentions:
            if mention.is_person and fold(self._full_name(mention.name, mention.start)) == full:
                country = country_given(self.text, mention)
                if country is not None:
                    return not fits_country(words[1], country)
        return False

    def _person_of_the_country(self, phrase: str, position: int) -> NameMention | None:
        """The one person named before `position` whom the text tied to the country a
        nationality alone names: "the Dane" after "Denmark's Kasper Dalgaard"."""
        words = phrase.split()
        if len(words) != 2 or not is_demonym(words[1]):
            return None
        found = {}
        for mention in self.mentions:
            if mention.start >= position or not mention.is_person:
                continue
            country = country_given(self.text, mention)
            if country is not None and fits_country(words[1], country):
                found.setdefault(fold(self._full_name(mention.name, mention.start)), mention)
        return next(iter(found.values())) if len(found) == 1 else None

    def _described_subject_before(self, phrase: str, position: int) -> NameMention | None:
        """The person a definite description of someone speaking means ("el ministro",
        "la campeona", "el corredor de Porto Alegre", "the Chinese player", "the
        Belgian") when the sentence before opens with a person of the description's
        gender (`_subject_of_the_sentence_before`) who speaks in it, or the description
        is where they are from, and no role the text gave says otherwise: no one else named with that role, and no other role of theirs
        where the phrase names an office ("el diputado Juan Ruiz" is not "el
        ministro"). A body's noun ("la entidad", "the company") is no one's."""
        words = phrase.strip(" ,;:").split()
        if len(words) < 2 or words[0].lower() not in {"el", "la", "the"}:
            return None
        if {fold(w) for w in words[1:]} & (ORGANISATION_WORDS | ANY_BODY_KINDS | BODY_SYNONYMS.keys()):
            return None
        if SOMEONE_ELSE.search(phrase) or (words[0].lower() == "the" and PLURAL.search(words[-1])):
            # "la hermana de un donante": someone new; "the judges": more than one.
            return None
        if NEWLY.search(phrase) or re.search(r"\d", phrase):
            # "la nueva alcaldesa", "la joven de 22 años", "the 31-year-old": the rules
            # for an office taken and for an age decide.
            return None
        article = {"la": "f", "el": "m"}.get(words[0].lower(), "")
        gender = gender_of_words(phrase) or article
        pronoun = {"m": "he", "f": "she"}.get(gender, IMPLIED_PERSON)
        subject = self._subject_of_the_sentence_before(pronoun, position, gender_known=False)
        if subject is None:
            return None
        person = subject.mention
        if self._of_another_country(phrase, person):
            # "…, only for Lucien Moreau of France to save both. “…,” the Dane said".
            return None
        demonym = any(is_demonym(w) for w in words[1:])
        if (
            not demonym
            and not SPEECH_VERB.search(self.text, subject.sentence_start, subject.sentence_end)
            and not self._in_one_paragraph(subject.sentence_start, position)
        ):
            # "Hannah Price led the survey.¶“…,” said the biologist": a trade no one was
            # given names no one, unless the person has just spoken or the quotation
            # goes on in their paragraph ("Casals dedicó el título a la afición. «…»,
            # dijo el delantero").
            return None
        head = claimed_role_head(phrase)
        if head is not None:
            full = fold(self._full_name(person.name, position))
            for mention in self.mentions:
                if mention.start >= position or not mention.is_person:
                    continue
                roles = [*roles_of(self.text, mention), *event_roles(self.text, mention)]
                same = fold(self._full_name(mention.name, mention.start)) == full
                if same and roles and not same_role(head, roles):
                    return None
                if not same and same_role(head, roles):
                    return None
        return person

    def _in_one_paragraph(self, start: int, end: int) -> bool:
        """Whether text[start:end] lies within one paragraph."""
        return any(s <= start and end <= e for s, e in self.paragraphs)

    def _opens_its_paragraph(self, position: int) -> bool:
        paragraph = next((start for start, end in self.paragraphs if start <= position <= end), 0)
        return opens_its_paragraph(self.text, paragraph, position)

    def _new_description(self, role: str, position: int) -> bool:
        """Whether a role describes the person anew: no body's noun ("the company"),
        and a word the text has not used before, so no role given to someone else ("the
        minister" after "the finance minister, Tom Ellis, and the health minister")."""
        words = fold(role).split()
        if len(words) < 2 or set(words) & (ORGANISATION_WORDS | ANY_BODY_KINDS):
            return False
        return re.search(rf"\b{re.escape(words[1])}\b", fold(self.text[:position])) is None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
