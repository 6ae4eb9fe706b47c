"""Speakers: who says a quotation or a reported statement.

A frame's speaker phrase is matched to the known sources; who "he", "she", "it",
"they" and a Spanish verb with no subject ("«…», afirmó") stand for is
`claims.extraction.pronoun_antecedents`. Places are never speakers, and a body
named again by part of its name ("the water authority") is one source
(`claims.extraction.body_sources`); which body a noun of its kind alone means ("the
club", "la empresa") is `claims.extraction.body_kinds`; a name's full form given
before ("Solano" is "Harry Solano") is `claims.extraction.name_forms`; whom a definite
role or description alone means ("dijo la fiscal", "declaró el colombiano") is
`claims.extraction.roles_alone`.
"""

from dataclasses import dataclass, replace
import re

from claims.extraction.age_references import age_given, names_by_age
from claims.extraction.attribution_frames import Frame
from claims.extraction.body_kinds import BODY_SYNONYMS, SENTENCE_START, BodyKinds
from claims.extraction.body_sources import OneSourcePerBody
from claims.extraction.document_authors import STATEMENT_ALONE, STATEMENT_NOUN, statement_issuer
from claims.extraction.frozen_records import quick_init
from claims.extraction.name_forms import NameForms
from claims.extraction.relative_speakers import RelativeSpeakers
from claims.extraction.roles_alone import RolesAlone
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.gender import gender_of_first_name, gender_of_words
from claims.extraction.names import (
    ORGANISATION_WORDS,
    PERSON_PRONOUNS,
    PLACE_WORDS,
    NameMention,
    fold,
    is_capitalised,
)
from claims.extraction.speaker_descriptions import DEMONYM_ALONE, DescribedPeople, is_demonym
from claims.extraction.speaker_phrases import parse_speaker, source_kind_for
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.spokespersons import body_by_its_owner
from claims.extraction.places import is_place
from claims.extraction.pronoun_antecedents import SPOKESPERSON_OF_A_NOUN, PronounAntecedents
from claims.extraction.second_predicates import SENTENCE_SUBJECT, speech_act_opening
from claims.extraction.roles import claimed_role_head
from claims.extraction.sentences import Span
from claims.extraction.sources import SourceIndex
from claims.extraction.speech_verbs import IMPLIED_PERSON, IMPLIED_SUBJECT, SPEECH_VERBS, implied_plural


MAX_ATTRIBUTION = 300

# A clause that opens with a speech verb and what it reports: "reconoció que …", "y
# admitted that …", "insistió en que …".
CLAUSE_SPEECH_VERB = re.compile(
    rf"(?:(?:y|e|and|aunque|pero|but|although|though)\s+)?(?:(?:también|also|luego|then)\s+)?"
    rf"(?:(?P<verb>(?:{SPEECH_VERBS}))\s+(?:en\s+|de\s+)?(?:que|that)\b|"
    # "…, pero no descartó intentar una mayoría …", "but did not rule out striking".
    r"(?P<ruling_out>no\s+descart(?:ó|aron|a|an)|did\s+not\s+rule\s+out)\s+(?=[a-záéíóúñ]+(?:ar|er|ir|ing)\b)|"
    # "…disputed that account, saying the company …": the subject speaks on.
    r"(?P<participle>saying|adding|arguing|insisting|diciendo|asegurando|afirmando|señalando|"
    r"explicando|añadiendo|argumentando)\s|"
    # "…welcomed the vote, calling it “a big step”", "…, calificándola de «…»": naming
    # something in quoted words is saying them.
    r"(?P<naming>calling|describing|calificándol[oa]s?|tildándol[oa]s?|tachándol[oa]s?)\s"
    r"(?=[^“”\"«».;]{1,60}[“\"«]))",
    re.IGNORECASE,
)
# Verbs that add to what someone already said: "added", "añadió", "agregó".
ADDING = re.compile(r"(?:added|adds|añadió|añade|agregó|agrega|ha\s+añadido|ha\s+agregado)\b", re.IGNORECASE)

