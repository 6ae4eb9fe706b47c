"""Who "he", "she", "it", "they" or a Spanish verb with no subject ("«…», afirmó")
stands for: the last person named before them, within the same or the previous two
paragraphs (`claims.extraction.pronoun_chains` says how far back), who was not the
object of a preposition and whose gender (`claims.extraction.gender`) agrees, unless
someone no one named spoke in between ("One former tenant, a nurse …, said"); a
spokesperson for a named body who spoke last ("A spokeswoman for the British Museum
said"); the role that closed the last sentence as its speaker ("…, the minister
said."); and "it" or "they", the body that spoke last ("The company said").

`PronounAntecedents` is a part of `claims.extraction.speakers.SpeakerResolution`: it
reads the pass's `text` (masked), `mentions` (the names in the text), `genders`,
`paragraphs`, `quoted` and `frames_by_end`, and asks the resolution's
`_person_with_role`, `_is_the_person`, `_apposition_role` and
`_surname_after_its_description`.
"""

from dataclasses import dataclass
import re

from claims.extraction.attribution_frames import Frame
from claims.extraction.caseless import first_character_guard
from claims.extraction.gender import agrees, gender_of_first_name, gender_of_words
from claims.extraction.names import (
    DOCUMENT_WORDS,
    ORGANISATION_WORDS,
    PERSON_PRONOUNS,
    PREPOSITIONS,
    ROLE_PLURALS,
    NameMention,
    fold,
)
from claims.extraction.pronoun_chains import (
    opens_a_sentence_before,
    paragraph_window,
    reporter_before,
    sentence_before_the_quotation,
)
from claims.extraction.roles import names_a_role, roles_of
from claims.extraction.sentences import Span
from claims.extraction.speaker_descriptions import is_demonym
from claims.extraction.speaker_phrases import parse_speaker, role_head
from claims.extraction.speech_verbs import IMPLIED_PERSON, SPEECH_VERBS

# A sentence that opens with its speaker: "The company said", "Northgrid also said".
SENTENCE_SPEAKER = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))(?!(?:He|She|It|They|We|I|You|Él|Ella|Ellos|Ellas)\b)"
    rf"(?P<speaker>(?:The|the|El|La|Los|Las)\s+[\w’'\- ]{{2,40}}?|"
    rf"[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+){{0,4}})"
    # "Sarovar, which makes antibiotics and is listed in Mumbai, said": what it is, between commas.
    rf"(?:,\s+(?:which|que)\s+[^,.;:“”\"«»\n]{{3,120}},)?\s+(?:also\s+|has\s+|had\s+)*"
    rf"(?:{SPEECH_VERBS})\b",
    re.MULTILINE,
)

# A speech verb right after a name: "Northgrid said", "the ministry has also said".
SPOKE_AFTER = re.compile(rf"(?:[’']s)?,?\s+(?:also\s+|has\s+|had\s+|have\s+)*(?:{SPEECH_VERBS})\b", re.IGNORECASE)

# A sentence that opens with someone speaking whom the text does not name: "One
# former tenant, a nurse who asked not to be named, said", "Una vecina contó".
UNNAMED_SPEAKER = first_character_guard(
    re.compile(  # tried only where "A", "The", "El" … can start
        rf"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))"
        rf"(?P<speaker>(?:A|An|One|Another|The|Un|Una|Otro|Otra|El|La)\s[^.!?;:“”\"«»\n]{{2,120}}?)"
        rf"\s+(?:also\s+|later\s+|también\s+)?(?:{SPEECH_VERBS})\b",
        re.MULTILINE,
    )
)

# A spokesperson for a body named by its kind: "a company spokesperson", "a spokesman
# for the union", "un portavoz de la empresa" (`claims.extraction.speakers` finds the body).
SPOKESPERSON_OF_A_NOUN = re.compile(
    r"(?:a|an|one|un|una)\s+(?:(?P<noun>[a-z]+)\s+)?(?:spokes(?:person|man|woman)|portavoz|vocer[oa])"
    r"(?:\s+(?:for|of|de)\s+(?P<body>(?:the|el|la)\s+[a-záéíóúñ]+)|\s+d(?P<del>el\s+[a-záéíóúñ]+))?",
    re.IGNORECASE,
)

# A definite role closing a sentence as its speaker: "…, ha reconocido la directora
# general.", "…, the minister said.".
ROLE_CLOSING_A_SENTENCE = re.compile(
    rf"(?:(?:{SPEECH_VERBS})\s+(?P<role>(?:el|la|the)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+)?)|"
    rf"(?P<role2>the\s+[a-z]+)\s+(?:{SPEECH_VERBS}))\.(?=\s)"
)

