"""One pass over one article: quotations, reported statements and the article's own
sentences become `Proposal`s, each with its speaker (`claims.extraction.speakers`)
and, for figures, value, qualifier and unit (`claims.extraction.figures`)."""

from bisect import bisect_left
from dataclasses import replace
from itertools import pairwise
import re

from claims.extraction.attribution_frames import COORDINATING, SUBORDINATOR, Attribution, Frame
from claims.extraction.attributions import find_attributions
from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.continued_accounts import GERUND_FIRST, ContinuedAccounts
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.figure_reader import Figure
from claims.extraction.figures import find_figures
from claims.extraction.gender import FIRST_NAMES, person_genders
from claims.extraction.names import find_name_mentions
from claims.extraction.non_claims import describes_a_speaker, is_headline, says_nothing_alone
from claims.extraction.proposals import Proposal, deduplicated
from claims.extraction.roles import names_someone
from claims.extraction.second_predicates import LaterSpeech, later_speech
from claims.extraction.relative_speakers import RELATIVE_SPEECH
from claims.extraction.quote_continuations import with_speakers_carried_on
from claims.extraction.quotes import Quotation, find_quotations
from claims.extraction.sentences import (
    AND_THAT,
    WINDOW_OF_THE_FIGURE_BEFORE,
    Span,
    Uncovered,
    clause_spans,
    comma_segments,
    has_words,
    masked,
    paragraph_spans,
    sentence_spans,
    statement_from,
    trim,
    unmask,
)
from claims.extraction.sources import ArticleMatches, SourceIndex
from claims.extraction.speaker_descriptions import described_people, with_described
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import ALLEGING_VERBS
from claims.extraction.speakers import NO_SPEAKER, Speaker, SpeakerResolution
from claims.extraction.statement_wording import reported_sentence, said_sentence
from claims.extraction.unit_kinds import is_a_duration


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

# Searched in every clause's lower-cased words (`claims.extraction.caseless`).
HEDGES_LOWER = lowercase_twin(HEDGES)
TEMPORAL_LOWER = lowercase_twin(TEMPORAL)

MIN_CLAIM_WORDS = 4

# A comma segment that only names who gives what comes before it: "según la Policía".
ACCORDING_SEGMENT = re.compile(
    r"\s*(?P<how>según|segun|according\s+to|de\s+acuerdo\s+con)\s+(?P<who>[^,;:.!?“”\"«»]+?)\s*[.;]?\s*$",
    re.IGNORECASE,
)


