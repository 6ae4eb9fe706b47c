"""Claim extraction: every checkable statement in an article, proposed by rules.

`extract(text, known_sources, language=...)` reads an article body and returns
`Proposal`s, each anchored to exact characters (`text[start:end] == quote`):

- quotations, with their speaker (`claims.extraction.quotes`);
- figures, with value, qualifier and unit (`claims.extraction.figures`), attributed
  to whoever the sentence says gives them;
- reported statements ("…, reports the ministry", "X alleges that …",
  "according to X", `claims.extraction.attributions`), as "allegation" when the
  verb alleges or accuses and "fact" otherwise;
- the article's own assertions, clause by clause, as "event" when they say what
  happened when, "allegation" when hedged ("allegedly") and "fact" otherwise.

Page furniture (photo credits, captions, datelines, stamps, banners, footers;
`claims.extraction.furniture`) is blanked out before reading, offsets unchanged, so
it never becomes a claim nor names a speaker.

Speakers are matched to the known sources (`claims.extraction.sources`); "he" and
"she" are read as the last person named before them who was not the object of a
preposition, within the same or the previous two paragraphs. Everything here is
plain Python: deterministic, offline, and testable on strings. Storing proposals is
`claims.importing`'s job.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from claims.extraction.attributions import (
    ALLEGING_VERBS,
    IMPLIED_SUBJECT,
    SPEECH_VERBS,
    Attribution,
    Frame,
    find_attributions,
    implied_plural,
)
from claims.extraction.figures import Figure, find_figures
from claims.extraction.furniture import blank_furniture
from claims.extraction.gender import agrees, gender_of_words, person_genders
from claims.extraction.names import (
    DOCUMENT_WORDS,
    ORGANISATION_WORDS,
    ROLE_PLURALS,
    role_head,
    PLACE_WORDS,
    FUNCTION_WORDS,
    PERSON_PRONOUNS,
    NameMention,
    find_name_mentions,
    fold,
    parse_speaker,
    source_kind_for,
)
from claims.extraction.places import is_place
from claims.extraction.quotes import Quotation, find_quotations
from claims.extraction.sentences import (
    Span,
    clause_spans,
    comma_segments,
    paragraph_spans,
    sentence_spans,
    masked,
    statement_from,
    trim,
    unmask,
    word_count,
)
from claims.extraction.sources import KnownSource, SourceIndex

__all__ = ["KnownSource", "Proposal", "SourceIndex", "extract"]

# The kinds of claim a proposal can be (`claims.models.ClaimKind` values).
KINDS = ("statistic", "event", "allegation", "fact", "quote")
# When two proposals share a span, the more specific one is kept.
KIND_PRIORITY = {"statistic": 0, "quote": 1, "allegation": 2, "fact": 3, "event": 4}

HEDGES = re.compile(r"\b(?:allegedly|reportedly|alleged|purportedly|supuestamente|presuntamente)\b", re.IGNORECASE)
# A modal among a clause's first words makes it speculation, not a checkable claim:
# "he may be weakened". Later in the clause ("… to see who might be listening") it
# does not.
SPECULATION = re.compile(
    r"^(?:\S+\s+){0,4}?(?:may|might|could|perhaps|maybe|podría|podrían|quizás|quizá)\b", re.IGNORECASE
)
TEMPORAL = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|"
    r"june|july|august|september|october|november|december|yesterday|today|tonight|"
    r"(?:last|this|next|that|previous)\s+(?:week|month|year|night|weekend|morning|summer|winter|spring|autumn|fall)|"
    r"(?:in|since|from|until|by)\s+(?:1[89]|20)\d\d|ago|"
    r"lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|"
    r"julio|agosto|septiembre|octubre|noviembre|diciembre|ayer|hoy|"
    r"(?:la\s+semana|el\s+mes|el\s+año)\s+pasad[oa])\b",
    re.IGNORECASE,
)
# Past-tense action verbs: "-ed" words that are not usually adjectives, and the
# common irregular ones.
PAST_TENSE = re.compile(
    r"\b(?!(?:armed|united|interested|concerned|based|related|needed|so-called|detailed|"
    r"embattled|self-declared|hundred|indeed|red|bed|need|seed|feed|speed|proceed|exceed|succeed)\b)"
    r"[a-z]{3,}ed\b|\b(?:took|made|sent|went|fled|threw|gave|held|met|won|led|left|began|became|"
    r"came|fell|fought|broke|brought|built|caught|drove|froze|got|grew|hid|hit|kept|knew|lost|"
    r"paid|ran|rose|saw|sold|shot|spent|stole|struck|swore|tore|woke|wrote|"
    r"fue|fueron|huyó|murió|murieron|llegó|dejó|tomó|envió)\b",
)
# A comma segment that compares the figure before it: "…, up 20% on last year".
COMPARISON = re.compile(
    r"(?:up|down|a\s+rise\s+of|an\s+increase\s+of|a\s+decrease\s+of|a\s+drop\s+of|a\s+fall\s+of|"
    r"a\s+decline\s+of|compared|double|twice|triple|un\s+aumento\s+del?|una\s+subida\s+del?|"
    r"una\s+caída\s+del?|un\s+descenso\s+del?|frente\s+a)\b",
    re.IGNORECASE,
)
MIN_CLAIM_WORDS = 4
# A sentence that opens with its speaker: "The company said", "Northgrid also said".
SENTENCE_SPEAKER = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))(?!(?:He|She|It|They|We|I|You|Él|Ella|Ellos|Ellas)\b)"
    rf"(?P<speaker>(?:The|the|El|La|Los|Las)\s+[\w’'\- ]{{2,40}}?|"
    rf"[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+){{0,4}})\s+(?:also\s+|has\s+|had\s+)*"
    rf"(?:{SPEECH_VERBS})\b",
    re.MULTILINE,
)
# A speech verb right after a name: "Northgrid said", "the ministry has also said".
SPOKE_AFTER = re.compile(rf"(?:[’']s)?,?\s+(?:also\s+|has\s+|had\s+|have\s+)*(?:{SPEECH_VERBS})\b", re.IGNORECASE)
# Words that do not tell one organisation from another of the same kind.
BODY_NOISE = frozenset({"the", "a", "an", "its", "el", "la", "los", "las", "su", "de", "del", "of", "for", "para"})
MAX_ATTRIBUTION = 300
# The subject a Spanish speech verb leaves out: a person of either gender.
IMPLIED_PERSON = "él o ella"
# A sentence that opens with someone speaking whom the text does not name: "One
# former tenant, a nurse who asked not to be named, said", "Una vecina contó".
UNNAMED_SPEAKER = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))"
    rf"(?P<speaker>(?:A|An|One|Another|The|Un|Una|Otro|Otra|El|La)\s[^.!?;:“”\"«»\n]{{2,120}}?)"
    rf"\s+(?:also\s+|later\s+|también\s+)?(?:{SPEECH_VERBS})\b",
    re.MULTILINE,
)


@dataclass(frozen=True)
class Proposal:
    """One proposed claim, anchored to `text[start:end] == quote`."""

    start: int
    end: int
    quote: str
    kind: str
    statement: str
    value: Decimal | None = None
    qualifier: str = ""
    unit: str = ""
    # The speaker's name as the proposal gives it ("Juan Guaidó"), or None when
    # the article speaks for itself or the text names no one ("the colonel").
    speaker: str | None = None
    # The key of the known source the speaker was matched to.
    source_key: str | None = None
    # The role the text gives the speaker ("Venezuela’s interim president").
    speaker_role: str = ""
    # How the article attributes it: "says", "told Spanish newspaper El País".
    attribution: str = ""
    # Whoever relayed it ("El País" in "told Spanish newspaper El País").
    via: str | None = None
    via_key: str | None = None
    via_role: str = ""
    confidence: float = 0.5


@dataclass(frozen=True)
class _Speaker:
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


NO_SPEAKER = _Speaker(None, None, "", "", None, None, "", "none")


def extract(
    text: str, known_sources: Sequence[KnownSource] | SourceIndex = (), *, language: str = "en"
) -> list[Proposal]:
    """Propose the claims in `text`, in order of their position.

    `known_sources` may be a `SourceIndex` built once, to save rebuilding it for
    every article when many are read against the same newsroom.
    """
    if not text or not text.strip():
        return []
    index = known_sources if isinstance(known_sources, SourceIndex) else SourceIndex(list(known_sources))
    story = blank_furniture(text)
    proposals = _Extraction(story, index, language).run()
    if story is text:
        return proposals
    # A claim that runs across an inline credit quotes the text as it is stored.
    return [
        p if story[p.start : p.end] == text[p.start : p.end] else replace(p, quote=text[p.start : p.end])
        for p in proposals
    ]


class _Extraction:
    """One pass over one article: the state shared by its steps."""

    def __init__(self, text: str, index: SourceIndex, language: str):
        # The rules read the text with its abbreviating full stops masked ("Sgt. Ana
        # Ruiz" is one name, not the end of a sentence); proposals quote the original.
        self.original = text
        self.text = masked(text)
        self.language = language
        self.index = index
        self.known_by_key = {source.key: source for source in index.sources}
        self.mentions = [
            self._with_known_kind(mention)
            for mention in find_name_mentions(self.text, known_person_words=index.person_surnames)
        ]
        self.genders = person_genders(self.text, self.mentions)
        self.paragraphs = paragraph_spans(text)
        self.figures = find_figures(self.original, language=language)
        self.proposals: list[Proposal] = []

        # Where each quotation's frame ends: a participle right after it (", he says,
        # detailing a journey …") carries on that speaker's account.
        self.frames_by_end: dict[int, Frame] = {}

    def run(self) -> list[Proposal]:
        quotations = find_quotations(self.text)
        covered: list[Span] = []
        for quotation in quotations:
            if quotation.embedded:
                continue
            covered.append((quotation.mark_start, quotation.mark_end))
            if quotation.frame is not None and not quotation.continued:
                covered.append((quotation.frame.start, quotation.frame.end))
                self.frames_by_end[quotation.frame.end] = quotation.frame
            self._propose_quotation(quotation)
        for sentence_start, sentence_end in sentence_spans(self.text):
            for piece in _subtract(sentence_start, sentence_end, covered):
                span = trim(self.text, *piece, connectives=True)
                if span and word_count(self.text, *span) >= 3:
                    self._propose_reported_or_own(span, (sentence_start, sentence_end))
        return _deduplicated(self._one_source_per_body(self.proposals))

    # Speakers -------------------------------------------------------------

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

    def _speaker(self, frame: Frame | None) -> _Speaker:
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
        if pronoun:
            antecedent = self._antecedent(pronoun, frame.speaker_start)
            if antecedent is None and pronoun in {"it", "they", "ellos", "ellas"}:
                # "The company said …. “…,” it said.": whoever spoke last, by name or
                # by description.
                found = self._last_speaker_phrase(frame.speaker_start)
                spoke = self._speaker(found) if found is not None else NO_SPEAKER
                person = (
                    bool(spoke.name)
                    and source_kind_for(spoke.name, spoke.role) == "person"
                    and (" " in spoke.name or bool(spoke.role))
                )
                if (spoke.name or spoke.role) and not person:
                    return replace(spoke, attribution=attribution, via=via_name, via_key=via_key)
            if antecedent is None:
                return _Speaker(None, None, frame.speaker, attribution, via_name, via_key, via_role, "none")
            # "He added": Prime Minister Gustavo Adrianzén, still Prime Minister.
            name, role, how = antecedent.name, antecedent.title, "pronoun"
        else:
            name, role = phrase.name, phrase.role
        # The whole phrase first ("Colombia’s Foreign Ministry"), unless it holds an
        # apposition: "Maria Lopez, a student at the Central University" is not the
        # university.
        whole = frame.speaker if name is not None and ", " not in frame.speaker else None
        key = self.index.match(whole) if whole else None
        if key is None and name is not None:
            key = self.index.match(name)
        if key is not None:
            return _Speaker(self.known_by_key[key].name, key, role, attribution, via_name, via_key, via_role, how)
        if name is None:
            return _Speaker(None, None, role, attribution, via_name, via_key, via_role, "none")
        if how == "named" and not role and self._is_a_place(name):
            # "Ontario said …": a place is never a source; its words stay attributed
            # to it as a description.
            return _Speaker(None, None, name, attribution, via_name, via_key, via_role, "none")
        name = self._full_name(name, frame.speaker_start)
        role = role or self._apposition_role(name)
        return _Speaker(name, None, role, attribution, via_name, via_key, via_role, how)

    def _last_speaker_phrase(self, position: int) -> Frame | None:
        """The frame of the last sentence, in this paragraph or the one before, that
        opens with someone speaking ("The company said …", "Northgrid said …")."""
        paragraph = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), 0)
        earliest = self.paragraphs[max(0, paragraph - 1)][0] if self.paragraphs else 0
        found = None
        for match in SENTENCE_SPEAKER.finditer(self.text, earliest, position):
            found = match
        if found is None:
            return None
        phrase = found.group("speaker")
        start = found.start("speaker")
        return Frame(start, found.end(), phrase, start, "said", None, False)

    def _is_a_place(self, name: str) -> bool:
        """Whether a speaker's name is a place's: "Ontario", "la provincia de
        Mendoza"; not a surname the text gave a person ("Ana Mendoza … Mendoza
        said")."""
        if not is_place(name) and not (set(fold(name).split()) & PLACE_WORDS):
            return False
        folded = fold(name)
        return not any(m.is_person and fold(m.name).split()[-1:] == [folded] for m in self.mentions)

    def _one_source_per_body(self, proposals: list[Proposal]) -> list[Proposal]:
        """ "The water authority" or "the authority" after "the national water
        authority" is that authority: one source, not two or a role."""
        named: list[str] = []
        result = []
        for proposal in sorted(proposals, key=lambda p: p.start):
            phrase = proposal.speaker or (proposal.speaker_role if not proposal.source_key else "")
            body = self._body_named_before(phrase, named) if phrase and named and not proposal.source_key else None
            if body is not None:
                role = "" if proposal.speaker is None else proposal.speaker_role
                proposal = replace(proposal, speaker=body, speaker_role=role)
            elif (
                proposal.speaker
                and not proposal.source_key
                and proposal.speaker not in named
                and source_kind_for(proposal.speaker, proposal.speaker_role) != "person"
            ):
                named.append(proposal.speaker)
            result.append(proposal)
        return result

    @staticmethod
    def _body_named_before(phrase: str, bodies: list[str]) -> str | None:
        words = [w for w in re.findall(r"\w+", fold(phrase)) if w not in BODY_NOISE]
        if not words or len(words) > 5:
            return None
        head = words[-1] if not fold(phrase).startswith(("el ", "la ", "los ", "las ")) else words[0]
        if head not in ORGANISATION_WORDS:
            return None
        matches = {
            body
            for body in bodies
            if head in (body_words := set(re.findall(r"\w+", fold(body)))) and set(words) <= body_words
        }
        if len(matches) != 1:
            return None
        (body,) = matches
        return None if fold(body) == fold(phrase) else body

    def _via(self, via: str | None) -> tuple[str | None, str | None, str]:
        if not via:
            return None, None, ""
        phrase = parse_speaker(via)
        key = self.index.match(via) or (self.index.match(phrase.name) if phrase.name else None)
        if key is not None:
            return self.known_by_key[key].name, key, phrase.role
        return phrase.name, None, phrase.role

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
        if found is not None and wants_person and self._unnamed_speaker_between(found, position, pronoun):
            # "One former tenant, a nurse …, said she waited. “…,” she said.": the
            # person who spoke last is the one no one named.
            return None
        return found

    def _named_antecedent(self, pronoun: str, position: int, earliest: int, wants_person: bool) -> NameMention | None:
        fallback = None
        for mention in reversed(self.mentions):
            if mention.end > position or mention.start < earliest:
                continue
            if mention.is_object or mention.is_person != wants_person:
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
            if (mention.evident or self._evident(mention)) and not self._reporter_before(mention):
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
            if agrees(pronoun, gender_of_words(match.group("speaker"))):
                return True
        return False

    def _reporter_before(self, mention: NameMention) -> bool:
        """Whether a person the text shows is named earlier in the same sentence as
        a mention that is the subject of reported words ("Judge Ana Ruiz told the
        court that Gerald Whitcombe had …"): that person is the likelier "she"."""
        if not mention.reported:
            return False
        sentence_start = max(self.text.rfind(". ", 0, mention.start), self.text.rfind("\n", 0, mention.start))
        return any(
            other.is_person and other.evident and not other.is_object and sentence_start < other.start
            for other in self.mentions
            if other.end <= mention.start
        )

    def _evident(self, mention: NameMention) -> bool:
        """Whether the text elsewhere shows this name to be a person's: "Kelly" after
        "Sgt. Maria Kelly"."""
        folded = fold(mention.name)
        return any(
            other.evident and (fold(other.name) == folded or fold(other.name).endswith(" " + folded))
            for other in self.mentions
        )

    def _full_name(self, name: str, position: int) -> str:
        """ "Solano" -> "Harry Solano" when the text named him in full before."""
        if " " in name:
            return name
        folded = fold(name)
        for mention in reversed(self.mentions):
            if mention.start < position and mention.is_person and " " in mention.name:
                if fold(mention.name.split()[-1]) == folded:
                    return mention.name
        return name

    def _apposition_role(self, name: str) -> str:
        match = re.search(re.escape(name) + r",\s+((?:the|a|an|el|la|un|una)\s+[^,.;:“”]{3,120}?),", self.text)
        return match.group(1) if match else ""

    def _speaker_in_context(self, position: int) -> _Speaker:
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
        return _Speaker(name, key, mention.title, "", None, None, "", "context")

    # Quotations ------------------------------------------------------------

    def _propose_quotation(self, quotation: Quotation) -> None:
        speaker = self._speaker(quotation.frame)
        if quotation.frame is None:
            speaker = self._speaker_in_context(quotation.mark_start)
            confidence = 0.4 if speaker.how == "none" else 0.6
        elif speaker.how == "none":
            confidence = 0.5
        else:
            confidence = 0.9 if speaker.how == "named" else 0.75
            if quotation.continued:
                confidence -= 0.1
        words = self.text[quotation.start : quotation.end]
        statement = (
            _said(speaker, words, self.language) if speaker.how != "none" or speaker.role else statement_from(words)
        )
        self._add(quotation.start, quotation.end, "quote", statement, speaker, confidence)
        for sentence in sentence_spans(self.text, quotation.start, quotation.end):
            for clause in clause_spans(self.text, *sentence):
                self._propose_figures_in(clause, speaker, in_quotation=True, sentence=sentence)

    # Sentences -------------------------------------------------------------

    def _propose_reported_or_own(self, span: Span, sentence: Span) -> None:
        continued = self._continued_account(span)
        if continued is not None:
            self._propose_region(span, self._speaker(continued), Attribution(*span, continued), sentence)
            return
        attributions = find_attributions(self.text, *span)
        if not attributions:
            self._propose_region(span, NO_SPEAKER, None, sentence)
            return
        for attribution in attributions:
            region = trim(self.text, attribution.claim_start, attribution.claim_end, connectives=True)
            if region:
                self._propose_region(region, self._speaker(attribution.frame), attribution, sentence)
        # "A study of 3,000 families says that …": a figure in who speaks is a claim too.
        for figure in self.figures:
            if span[0] <= figure.number_start < span[1] and not any(
                a.claim_start <= figure.number_start < a.claim_end for a in attributions
            ):
                self._propose_figure(
                    figure, (max(figure.start, span[0]), min(figure.end, span[1])), NO_SPEAKER, False, sentence
                )

    def _continued_account(self, span: Span) -> Frame | None:
        gerund = re.match(r"[a-z]+ing\b", self.text[span[0] : span[1]])
        if not gerund:
            return None
        before = self.text[: span[0]]
        stripped = before.rstrip(" ,")
        frame = self.frames_by_end.get(len(stripped))
        if frame is None:
            return None
        return Frame(
            frame.start,
            frame.end,
            frame.speaker,
            frame.speaker_start,
            gerund.group(),
            None,
            gerund.group() in ALLEGING_VERBS,
        )

    def _propose_region(self, region: Span, speaker: _Speaker, attribution: Attribution | None, sentence: Span):
        for clause in clause_spans(self.text, *region):
            if self._propose_figures_in(clause, speaker, in_quotation=False, sentence=sentence):
                continue
            self._propose_clause(clause, speaker, attribution, sentence)

    def _propose_figures_in(self, clause: Span, speaker: _Speaker, *, in_quotation: bool, sentence: Span) -> bool:
        """Statistics for the figures in a clause; the clause's other comma-separated
        parts become claims of their own. Returns whether the clause had a figure."""
        figures = [f for f in self.figures if clause[0] <= f.number_start < clause[1]]
        if not figures:
            return False
        segments = comma_segments(self.text, *clause)
        previous: Figure | None = None
        # "Peru, Chile and about 40 other governments …": short segments before a
        # figure are its subject, part of its claim.
        leading: int | None = None
        for segment in segments:
            inside = [f for f in figures if segment[0] <= f.number_start < segment[1]]
            if not inside:
                if not in_quotation and word_count(self.text, *segment) >= 5:
                    self._propose_clause(segment, speaker, None, sentence)
                    leading = None
                elif leading is None:
                    leading = segment[0]
                continue
            if leading is not None and len(inside) == 1 and not COMPARISON.match(self.text, segment[0]):
                segment = (leading, segment[1])
            leading = None
            for figure in inside:
                compares = COMPARISON.match(self.text, segment[0])
                if previous and previous.speaker and not figure.speaker and compares:
                    # "… puts the number of cases at 3,500, up 20% on last year": the
                    # comparison is part of the same source's figure.
                    figure = replace(figure, speaker=previous.speaker, attribution=previous.attribution)
                previous = figure
                span = segment if len(inside) == 1 else (max(figure.start, segment[0]), min(figure.end, segment[1]))
                if figure.start < segment[0] and len(inside) == 1:
                    # "… the number of troops that the ministry puts at 235,000" starts
                    # before a comma: keep the construction whole.
                    span = (figure.start, segment[1])
                self._propose_figure(figure, span, speaker, in_quotation, sentence)
        return True

    def _propose_figure(self, figure: Figure, span: Span, speaker: _Speaker, in_quotation: bool, sentence: Span):
        words = self.text[span[0] : span[1]]
        if figure.speaker and (speaker.how == "none" or not in_quotation):
            # "… the number of troops that the ministry puts at 235,000"; in "Organisers
            # say …, but the government puts the number of arrests at 12" the figure
            # is the government's, whoever the sentence quoted first.
            speaker_start = self.original.find(figure.speaker, figure.start, figure.end)
            frame = Frame(
                figure.start,
                figure.end,
                figure.speaker,
                max(speaker_start, figure.start),
                figure.attribution,
                None,
                False,
            )
            speaker = self._speaker(frame)
            # "The regional health office puts the number of … at 3,500" says it all;
            # "the number of troops that the ministry puts at …" needs its sentence.
            statement = statement_from(words if speaker_start == span[0] else self.text[sentence[0] : sentence[1]])
        elif in_quotation:
            statement = _said(speaker, words, self.language)
        elif speaker.how != "none" or speaker.role:
            statement = _reported(speaker, words, self.language)
        else:
            statement = statement_from(self.text[sentence[0] : sentence[1]])
        confidence = figure.confidence
        self._add(
            span[0],
            span[1],
            "statistic",
            statement,
            speaker,
            confidence,
            value=figure.value,
            qualifier=figure.qualifier,
            unit=figure.unit,
        )

    def _propose_clause(self, clause: Span, speaker: _Speaker, attribution: Attribution | None, sentence: Span):
        words = self.text[clause[0] : clause[1]]
        if word_count(self.text, *clause) < MIN_CLAIM_WORDS or words.rstrip().endswith("?"):
            return
        attributed = speaker.how != "none" or bool(speaker.role)
        allegation = bool(attribution and attribution.frame.allegation) or bool(HEDGES.search(words))
        if not attributed and SPECULATION.search(words):
            # "a military intervention could be on the cards": not checkable as said.
            return
        if allegation:
            kind = "allegation"
        elif attributed:
            kind = "fact"
        elif TEMPORAL.search(words) or PAST_TENSE.search(words):
            kind = "event"
        else:
            kind = "fact"
        if attributed:
            statement = _reported(speaker, words, self.language)
            if re.match(r"[a-z]+ing\b", words):
                statement = statement_from(self.text[sentence[0] : sentence[1]])
            confidence = 0.7 if speaker.how != "none" else 0.55
        else:
            own = words if words[:1].isupper() and not re.match(r"(?:He|She|It|They|This|These)\b", words) else None
            statement = statement_from(own or self.text[sentence[0] : sentence[1]])
            confidence = 0.45 if kind != "fact" else 0.35
        self._add(clause[0], clause[1], kind, statement, speaker, confidence)

    def _add(self, start, end, kind, statement, speaker: _Speaker, confidence, **figure):
        span = trim(self.text, start, end)
        if not span:
            return
        start, end = span
        self.proposals.append(
            Proposal(
                start=start,
                end=end,
                quote=self.original[start:end],
                kind=kind,
                statement=unmask(statement),
                speaker=unmask(speaker.name) if speaker.name else speaker.name,
                source_key=speaker.key,
                speaker_role=unmask(speaker.role[:300]),
                attribution=unmask(speaker.attribution),
                via=unmask(speaker.via) if speaker.via else speaker.via,
                via_key=speaker.via_key,
                via_role=unmask(speaker.via_role),
                confidence=round(max(0.0, min(1.0, confidence)), 3),
                **figure,
            )
        )