# Words in lower case between a capitalised word and the name it describes: "Former
# England batter Graham Tolley", "Brazil forward Larissa Monteiro".
WORDS_BEFORE_A_NAME = re.compile(r"(?:\s+[a-z]+){1,2}\s+")

# Any lower-case words between a name and the next one: "Lymore Valley angling
# association secretary Peter Dunn".
DESCRIBING_WORDS = re.compile(r"(?:\s+[a-z]+)+\s+")

# A preposition, whose object a name after it is.
GOVERNING = PREPOSITIONS | {
    "en",
    "del",
    "al",
    "desde",
    "según",
    "tras",
    "ante",
    "durante",
    "after",
    "before",
    "during",
    "over",
    "near",
}


# `_subject_of_the_sentence_before`: a person whose gender the text does not tell is
# the subject when their name opens the sentence.
OPENING = "opening"

# At most this many words before a name that opens its sentence: "Wilhelmshaven police
# chief Torsten Hagedorn", "El delantero Pau Casals".
OPENING_WORDS = 4


def opens_the_sentence(text: str, sentence_start: int, mention: NameMention) -> bool:
    """Whether a name opens the sentence starting at `sentence_start` as its subject: no
    comma and at most `OPENING_WORDS` words before it, and no apostrophe after it
    ("Unite Logistics' regional organiser, Sharon Pike, …" opens with a possessive)."""
    before = text[sentence_start : mention.start]
    return (
        "," not in before
        and len(re.findall(r"\w+", before)) <= OPENING_WORDS
        and not re.search(r"['’]", text[mention.end - 1 : mention.end + 1])
    )


@dataclass(frozen=True)
class Subject:
    """The person a sentence opens with (`mention`), and where that sentence starts
    and ends."""

    mention: NameMention
    sentence_start: int
    sentence_end: int