# Who replies is someone else: "«…», replicó el ministro" is not the one just quoted.
REPLYING = re.compile(
    r"(?:replied|replies|responded|countered|retorted|respondió|replicó|contestó|rebatió)\b", re.IGNORECASE
)

# "the spokesperson", "la portavoz": a definite spokesperson alone, who recalls the one
# the text gave a named body before ("A spokesperson for Northgate Rail said …").
DEFINITE_SPOKESPERSON = re.compile(r"(?:the|el|la)\s+(?:spokes(?:man|woman|person)|portavoz|vocer[oa])", re.IGNORECASE)


@quick_init
@dataclass(frozen=True)
class Speaker:
    name: str | None
    key: str | None
    role: str
    attribution: str
    via: str | None
    via_key: str | None
    via_role: str
    # How the speaker was found: "named", "pronoun" or "none".
    how: str

    @property
    def who(self) -> str:
        return self.name or self.role or "Someone"


NO_SPEAKER = Speaker(None, None, "", "", None, None, "", "none")


class SpeakerResolution(
    RolesAlone, DescribedPeople, BodyKinds, OneSourcePerBody, NameForms, PronounAntecedents, RelativeSpeakers
):
    """Who speaks: the steps of one pass over an article (`claims.extraction.reading`)
    that find a quotation's or a statement's speaker. They read the pass's state:
    `text` (masked), `original`, `index` and `known_by_key` (the known sources),
    `mentions` (the names in the text), `genders` and `paragraphs`."""

    text: str
    original: str
    index: SourceIndex
    known_by_key: dict
    mentions: list[NameMention]
    genders: dict[str, str]
    paragraphs: list[Span]
    # The quoted words of the article's quotations: a name inside them is never who
    # "he" or a Spanish verb without a subject is ("—Iván ha sido el mejor —respondió").
    quoted: list[Span] = []
    # Each quotation's frame, by where it ends.
    frames_by_end: dict[int, Frame] = {}

    def _with_known_kind(self, mention: NameMention) -> NameMention:
        key = self.index.match(mention.name)
        if key is None:
            return mention
        is_person = self.known_by_key[key].kind in ("person", "")
        if is_person == mention.is_person:
            return mention
        return NameMention(
            mention.start,
            mention.end,
            mention.name,
            mention.title,
            is_person,
            mention.is_object,
            mention.possessive,
            is_person and (mention.evident or self.known_by_key[key].kind == "person"),
            mention.reported,
        )

    def _speaker(self, frame: Frame | None) -> Speaker:
        if frame is None:
            return NO_SPEAKER
        attribution = frame.attribution[:MAX_ATTRIBUTION]
        via_name, via_key, via_role = self._via(frame.via)
        phrase = parse_speaker(frame.speaker)
        pronoun = phrase.pronoun
        if frame.speaker == IMPLIED_SUBJECT:
            # "«…», afirmó.": Spanish leaves out the subject, the one named last.
            pronoun = "ellos" if implied_plural(frame.attribution) else IMPLIED_PERSON
        how = "named"
        if not pronoun and DEFINITE_SPOKESPERSON.fullmatch(frame.speaker.strip(" ,;:")):
            # "A spokesperson for Northgate Rail said …. “…,” the spokesperson said.": the
            # body, as "he said" would be; no person shown since.
            gender = gender_of_words(frame.speaker)
            recalled = {"m": "he", "f": "she"}.get(gender or "", IMPLIED_PERSON)
            spokesperson = self._spokesperson_speaking(recalled, frame.speaker_start)
            if spokesperson is not None:
                return replace(
                    self._speaker(spokesperson), attribution=attribution, via=via_name, via_key=via_key, how="role"
                )
        if not pronoun and STATEMENT_ALONE.fullmatch(frame.speaker.strip(" ,;:")):
            # "“…,” the statement said": whoever the text said issued it.
            # A statement no one named issued, or none the text mentioned, is no one,
            # not the person shown last ("«…», añade el comunicado").
            issuer = self._statement_issuer(frame.speaker_start)
            if issuer is None:
                return Speaker(None, None, frame.speaker, attribution, via_name, via_key, via_role, "none")
            return replace(issuer, attribution=attribution, via=via_name, via_key=via_key, how="role")
        if pronoun:
            spokesperson = self._spokesperson_speaking(pronoun, frame.speaker_start)
            if spokesperson is not None:
                # "A spokesman for the Red Cross said …. “…,” he said.": the body.
                return replace(
                    self._speaker(spokesperson), attribution=attribution, via=via_name, via_key=via_key, how="pronoun"
                )
            # "«…», aseguró", "“…,” it said" after a sentence a body opened: a quotation
            # opens a sentence.
            quotation = self.frames_by_end.get(frame.end) is frame
            body = (
                self._body_opening_sentence_before(frame.speaker_start, quotation)
                if pronoun in {IMPLIED_PERSON, "it"}
                else None
            )
            if body is not None:
                key = self.index.match(body)
                name = self.known_by_key[key].name if key is not None else body
                return Speaker(name, key, "", attribution, via_name, via_key, via_role, "pronoun")
            antecedent = self._antecedent(pronoun, frame.speaker_start)
            if antecedent is None and pronoun in {"it", "they", "ellos", "ellas"}:
                # "The company said …. “…,” it said.": whoever spoke last, by name or
                # by description.
                found = self._last_speaker_phrase(frame.speaker_start)
                spoke = self._speaker(found) if found is not None else NO_SPEAKER
                # A known source's kind is the newsroom's word on it ("ClearPath
                # Networks" is a company, whatever its two capitals suggest).
                kind = self.known_by_key[spoke.key].kind if spoke.key else ""
                person = (
                    bool(spoke.name)
                    and (kind or source_kind_for(spoke.name, spoke.role)) == "person"
                    and (" " in spoke.name or bool(spoke.role))
                )
                if (spoke.name or spoke.role) and not person:
                    return replace(spoke, attribution=attribution, via=via_name, via_key=via_key)
                body = self._body_subject_before(frame.speaker_start) if found is None else None
                if body is not None:
                    # "The company did not admit wrongdoing. In a statement, it said …".
                    key = self.index.match(body)
                    name = self.known_by_key[key].name if key is not None else body
                    return Speaker(name, key, "", attribution, via_name, via_key, via_role, "pronoun")
            if antecedent is None and pronoun in PERSON_PRONOUNS | {IMPLIED_PERSON}:
                # "…, ha reconocido la directora general. «…», ha señalado.": the person
                # the role that spoke last stands for.
                antecedent = self._role_that_spoke_last(pronoun, frame.speaker_start)
            if antecedent is None:
                return Speaker(None, None, frame.speaker, attribution, via_name, via_key, via_role, "none")
            # "He added": Prime Minister Gustavo Adrianzén, still Prime Minister.
            name, role, how = antecedent.name, antecedent.title, "pronoun"
        elif (described := self._described_speaker(frame)) is not None:
            # "«…», said the Kenyan": the one person the text introduced as such.
            name, role, how = described.name, "", "role"
        else:
            name, role = phrase.name, phrase.role
            if (
                name
                and DEMONYM_ALONE.fullmatch(frame.speaker)
                and is_demonym(name)
                and self.index.match(frame.speaker) is None
            ):
                # "the Kenyan" whom the text did not tie to one person (and no known
                # source goes by) is no one named.
                name, role = None, frame.speaker
            if name and " " not in name and fold(name) in BODY_SYNONYMS:
                # "según la Policía" after "La Policía Nacional": that body, in full.
                name = self._body_meant(frame.speaker, frame.speaker_start) or name
        # The whole phrase first ("Colombia’s Foreign Ministry"), unless it holds an
        # apposition: "Maria Lopez, a student at the Central University" is not the
        # university.
        whole = frame.speaker if name is not None and ", " not in frame.speaker else None
        key = self.index.match(whole) if whole else None
        if key is None and name is not None:
            key = self.index.match(name)
        if key is not None:
            return Speaker(self.known_by_key[key].name, key, role, attribution, via_name, via_key, via_role, how)
        if name is None and role:
            # "dijo la fiscal" after "La fiscal del caso, Natalia Ferrer": the one person
            # the text gave that role.
            person = (
                self._person_with_role(role, frame.speaker_start)
                or self._person_of_a_body_role(role, frame.speaker_start)
                or self._person_given_the_noun(role, frame.speaker_start)
                or self._person_of_the_country(role, frame.speaker_start)
            )
            if person is not None:
                name, how = self._full_name(person.name, frame.speaker_start), "role"
                key = self.index.match(name)
                if key is not None:
                    return Speaker(
                        self.known_by_key[key].name, key, role, attribution, via_name, via_key, via_role, how
                    )
        spokesperson = SPOKESPERSON_OF_A_NOUN.fullmatch(role) if name is None and role else None
        if spokesperson is not None:
            # "a company spokesperson said", "un portavoz de la empresa": the body the
            # noun stands for speaks, as "a spokesperson for Solara" would be Solara.
            # "un portavoz del ministerio": "del" is "de el".
            noun = (
                spokesperson["body"] or spokesperson["del"] or (spokesperson["noun"] and f"the {spokesperson['noun']}")
            )
            body = self._body_meant(noun, frame.speaker_start) if noun else None
            if body is not None:
                key = self.index.match(body)
                name = self.known_by_key[key].name if key is not None else body
                return Speaker(name, key, "", attribution, via_name, via_key, via_role, "role")
        body = body_by_its_owner(self.text, role, frame.speaker_start) if name is None and role else None
        if body is not None:
            # "A Hartley’s spokeswoman said" after "Hartley’s Bakery": that body.
            key = self.index.match(body)
            return Speaker(
                self.known_by_key[key].name if key else body, key, "", attribution, via_name, via_key, via_role, "role"
            )
        if name is None and role:
            # "the force said", "el departamento señaló", "according to police": the
            # body the text named that the noun stands for.
            body = self._body_meant(role, frame.speaker_start)
            if body is not None:
                key = self.index.match(body)
                if key is not None:
                    return Speaker(
                        self.known_by_key[key].name, key, "", attribution, via_name, via_key, via_role, "role"
                    )
                return Speaker(body, None, "", attribution, via_name, via_key, via_role, "role")
        if name is None and role and names_by_age(frame.speaker):
            # "“…,” the 29-year-old said" with no one given that age before: the age is
            # news about the person the text has just shown, whom "she said" would mean.
            # "la joven de 22 años": the article gives the gender a noun for either may not.
            article = {"la": "f", "el": "m"}.get(frame.speaker.split()[0].lower(), "")
            gender = gender_of_words(frame.speaker) or article
            recalled = {"m": "he", "f": "she"}.get(gender, IMPLIED_PERSON)
            person = self._antecedent(recalled, frame.speaker_start, paragraphs_back=1)
            full = self._full_name(person.name, frame.speaker_start) if person is not None else ""
            if (
                person is not None
                and (person.evident or self._evident(person))
                and (not gender or gender_of_first_name(full) in (None, gender))
                and not self._age_tells_otherwise(frame.speaker, full, frame.speaker_start)
            ):
                name, how = full, "role"
        if name is None and role and not REPLYING.match(frame.attribution):
            # "La docente, que da clases en un instituto, añadió que …": a definite role
            # that adds to what the person just quoted said is that person; so is one
            # that goes on from the person shown just before ("La alcaldesa, Marcela
            # Orozco, decretó …. «…», sostuvo la mandataria"), but not one who replies.
            adding = bool(ADDING.match(frame.attribution))
            # "«…», añadió la sindicalista." opening a paragraph goes on from the one before.
            back = 0 if adding and not self._opens_its_paragraph(frame.speaker_start) else 1
            person = (
                self._adding_person(role, frame.speaker_start, paragraphs_back=back)
                if adding or self._new_description(role, frame.speaker_start)
                else None
            )
            if person is not None:
                name, how = self._full_name(person.name, frame.speaker_start), "role"
        if name is None and role and not REPLYING.match(frame.attribution):
            # "Restrepo, que había llevado el maillot …, reconoció que …. «…», declaró el
            # colombiano": the person the sentence before opens with, described anew.
            person = self._described_subject_before(frame.speaker, frame.speaker_start)
            if person is not None:
                name, how = self._full_name(person.name, frame.speaker_start), "role"
        if name is None:
            return Speaker(None, None, role, attribution, via_name, via_key, via_role, "none")
        if how == "named" and not role and self._is_a_place(name):
            # "Ontario said …": a place is never a source; its words stay attributed
            # to it as a description.
            return Speaker(None, None, name, attribution, via_name, via_key, via_role, "none")
        name = self._full_name(name, frame.speaker_start)
        expanded = self._expanded_initials(name, frame.speaker_start)
        if expanded is not None:
            key = self.index.match(expanded)
            if key is not None:
                return Speaker(self.known_by_key[key].name, key, role, attribution, via_name, via_key, via_role, how)
            name = expanded
        role = role or self._apposition_role(name)
        return Speaker(name, None, role, attribution, via_name, via_key, via_role, how)

    def _age_tells_otherwise(self, phrase: str, name: str, position: int) -> bool:
        """Whether an age the text gave before `position` rules out reading "the
        32-year-old" as `name`: someone given that very age (`age_references` tells
        who, or no one when two were), or `name` given another ("Helen Price, 54,")."""
        age = re.search(r"\d{1,3}", phrase).group()
        for mention in self.mentions:
            if mention.start >= position or not mention.is_person:
                continue
            given = age_given(self.text, mention)
            if given == age or (given and self._full_name(mention.name, position) == name):
                return True
        return False

    def _statement_issuer(self, position: int) -> Speaker | None:
        """Who issued the statement a frame's "the statement" means: the last one the
        text mentioned before `position`, in its paragraph or the two before, whose
        issuer it named ("Ruiz announced his resignation in a statement"); no one when
        it said so in words that name no one ("a statement from his lawyers")."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - 2)][0] if self.paragraphs else 0
        nouns = [
            noun
            for noun in STATEMENT_NOUN.finditer(self.text, earliest, position)
            if not any(start <= noun.start() < end for start, end in self.quoted)
        ]
        for noun in reversed(nouns):
            opening = next((s for s, e in self.paragraphs if s <= noun.start() <= e), earliest)
            sentence_start = opening
            for start in SENTENCE_START.finditer(self.text, opening, noun.start()):
                sentence_start = start.start()
            found = statement_issuer(self.text, noun, sentence_start)
            if found is None:
                continue
            phrase, start = found
            if not phrase:
                return None
            speaker = self._speaker(Frame(start, start + len(phrase), phrase, start, "said", None, False))
            return speaker if speaker.name else None
        return None

    def _subject_speaking_again(self, clause_start: int, sentence: Span) -> Frame | None:
        """The frame of a clause that opens with a speech verb after a first predicate
        of its sentence ("El ministro de Salud, Julián Ferreyra, anunció una partida …,
        y reconoció que …"): the sentence's subject, when it names someone."""
        if clause_start <= sentence[0]:
            return self._speech_act_before_speaking_again(sentence)
        verb = CLAUSE_SPEECH_VERB.match(self.text, clause_start, sentence[1])
        if verb is None:
            return self._relative_speaking(clause_start, sentence)
        subject = SENTENCE_SUBJECT.match(self.text, sentence[0], clause_start)
        if subject is None:
            return None
        said = verb.group("verb") or verb["ruling_out"] or verb["participle"] or verb["naming"]
        return self._subject_frame(subject, clause_start, said)

    def _speech_act_before_speaking_again(self, sentence: Span) -> Frame | None:
        """The frame of a sentence's first predicate whose verb is an act of speaking
        ("The race director, Henrik Aasland, defended the decision, saying …", "El
        alcalde, Luis Mora, criticó el plan, asegurando que …"), when a later clause
        of the sentence has the subject speak on: the subject's words too."""
        subject = speech_act_opening(self.text, *sentence)
        if subject is None or not self._speaks_on(subject.end(), sentence[1]):
            return None
        return self._subject_frame(subject, subject.end(), subject.group("verb"))

    def _speaks_on(self, start: int, end: int) -> bool:
        """Whether a clause set off by a comma in text[start:end] opens with a speech
        verb, a participle of speaking or of calling something in quoted words."""
        return any(
            CLAUSE_SPEECH_VERB.match(self.text, start + comma.end(), end)
            for comma in re.finditer(r",\s+", self.text[start:end])
        )

    def _subject_frame(self, subject: re.Match, clause_start: int, said: str) -> Frame | None:
        """The frame of a sentence's subject (`SENTENCE_SUBJECT`) that speaks in the
        clause at `clause_start`, when it names someone."""
        phrase = subject.group("subject").strip(" ,")
        # "Grant rejected that criticism, saying …": a surname of someone named in full.
        surname = " " not in phrase and self._full_name(phrase, subject.start()) != phrase
        body = self._body_described(phrase, subject.start())
        if body is not None:
            phrase = body
        elif not looks_like_speaker(phrase) or not (
            any(is_capitalised(w) for w in phrase.split()[1:]) or claimed_role_head(phrase) or surname
        ):
            # A name of two words or more, a role and a name, or a definite role ("El
            # regidor"): "Rescuers" alone is no one.
            return None
        return Frame(subject.start(), clause_start, phrase, subject.start(), said, None, False)

    def _is_a_place(self, name: str) -> bool:
        """Whether a speaker's name is a place's: "Ontario", "la provincia de
        Mendoza"; not a surname the text gave a person ("Ana Mendoza … Mendoza
        said"), nor a body named after one ("City Police", "Ayuntamiento de Soria")."""
        if not is_place(name) and not (set(fold(name).split()) & PLACE_WORDS):
            return False
        if set(fold(name).split()) & ORGANISATION_WORDS:
            return False
        folded = fold(name)
        return not any(m.is_person and fold(m.name).split()[-1:] == [folded] for m in self.mentions)

    def _via(self, via: str | None) -> tuple[str | None, str | None, str]:
        if not via:
            return None, None, ""
        phrase = parse_speaker(via)
        key = self.index.match(via) or (self.index.match(phrase.name) if phrase.name else None)
        if key is not None:
            return self.known_by_key[key].name, key, phrase.role
        return phrase.name, None, phrase.role

    def _speaker_in_context(self, position: int) -> Speaker:
        """Who speaks a quotation that no words attribute: the person the text showed
        last, in the same paragraph or the one before ("The mayor, Jane Okafor, spoke
        to residents. “The river has never been this high.”")."""
        mention = self._antecedent(IMPLIED_PERSON, position, paragraphs_back=1)
        if mention is None or not (mention.evident or self._evident(mention)):
            return NO_SPEAKER
        name = self._full_name(mention.name, position)
        key = self.index.match(name)
        if key is not None:
            name = self.known_by_key[key].name
        return Speaker(name, key, mention.title, "", None, None, "", "context")


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