def _reported(speaker: _Speaker, words: str, language: str) -> str:
    """ "Harry Solano alleges that his niece …": a reported claim as one sentence."""
    first = words.split(maxsplit=1)[0] if words.split() else ""
    if first.lower() in FUNCTION_WORDS and first[:1].isupper():
        words = words[0].lower() + words[1:]
    spanish = language.startswith("es")
    attribution = speaker.attribution
    if not attribution or attribution.split()[0].lower() in {"according", "según", "segun"}:
        return statement_from(f"{'Según' if spanish else 'According to'} {speaker.who}, {words}")
    # "told Reuters", "said on Tuesday": short attributions read well whole; a long
    # one ("said in a speech at … before large flags") keeps its verb only.
    verb = attribution if len(attribution.split()) <= 4 else attribution.split()[0]
    # "told" without whom it was told ("Guaidó told that …") reads as "said".
    verb = {"told": "said", "tells": "says", "tell": "say"}.get(verb.lower(), verb)
    if re.match(r"acc?us", verb, re.IGNORECASE):
        # "accuses the government of hiding the toll" takes no "that".
        return statement_from(f"{speaker.who} {verb} {words}")
    verb = re.sub(r"\s+(?:that|que)$", "", verb)
    return statement_from(f"{speaker.who} {verb} {'que' if spanish else 'that'} {words}")