class PronounAntecedents:
    text: str
    mentions: list[NameMention]
    genders: dict[str, str]
    paragraphs: list[Span]
    quoted: list[Span]
    frames_by_end: dict[int, Frame]

    def _last_speaker_phrase(self, position: int) -> Frame | None:
        """The frame of the last sentence, in this paragraph or the one before, that
        opens with someone speaking ("The company said …", "Northgrid said …")."""
        found = self._last_match(SENTENCE_SPEAKER, position)
        if found is None:
            return None
        phrase = found.group("speaker")
        start = found.start("speaker")
        return Frame(start, found.end(), phrase, start, "said", None, False)

    def _last_match(self, pattern: re.Pattern, position: int) -> re.Match | None:
        """The last match of `pattern` before `position`, in its paragraph or the one
        before."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - 1)][0] if self.paragraphs else 0
        found = None
        for match in pattern.finditer(self.text, earliest, position):
            found = match
        return found

    def _antecedent(self, pronoun: str, position: int, paragraphs_back: int = 2) -> NameMention | None:
        """The person "he" or "she" at `position` refers to: the last person named
        before it, within the same or the two paragraphs before, who is not the
        object of a preposition. A name the text shows to be a person's (a title, a
        role, a speech verb) wins over a more recent bare name, and places and
        organisations are never candidates."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - paragraphs_back)][0] if self.paragraphs else 0
        wants_person = pronoun in PERSON_PRONOUNS or pronoun == IMPLIED_PERSON
        if not wants_person and pronoun not in {"it"}:
            return None
        found = self._named_antecedent(pronoun, position, earliest, wants_person)
        if (
            found is None
            and (back := paragraph_window(self.text, self.paragraphs, paragraph, pronoun, position, paragraphs_back))
            > paragraphs_back
        ):
            found = self._named_antecedent(pronoun, position, self.paragraphs[paragraph - back][0], wants_person)
        subject = (
            self._subject_of_the_sentence_before(pronoun, position, gender_known=OPENING) if wants_person else None
        )
        if subject is not None and (found is None or found.start < subject.sentence_end):
            # "Holt, who had beaten Ortega Luna, was gracious. “…,” he said.": the
            # sentence's subject, not a name inside what it says of them.
            found = subject.mention
        if found is not None and wants_person and self._unnamed_speaker_between(found, position, pronoun):
            # "One former tenant, a nurse …, said she waited. “…,” she said.": the
            # person who spoke last is the one no one named.
            return None
        return found

    def _subject_of_the_sentence_before(
        self, pronoun: str, position: int, *, gender_known: bool | str = True
    ) -> "Subject | None":
        """The person whose name is the first in the last sentence before the
        quotation a pronoun at `position` frames (or before the pronoun's own
        sentence), in its paragraph or the one before, when that name is no object
        of a preposition nor a possessive and its gender is known and the pronoun's:
        "Former England batter Graham Tolley, commentating on the radio, was scathing.
        “…,” he said", "Su copiloto, el andorrano Jordi Puig, explicó que …. «…»,
        contó". A sentence that only goes on with the same pronoun ("He says …") is
        passed over for the one before it. Without `gender_known`, a person whose
        gender the text does not tell will do too; with `OPENING`, such a person
        will when their name opens the sentence ("Šimko missed the podium by 0.14
        seconds. “…,” he said", not "La investigación comenzó tras una denuncia de
        la asociación Levante Unido")."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - 1)][0] if self.paragraphs else 0
        sentence = sentence_before_the_quotation(self.text, self.quoted, earliest, position, pronoun)
        if sentence is None:
            return None
        start, end = sentence
        for index, mention in enumerate(self.mentions):
            if mention.start < start or any(s <= mention.start < e for s, e in self.quoted):
                continue
            if mention.start >= end:
                return None
            if not mention.is_person:
                continue
            if self._governed(start, mention.start):
                # "En la estación Plaza Central, la señora Rosa Valdivia …", "Cruzó la meta
                # sobre el colombiano Julián Restrepo": no subject.
                continue
            following = self.mentions[index + 1] if index + 1 < len(self.mentions) else None
            if (
                following is not None
                and self._gender(mention) is None
                and not mention.evident
                and WORDS_BEFORE_A_NAME.fullmatch(self.text, mention.end, following.start)
            ):
                # "Former England batter Graham Tolley": a capitalised word describing
                # the person named next.
                continue
            if mention.is_object or mention.possessive:
                return None
            full = self._full_name(mention.name, position)
            gender = self._gender(mention)
            if gender is None and (
                gender_known is True or (gender_known == OPENING and not opens_the_sentence(self.text, start, mention))
            ):
                return None
            if (
                gender_of_first_name(full) is None
                and not (mention.evident or self._evident(mention))
                and not (
                    gender_known == OPENING
                    and opens_the_sentence(self.text, start, mention)
                    # "Lymore Valley angling association secretary Peter Dunn": a
                    # name describing the person named next.
                    and not (
                        following is not None and DESCRIBING_WORDS.fullmatch(self.text, mention.end, following.start)
                    )
                )
            ):
                return None
            return Subject(mention, start, end) if agrees(pronoun, gender) else None
        return None

    def _governed(self, sentence_start: int, position: int) -> bool:
        """Whether a preposition comes among the three words before `position`, after
        the last comma since `sentence_start`: "del grupo municipal Alternativa
        Ciudadana", "sobre el colombiano Julián Restrepo", "En la estación Plaza Central"."""
        before = self.text[sentence_start:position].rsplit(",", 1)[-1]
        return bool(set(re.findall(r"\w+", before.lower())[-3:]) & GOVERNING)

    def _named_antecedent(self, pronoun: str, position: int, earliest: int, wants_person: bool) -> NameMention | None:
        fallback = None
        quoted = [span for span in self.quoted if span[0] < position and span[1] > earliest]
        for mention in reversed(self.mentions):
            if mention.end > position or mention.start < earliest:
                continue
            if mention.is_object or mention.is_person != wants_person:
                continue
            if any(start <= mention.start < end for start, end in quoted):
                continue
            if wants_person and not agrees(pronoun, self._gender(mention)):
                # "she" is never a man the text named: "His lawyer, Owen Baptiste".
                continue
            if not wants_person and mention.possessive:
                continue
            if not wants_person:
                # "it said" is an organisation the text showed speaking, not the
                # last capitalised name ("… told the BBC").
                if SPOKE_AFTER.match(self.text, mention.end):
                    return mention
                continue
            evident = mention.evident or self._evident(mention)
            evident = evident or opens_a_sentence_before(
                self.text, self.paragraphs, mention, position, self._gender(mention)
            )
            if evident and not reporter_before(self.text, self.mentions, mention):
                return mention
            fallback = fallback or mention
        return fallback

    def _gender(self, mention: NameMention) -> str | None:
        return self.genders.get(fold(mention.name).split()[-1]) if mention.name else None

    def _unnamed_speaker_between(self, mention: NameMention, position: int, pronoun: str) -> bool:
        """Whether a sentence between a named person and a pronoun opens with someone
        no one named speaking ("A spokeswoman said", "Una vecina contó"), whom the
        pronoun may mean, and who is not that person by another name ("Mayor Ana
        Ruiz … The mayor said")."""
        same_person = {fold(w) for w in re.findall(r"\w+", f"{mention.title} {self._apposition_role(mention.name)}")}
        for match in UNNAMED_SPEAKER.finditer(self.text, mention.end, position):
            phrase = match.group("speaker").split(",")[0]
            parsed = parse_speaker(phrase)
            if parsed.name is not None or parsed.pronoun:
                continue
            head = role_head(phrase)
            if not head or head in ORGANISATION_WORDS | DOCUMENT_WORDS | ROLE_PLURALS or fold(head) in same_person:
                continue
            # "El técnico madrileño": the role, with where they are from, may be the person.
            words = phrase.split()
            role = " ".join(words[:-1]) if len(words) >= 3 and is_demonym(words[-1]) else phrase
            if agrees(pronoun, gender_of_words(match.group("speaker"))) and not self._is_the_person(
                mention, role, match.start("speaker")
            ):
                return True
        return False

    def _spokesperson_speaking(self, pronoun: str, position: int) -> Frame | None:
        """The frame of a spokesperson for a named body ("A spokeswoman for the British
        Museum said") who spoke last before a pronoun of their gender, in this
        paragraph or the one before, with no person shown since."""
        if pronoun not in PERSON_PRONOUNS and pronoun != IMPLIED_PERSON:
            return None
        last = self._last_match(UNNAMED_SPEAKER, position)
        framed = self._spokesperson_framing_a_quotation(position)
        if framed is not None and (last is None or framed.speaker_start > last.start("speaker")):
            # "“…,” a spokesman for the Cocoa Growers' Alliance said. He said …".
            return framed if agrees(pronoun, gender_of_words(framed.speaker)) else None
        if last is None:
            return None
        phrase = last.group("speaker")
        parsed = parse_speaker(phrase)
        whole = re.sub(r"\s+", " ", phrase).strip(" ,;:")
        # "A spokesperson for the authority said …": a body named by its kind, which
        # `claims.extraction.speakers` finds, as well as one named.
        for_a_noun = SPOKESPERSON_OF_A_NOUN.fullmatch(whole)
        for_a_noun = for_a_noun is not None and bool(for_a_noun["body"] or for_a_noun["del"])
        if not for_a_noun and (parsed.name is None or parsed.role != whole):
            return None
        if not agrees(pronoun, gender_of_words(phrase)):
            return None
        if any(
            m.is_person and not m.is_object and (m.evident or self._evident(m)) and last.end() <= m.start < position
            for m in self.mentions
        ):
            return None
        start = last.start("speaker")
        return Frame(start, last.end(), phrase, start, "said", None, False)

    def _spokesperson_framing_a_quotation(self, position: int) -> Frame | None:
        """The frame of the last quotation before `position`, in its paragraph or the
        one before, when a spokesperson for a named body speaks it and no person is
        shown between it and `position`."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - 1)][0] if self.paragraphs else 0
        frames = [f for end, f in self.frames_by_end.items() if earliest <= f.speaker_start and end <= position]
        if not frames:
            return None
        frame = max(frames, key=lambda f: f.speaker_start)
        parsed = parse_speaker(frame.speaker)
        if parsed.name is None or parsed.role != re.sub(r"\s+", " ", frame.speaker).strip(" ,;:"):
            return None
        if any(m.is_person and not m.is_object and frame.end <= m.start < position for m in self.mentions):
            return None
        return frame

    def _role_that_spoke_last(self, pronoun: str, position: int) -> NameMention | None:
        """The person a definite role closing the last sentence as its speaker stands
        for ("…, ha reconocido la directora general.", "…, the minister said."), in this
        paragraph or the one before, when the pronoun's gender fits."""
        last = self._last_match(ROLE_CLOSING_A_SENTENCE, position)
        if last is None:
            return None
        group = "role" if last.group("role") else "role2"
        person = self._person_with_role(last.group(group), last.start(group))
        return person if person is not None and agrees(pronoun, self._gender(person)) else None

    def _evident(self, mention: NameMention) -> bool:
        """Whether the text elsewhere shows this name to be a person's: "Kelly" after
        "Sgt. Maria Kelly", or a role given with it ("La ministra del ramo, Elena
        Garrido")."""
        if " " in mention.name and any(names_a_role(role) for role in roles_of(self.text, mention)):
            return True
        if self._surname_after_its_description(mention):
            return True
        folded = fold(mention.name)
        return any(
            other.evident and (fold(other.name) == folded or fold(other.name).endswith(" " + folded))
            for other in self.mentions
        )