class Extraction(SpeakerResolution, ContinuedAccounts):
    """One pass over one article: the state shared by its steps."""

    def __init__(self, text: str, index: SourceIndex, language: str):
        # The rules read the text with its abbreviating full stops masked ("Sgt. Ana
        # Ruiz" is one name, not the end of a sentence); proposals quote the original.
        self.original = text
        self.text = masked(text)
        self.language = language
        # Each name is matched to the known sources once in the article.
        self.index = ArticleMatches(index)
        self.known_by_key = index.by_key
        self.mentions = [
            self._with_known_kind(mention)
            # A known first name alone is a person too: "her husband, Mark".
            for mention in find_name_mentions(
                self.text, known_person_words=index.person_surnames_in(self.text) | FIRST_NAMES
            )
        ]
        self.genders = person_genders(self.text, self.mentions, language=language)
        # "El danés" after "el danés Jonas Berg": a description is the person too.
        self.described = {m.start: m for m in described_people(self.text, self.mentions)}
        self.mentions = with_described(self.mentions, list(self.described.values()))
        self.paragraphs = paragraph_spans(text)
        # A vague count ("dozens of volunteers") has no value to check: its clause is
        # proposed as what it reports, not as a statistic.
        self.figures = [f for f in find_figures(self.original, language=language) if not f.vague]
        # Where each figure's number starts: every clause asks which figures it holds
        # (`_figures_in`), bisecting these when they are in order.
        self.figure_starts = [f.number_start for f in self.figures]
        self.figures_in_order = all(a <= b for a, b in pairwise(self.figure_starts))
        self.proposals: list[Proposal] = []

        # Where each quotation's frame ends: a participle right after it (", he says,
        # detailing a journey …") carries on that speaker's account.
        self.frames_by_end: dict[int, Frame] = {}
        # Where the quotations start that neither words nor context attribute.
        self.unattributed: set[int] = set()

    def run(self) -> list[Proposal]:
        quotations = find_quotations(self.text)
        self.quoted = [(q.start, q.end) for q in quotations]
        covered: list[Span] = []
        frames: list[Frame] = []
        for quotation in quotations:
            if quotation.embedded:
                continue
            covered.append((quotation.mark_start, quotation.mark_end))
            if quotation.frame is not None and not quotation.continued:
                covered.append((quotation.frame.start, quotation.frame.end))
                self.frames_by_end[quotation.frame.end] = quotation.frame
                frames.append(quotation.frame)
            self._propose_quotation(quotation)
        sentences = sentence_spans(self.text)
        uncovered = Uncovered(covered)
        for frame in frames:
            self._propose_figures_in_frame(frame, sentences)
        for sentence_start, sentence_end in sentences:
            sentence = (sentence_start, sentence_end)
            for piece in uncovered.pieces(sentence_start, sentence_end):
                span = trim(self.text, *piece, connectives=True)
                if not span or not has_words(self.text, *span, 3):
                    continue
                if self._describes_the_speaker(span):
                    # "…, enfermera, que comparte piso con otras dos personas": a figure
                    # in who the speaker is is a claim; the rest of the description is not.
                    self._propose_figures_alone(span, NO_SPEAKER, sentence)
                else:
                    self._propose_reported_or_own(span, sentence)
        proposals = with_speakers_carried_on(self.proposals, self.unattributed, self.paragraphs)
        return deduplicated(self._one_source_per_body(proposals))

    def _propose_figures_in_frame(self, frame: Frame, sentences: list[Span]) -> None:
        """Figures in the words that frame a quotation are claims too: the article's
        own in a circumstance ("…», dijo Rodrigo Alvarado, ante unos 500 manifestantes"),
        the speaker's in what a speech verb reports ('…." He said the runner trained
        with a group of 12 athletes'). A frame with no figure is not read at all."""
        if not self._figures_in(frame.start, frame.end):
            return
        verb_end = self._frame_verb_end(frame)
        for segment in comma_segments(self.text, frame.start, frame.end):
            inside = [
                f
                for f in self._figures_in(*segment)
                if not any(start <= f.number_start < end for start, end in self.quoted)
                and not self._tells_who_the_speaker_is(f)
            ]
            for figure in inside:
                sentence = next((s for s in sentences if s[0] <= figure.number_start < s[1]), segment)
                if verb_end is not None and segment[0] <= frame.speaker_start < verb_end < figure.number_start:
                    claim = trim(self.text, verb_end, segment[1], connectives=True)
                    if claim:
                        self._propose_figure(figure, claim, self._speaker(frame), False, sentence)
                        continue
                if not self._tells_who_the_speaker_is(figure):
                    self._propose_figure(figure, segment, NO_SPEAKER, False, sentence)

    def _frame_verb_end(self, frame: Frame) -> int | None:
        """Where the speech verb of a frame ends, with a "that"/"que" after it."""
        verb = frame.attribution.split()[0] if frame.attribution.split() else ""
        if not verb:
            return None
        match = re.compile(rf"\b{re.escape(verb)}\b(?:\s+(?:that|que)\b)?", re.IGNORECASE).search(
            self.text, frame.start, frame.end
        )
        return match.end() if match else None

    def _propose_figures_alone(self, span: Span, speaker: Speaker, sentence: Span) -> None:
        """Each figure in `span` with its comma segment, and nothing else of the span."""
        for segment in comma_segments(self.text, *span):
            inside = self._figures_in(*segment)
            for figure in inside:
                if not self._tells_who_the_speaker_is(figure):
                    # "mientras cargaba dos bidones de 20 litros": each figure its own words.
                    part = segment if len(inside) == 1 else (max(figure.start, segment[0]), min(figure.end, segment[1]))
                    self._propose_figure(figure, part, speaker, False, sentence)

    def _tells_who_the_speaker_is(self, figure: Figure) -> bool:
        """A number around a quotation that describes its speaker rather than counts:
        their age ("repartidora de 24 años") or a count the article gave before, named
        again with "the" ("Carla Benítez, who runs the larger of the two shelters"). How
        long they have done something ("entrenador del equipo durante 12 temporadas",
        "que vive en el barrio desde hace 40 años", "who has worked there for 11 years")
        is a length the sentence asserts, a figure (corpus README)."""
        if _an_age(self.text, figure):
            return True
        return bool(THE_BEFORE.search(self.text, max(0, figure.start - 12), figure.start)) and any(
            other.end <= figure.start and other.value == figure.value and other.unit == figure.unit
            for other in self.figures
        )

    def _describes_the_speaker(self, span: Span) -> bool:
        """Whether a stretch right after a quotation's frame only says who the speaker
        is, or where: "“…,” said Det. Insp. Claire Mottram, who led the investigation.",
        "…, said Pieter Daalman, 58, the port's chief executive, at a news conference",
        "…, Laura Méndez, investigadora del Museo de Ciencias Naturales"."""
        before = self.text[: span[0]].rstrip(' ,«“"')
        if len(before) not in self.frames_by_end:
            return False
        return describes_a_speaker(self.text[span[0] : span[1]])

    def _propose_quotation(self, quotation: Quotation) -> None:
        speaker = self._speaker(quotation.frame)
        if quotation.frame is None:
            speaker = self._speaker_in_context(quotation.mark_start)
            confidence = 0.4 if speaker.how == "none" else 0.6
            span = trim(self.text, quotation.start, quotation.end)
            if speaker.how == "none" and span:
                self.unattributed.add(span[0])
        elif speaker.how == "none":
            confidence = 0.5
        else:
            confidence = 0.9 if speaker.how == "named" else 0.75
            if quotation.continued:
                confidence -= 0.1
        words = self.text[quotation.start : quotation.end]
        statement = (
            said_sentence(speaker, words, self.language)
            if speaker.how != "none" or speaker.role
            else statement_from(words)
        )
        self._add(quotation.start, quotation.end, "quote", statement, speaker, confidence)
        if not self._figures_in(quotation.start, quotation.end):
            # Its sentences and clauses would hold no figure either.
            return
        for sentence in sentence_spans(self.text, quotation.start, quotation.end):
            for clause in clause_spans(self.text, *sentence):
                self._propose_figures_in(clause, speaker, in_quotation=True, sentence=sentence)

    def _propose_reported_or_own(self, span: Span, sentence: Span) -> None:
        continued = self._continued_account(span)
        if continued is not None:
            # "quien reclamó que …": the claim is what the speaker does, not who.
            relative = re.match(r"(?:who|quien|quienes|que)\s+", self.text[span[0] : span[1]], re.IGNORECASE)
            span = (span[0] + relative.end(), span[1]) if relative else span
            self._propose_region(span, self._speaker(continued), Attribution(*span, continued), sentence)
            return
        attributions = find_attributions(self.text, *span)
        if not attributions:
            self._propose_region(span, NO_SPEAKER, None, sentence)
            return
        first = attributions[0].frame.start
        joined = COORDINATING.search(self.text, span[0], first)
        if joined is not None and joined.end() == first:
            # "Prices rose in March, and analysts said that …": the first clause is the
            # article's own.
            self._propose_region((span[0], joined.start()), NO_SPEAKER, None, sentence)
        subordinate = SUBORDINATOR.search(self.text, span[0], first) if joined is None else None
        if subordinate is not None and subordinate.end() == first and self.text[: subordinate.start()].endswith(","):
            # "El aviso llegó a las 4.40, cuando una enfermera alertó de que …", "The
            # alarm was raised at 4.40am, when a nurse warned that …": the main clause set
            # off by a comma is the article's own ("comes a year after a survey found"
            # stays whole).
            self._propose_region((span[0], subordinate.start()), NO_SPEAKER, None, sentence)
        for attribution in attributions:
            region = trim(self.text, attribution.claim_start, attribution.claim_end, connectives=True)
            if region:
                self._propose_region(region, self._speaker(attribution.frame), attribution, sentence)
        # "A study of 3,000 families says that …": a figure in who speaks is a claim too.
        for figure in self._figures_in(*span):
            if not any(a.claim_start <= figure.number_start < a.claim_end for a in attributions):
                self._propose_figure(
                    figure, (max(figure.start, span[0]), min(figure.end, span[1])), NO_SPEAKER, False, sentence
                )

    def _propose_region(self, region: Span, speaker: Speaker, attribution: Attribution | None, sentence: Span):
        for clause in clause_spans(self.text, *region):
            if (
                speaker.how == "none"
                and not speaker.role
                and attribution is None
                and self._figures_then_speech(clause, sentence)
            ):
                continue
            # "…defended the route, saying it was used “six times”": the subject's figures.
            unattributed = attribution is None and speaker.how == "none" and not speaker.role
            again = unattributed and self._subject_speaking_again(clause[0], sentence)
            giver = self._speaker(again) if again else speaker
            if self._propose_figures_in(clause, giver, in_quotation=False, sentence=sentence):
                continue
            self._propose_clause(clause, speaker, attribution, sentence)

    def _figures_in(self, start: int, end: int) -> list[Figure]:
        """The figures whose number starts in text[start:end], in their order: found by
        bisection, as `find_figures` gives them in the order of their numbers (looked
        through one by one should it not)."""
        if self.figures_in_order:
            starts = self.figure_starts
            return self.figures[bisect_left(starts, start) : bisect_left(starts, end)]
        return [f for f in self.figures if start <= f.number_start < end]

    def _figures_then_speech(self, clause: Span, sentence: Span) -> bool:
        """ "La Federación … anunció la suspensión de los seis investigados y aseguró
        que colaborará …": a first predicate with a figure stays the article's, its
        figures read as ever, and the reported words are the subject's."""
        if not self._figures_in(*clause):
            return False
        later = later_speech(self.text, sentence[0], clause[0], clause[1])
        if later is None:
            return False
        frame = self._later_frame(later)
        first = (clause[0], later.split)
        if later.first_spoken:
            # "La Asociación … lamentó la tragedia y pidió …": the act is the subject's.
            self._propose_region(first, self._speaker(frame), Attribution(*first, frame), sentence)
        else:
            self._propose_region(first, NO_SPEAKER, None, sentence)
        reported = (later.claim_start, clause[1])
        self._propose_region(reported, self._speaker(frame), Attribution(*reported, frame), sentence)
        return True

    @staticmethod
    def _later_frame(later: LaterSpeech) -> Frame:
        return Frame(
            later.subject_start,
            later.claim_start,
            later.subject,
            later.subject_start,
            later.verb,
            None,
            later.verb.lower() in ALLEGING_VERBS,
        )

    def _propose_figures_in(self, clause: Span, speaker: Speaker, *, in_quotation: bool, sentence: Span) -> bool:
        """Statistics for the figures in a clause; the clause's other comma-separated
        parts become claims of their own. Returns whether the clause had a figure."""
        figures = self._figures_in(*clause)
        if not figures:
            return False
        segments = comma_segments(self.text, *clause)
        # "400 personas, según la Policía, y 1.500, según los vecinos": each figure is
        # given by the source named right after it.
        givers = {i: self._giver(segment) for i, segment in enumerate(segments)}
        previous: Figure | None = None
        # "Peru, Chile and about 40 other governments …": short segments before a
        # figure are its subject, part of its claim.
        leading: int | None = None
        for index, segment in enumerate(segments):
            inside = [f for f in figures if segment[0] <= f.number_start < segment[1]]
            if givers[index] is not None and not inside:
                leading = None
                continue
            given_by = givers.get(index + 1)
            if inside and len(inside) == 1 and given_by is not None and not inside[0].speaker:
                span = (leading if leading is not None else segment[0], segment[1])
                self._propose_figure(inside[0], span, given_by, in_quotation, sentence)
                leading, previous = None, inside[0]
                continue
            if not inside:
                if not in_quotation and has_words(self.text, *segment, 5):
                    self._propose_clause(segment, speaker, None, sentence)
                    leading = None
                elif leading is None:
                    leading = segment[0]
                continue
            if leading is not None and len(inside) == 1 and not COMPARISON.match(self.text, segment[0]):
                segment = (leading, segment[1])
            leading = None
            giver = givers.get(index - 1) if RELATIVE_SPEECH.match(self.text, segment[0], segment[1]) else None
            for figure in inside:
                compares = COMPARISON.match(self.text, segment[0])
                if previous and previous.speaker and not figure.speaker and compares:
                    # "… puts the number of cases at 3,500, up 20% on last year": the
                    # comparison is part of the same source's figure.
                    figure = replace(figure, speaker=previous.speaker, attribution=previous.attribution)
                previous = figure
                span = segment if len(inside) == 1 else (max(figure.start, segment[0]), min(figure.end, segment[1]))
                window = next((f for f in inside if f.number_start > figure.end), None)
                if window and is_a_duration(window.unit) and WINDOW_OF_THE_FIGURE_BEFORE.fullmatch(
                    self.text, figure.end, window.start
                ):
                    # 'invested "more than £40m" over ten years': the sum's claim holds its window.
                    span = (span[0], min(window.end, segment[1]))
                if len(inside) > 1 and figure is inside[0] and has_words(self.text, segment[0], span[0], 5):
                    # "X fue elegido jugador más valioso con 24 puntos y 9 asistencias": the
                    # words before the first figure say what it is about.
                    span = (segment[0], span[1])
                if figure.start < segment[0] and len(inside) == 1:
                    # "… the number of troops that the ministry puts at 235,000" starts
                    # before a comma: keep the construction whole.
                    span = (figure.start, segment[1])
                # "…, según la Unión de Maestros, que calcula que …": the source speaks on.
                self._propose_figure(figure, span, giver or speaker, in_quotation, sentence)
            # "…por 310 millones (unos 83 millones de dólares) y que …": the words after, a claim.
            joined = AND_THAT.match(self.text, max(f.end for f in inside), segment[1]) if len(inside) > 1 else None
            tail = trim(self.text, joined.end(), segment[1]) if joined and not in_quotation else None
            if tail and has_words(self.text, *tail, 5):
                self._propose_clause(tail, speaker, None, sentence)
        return True

    def _giver(self, segment: Span) -> Speaker | None:
        """The source a comma segment that is only "según X" / "according to X" names,
        when it names someone (a name, a body or a role)."""
        words = self.text[segment[0] : segment[1]]
        according = ACCORDING_SEGMENT.match(words)
        if according is None or not looks_like_speaker(according.group("who")):
            return None
        who_start = segment[0] + according.start("who")
        frame = Frame(
            segment[0], segment[1], according.group("who"), who_start, according.group("how").strip(), None, False
        )
        return self._speaker(frame)

    def _propose_figure(self, figure: Figure, span: Span, speaker: Speaker, in_quotation: bool, sentence: Span):
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
            statement = said_sentence(speaker, words, self.language)
        elif speaker.how != "none" or speaker.role:
            statement = reported_sentence(speaker, words, self.language)
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

    def _propose_clause(self, clause: Span, speaker: Speaker, attribution: Attribution | None, sentence: Span):
        words = self.text[clause[0] : clause[1]]
        if not has_words(self.text, *clause, MIN_CLAIM_WORDS) or words.rstrip().endswith("?"):
            return
        if speaker.how == "none" and not speaker.role and attribution is None:
            # "…, y reconoció que el Estado llegó tarde": the sentence's subject speaks.
            again = self._subject_speaking_again(clause[0], sentence)
            if again is not None:
                joined = re.match(r"(?:y|e|and|aunque|pero|but|although|though)\s+", words, re.IGNORECASE)
                if joined:
                    clause, words = (clause[0] + joined.end(), clause[1]), words[joined.end() :]
                speaker, attribution = self._speaker(again), Attribution(*clause, again)
            else:
                later = later_speech(self.text, sentence[0], clause[0], clause[1])
                if later is not None:
                    # "The Trust … gave the deal a cautious welcome but said it wanted
                    # …": the first predicate is the article's, the reported words the
                    # subject's.
                    frame = self._later_frame(later)
                    first = (clause[0], later.split)
                    if later.first_spoken:
                        speaker, attribution = self._speaker(frame), Attribution(*first, frame)
                    self._propose_clause(first, speaker, attribution, sentence)
                    reported = (later.claim_start, clause[1])
                    self._propose_clause(reported, self._speaker(frame), Attribution(*reported, frame), sentence)
                    return
        if names_someone(words.strip(" ,.;")):
            # "El portavoz de la oposición, Joaquín Lerma, criticó …": the role before
            # the name says who, not what; it is no claim of its own.
            return
        attributed = speaker.how != "none" or bool(speaker.role)
        if is_headline(self.text, *clause) or (not attributed and says_nothing_alone(self.text, *clause)):
            # A headline sums up the story, whoever it says speaks ("Villagers say the
            # mine dries their wells"); "Not everyone is persuaded" is a mood.
            return
        allegation = bool(attribution and attribution.frame.allegation) or bool(HEDGES_LOWER.search(lowered(words)))
        if not attributed and SPECULATION.search(words):
            # "a military intervention could be on the cards": not checkable as said.
            return
        if allegation:
            kind = "allegation"
        elif attributed:
            kind = "fact"
        elif TEMPORAL_LOWER.search(lowered(words)) or PAST_TENSE.search(words):
            kind = "event"
        else:
            kind = "fact"
        if attributed:
            statement = reported_sentence(speaker, words, self.language)
            if GERUND_FIRST.match(words):
                statement = statement_from(self.text[sentence[0] : sentence[1]])
            confidence = 0.7 if speaker.how != "none" else 0.55
        else:
            own = words if words[:1].isupper() and not re.match(r"(?:He|She|It|They|This|These)\b", words) else None
            statement = statement_from(own or self.text[sentence[0] : sentence[1]])
            confidence = 0.45 if kind != "fact" else 0.35
        self._add(clause[0], clause[1], kind, statement, speaker, confidence)

    def _add(self, start, end, kind, statement, speaker: Speaker, confidence, **figure):
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


# "…, repartidora de 24 años, …": in who someone is, "de N años" is their age.
AGE_OF_SOMEONE_BEFORE = re.compile(r"\b[^\W\d_]+\s+de\s+$")
YEARS_OF_AGE = re.compile(r"años|meses")


def _an_age(text: str, figure: Figure) -> bool:
    return bool(
        YEARS_OF_AGE.fullmatch(figure.unit)
        and figure.value is not None
        and figure.value < 120
        and AGE_OF_SOMEONE_BEFORE.search(text, max(0, figure.start - 30), figure.start)
    )


# "the two shelters", "los dos albergues": a count named with a definite article.
THE_BEFORE = re.compile(r"\b(?:the|el|la|los|las)\s+$", re.IGNORECASE)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