def _said(speaker: _Speaker, words: str, language: str) -> str:
    ending = "" if words[-1] in ".!?…" else "."
    if language.startswith("es"):
        return f"{speaker.who} dijo: «{words}{ending}»"
    return f"{speaker.who} said: “{words}{ending}”"


def _subtract(start: int, end: int, covered: list[Span]) -> list[Span]:
    pieces = [(start, end)]
    for cover_start, cover_end in covered:
        if cover_end <= start or cover_start >= end:
            continue
        next_pieces = []
        for piece_start, piece_end in pieces:
            if cover_end <= piece_start or cover_start >= piece_end:
                next_pieces.append((piece_start, piece_end))
                continue
            if piece_start < cover_start:
                next_pieces.append((piece_start, cover_start))
            if cover_end < piece_end:
                next_pieces.append((cover_end, piece_end))
        pieces = next_pieces
    return pieces


def _deduplicated(proposals: list[Proposal]) -> list[Proposal]:
    """One proposal per span, the most specific kind, ordered by position."""
    best: dict[tuple[int, int], Proposal] = {}
    for proposal in proposals:
        key = (proposal.start, proposal.end)
        current = best.get(key)
        if current is None or _rank(proposal) < _rank(current):
            best[key] = proposal
    return sorted(best.values(), key=lambda p: (p.start, p.end))


def _rank(proposal: Proposal) -> tuple[int, int, float]:
    return (KIND_PRIORITY[proposal.kind], 0 if proposal.speaker else 1, -proposal.confidence)
