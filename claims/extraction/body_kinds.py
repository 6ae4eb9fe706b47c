"""Which body a noun of its kind alone means: "the force", "the ministry", "the
company", "the club", "the nonprofit", "la empresa", "el departamento", "police".

The text names a body once and then calls it by what it is. `BodyKinds` (a part of
`claims.extraction.speakers.SpeakerResolution`) finds the one body named before that
is of the noun's kind, by:

1. its name holding the noun or a synonym ("the force" is the Lakeside Police force,
   "el departamento" the Ministerio de Salud);
2. the noun said right before its name ("the messaging app Chatterly", "la empresa
   Carbones del Valle") or leading it ("Minera Altiplano Litio" is a mining company);
3. its legal form ("Carrow Health Supply Co.", "Acme Inc.", "Grupo Ferral S.A."): a
   company;
4. when no body named is of that kind and the noun is one any body may be called by
   ("the club", "the nonprofit", "the organization", "la entidad"), the body the story
   is about: the first named in its opening paragraph, named again later, and whose
   own name says no other kind ("Harbourside City have agreed to sell …. The club
   said", "A ransomware attack on Lakeshore Health …. The nonprofit said"); but
   first, the body that opened a sentence speaking just before ("Solara said in a
   statement …. “…,” the company said"), if no person and no other kind of body.

A noun any public body may be called by ("el organismo", "the agency") opening a
sentence is first the body the sentence right before cites as its source ("…, según
datos de la Defensoría del Pueblo. El organismo ha advertido …").

Only when exactly one body fits: two companies named and "the company said" is no
one. "In a statement, it said" after a sentence whose subject is such a noun ("The
company did not admit wrongdoing.") is that body too (`body_subject_before`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import ARTICLES, ORGANISATION_WORDS, fold, is_capitalised
from claims.extraction.places import is_place
from claims.extraction.sentences import trim
from claims.extraction.speaker_phrases import names_a_body, parse_speaker, source_kind_for
from claims.extraction.speech_verbs import SPEECH_VERBS

# The words a newspaper's masthead holds: "Northern Chronicle", "The Daily Herald",
# "Diario del Sur", "La Gaceta de Tucumán".
NEWSPAPER_NAMES = frozenset(
    """newspaper chronicle times post herald gazette tribune journal courier observer guardian
    telegraph mail express examiner inquirer dispatch echo bulletin""".split()
)
PERIODICO_NAMES = frozenset("diario periodico heraldo gaceta cronica tribuna".split())
# A body named by its kind alone: "the ministry", "el departamento", "la Policía",
# "police" (which English writes without an article).
BODY_NOUN = re.compile(r"(?:(?:the|el|la)\s+(?P<noun>[^\W\d_]+)|(?P<noun2>police))", re.IGNORECASE)
COMPANY_KINDS = frozenset({"company", "firm", "corporation", "empresa", "compania", "firma", "sociedad"})
# A Spanish company's name may hold its trade in the plural: "Construcciones Ebro",
# "Luna Roja Producciones" are companies.
TRADE_PLURALS = ("producciones", "construcciones", "distribuciones")
# What else a body's name may call it: "the force" is a police force.
BODY_SYNONYMS = {
    "force": {"police", "constabulary"},
    "ministry": {"ministry", "department"},
    "department": {"department", "ministry"},
    "ministerio": {"ministerio", "departamento"},
    "departamento": {"departamento", "ministerio", "consejeria"},
    "cartera": {"ministerio", "consejeria"},
    "policia": {"policia"},
    "police": {"police"},
    # A company is named by a common noun before its name as often as in it: "the
    # messaging app Chatterly", "la empresa Carbones del Valle".
    "company": {
        "company", "firm", "app", "corporation", "group", "carrier", "airline", "retailer", "manufacturer",
        "maker", "carmaker", "automaker", "chipmaker", "drugmaker",
    },
    "firm": {"company", "firm", "app", "corporation", "group", "manufacturer", "maker"},
    # A public body is called by what any public body is: "the agency" after "the
    # Federal Aviation Administration", "el organismo" after "el Servicio Nacional de
    # Sanidad" or "la Unidad Nacional para la Gestión del Riesgo".
    "agency": {"agency", "administration", "service", "authority", "commission", "bureau", "office", "institute"},
    "body": {"agency", "administration", "authority", "commission", "council", "board", "institute"},
    "organismo": {
        "organismo", "agencia", "servicio", "instituto", "comision", "unidad", "oficina", "autoridad",
        "superintendencia", "consejo", "direccion",
    },
    # A utility is named by what it supplies: "the utility" after "the Scioto Valley
    # Water Authority", "Lakeside Power", "Northgrid Energy"; "la eléctrica" after
    # "Energía del Sur".
    "utility": {"utility", "utilities", "water", "power", "energy", "electric", "electricity", "gas"},
    "electrica": {"electrica", "energia", "electricidad", "luz"},
    "empresa": {"empresa", "compania", "firma", "grupo", "aerolinea", "naviera", "minera", "fabricante", *TRADE_PLURALS},
    "compania": {"empresa", "compania", "firma", "grupo", "aerolinea", "naviera", "minera", "fabricante", *TRADE_PLURALS},
    # Mexico's word for any government body: "la dependencia" after "la Secretaría de Salud".
    "dependencia": {"secretaria", "ministerio", "instituto", "comision", "dependencia", "consejeria"},
    "entidad": {"entidad", "empresa", "compania", "fundacion", "asociacion", "banco"},
    # A ruling speaks for the court that gave it: "señala la sentencia" after "La
    # Audiencia Provincial ha condenado …", "the ruling said" after "the High Court".
    # A newspaper is called by what it is after its masthead: "the newspaper" after
    # "the Northern Chronicle", "el diario" after "El Heraldo del Sur".
    "newspaper": NEWSPAPER_NAMES,
    "paper": NEWSPAPER_NAMES - {"journal"},
    "diario": PERIODICO_NAMES,
    "periodico": PERIODICO_NAMES,
    "rotativo": PERIODICO_NAMES,
    # A publisher is called by its trade after its imprint: "la editorial" after
    # "Ediciones Tramontana" (English "the publisher" is as often a person).
    "editorial": {"editorial", "ediciones", "editores", "libros"},
    # A trade's noun is in its name as the trade's own plural or word: "la productora"
    # after "Ritmo Sur Producciones", "la constructora" after "Construcciones Ebro",
    # "the bank" or "the lender" after "Lakeshore Savings" or "Harbor Bancorp".
    "productora": {"productora", "producciones"},
    "constructora": {"constructora", "construcciones"},
    "distribuidora": {"distribuidora", "distribuciones"},
    "bank": {"bank", "savings", "bancorp", "banco"},
    "lender": {"bank", "savings", "bancorp", "lender"},
    "sentencia": {"audiencia", "tribunal", "juzgado", "sala"},
    # "señala la resolución", "según el fallo" after a court: its ruling by another name.
    "resolucion": {"audiencia", "tribunal", "juzgado", "sala"},
    "fallo": {"audiencia", "tribunal", "juzgado", "sala"},
    "ruling": {"court", "tribunal"},
    "judgment": {"court", "tribunal"},
    # A district that runs something is a body when its name says what
    # (`SERVICE_DISTRICT`): "the district" after "the Maple Grove School District", "el
    # distrito" after "el Distrito Escolar Norte".
    "district": {"district"},
    "distrito": {"distrito"},
}
# What a district that is a body runs: "School District", "Water District", "Distrito
# Escolar"; a district without such a word ("the Eastern District") is a place.
SERVICE_DISTRICT = frozenset(
    """school schools unified water fire irrigation transit sanitation sanitary hospital health park parks
    utility library escolar sanitario riego""".split()
)
# Nouns any public body may be called by, which the body the sentence before cites as
# its source is meant by before any other of the kind: "el organismo", "the agency".
ANY_PUBLIC_BODY = frozenset({"organismo", "agency", "body", "entidad", "institucion", "institution"})
# Nouns any body at all is called by, public or not: "la entidad", "la institución".
ANY_BODY_NOUN = frozenset({"entidad", "institucion", "institution"})
# Nouns any body may be called by, whatever its name: the story's body when no body
# named is of that kind.
ANY_BODY_KINDS = frozenset(
    """club nonprofit charity organization organisation company firm group
    club entidad organizacion empresa compania ong""".split()
)
# A company's governing board, which speaks for it: "the board (of directors)", "el
# consejo de administración", "la junta directiva".
GOVERNING_BOARD = re.compile(
    r"(?:the|its|el|su|la)\s+(?:(?:company'?s|executive)\s+)?(?:(?P<english>board)(?:\s+of\s+directors)?|"
    r"consejo\s+de\s+administración|junta\s+directiva)",
    re.IGNORECASE,
)
# Companies named by their trade, which the text gives a body before its name ("la
# promotora, Lunar Live", "the contractor Brightline Build") and then calls it by.
TRADE_KINDS = frozenset(
    """promotora constructora aseguradora distribuidora operadora concesionaria adjudicataria
    contratista developer contractor builder operator insurer promoter distributor""".split()
)
# The legal form closing a company's name: "Co.", "Inc", "Ltd", "S.A.", "S.L.", "GmbH".
LEGAL_FORMS = frozenset("co inc corp ltd llc plc sa sl sau sab gmbh ag nv bv spa".split())
# The kind a text gives a body before its name: "the messaging app Chatterly", "la
# fabricante de automóviles Autonova" (the kind, then what it makes).
# Or, after its article, set off by a comma: "la promotora, Lunar Live", "la empresa
# constructora, Grupo Norte" (not "el Ministerio de Agricultura, Pesca y …").
KIND_BEFORE_NAME = re.compile(
    r"(?:(?P<kind>[^\W\d_]+)(?:\s+(?:de|of)\s+[^\W\d_]+)?"
    r"|\b(?:the|el|la|a|an|un|una)\s+(?:[^\W\d_]+\s+)?(?P<set_off>[^\W\d_]+),)\s+$",
    re.IGNORECASE,
)
# The kind a text gives a body right after its name, set off by a comma: "Crestline
# Therapeutics, a Boston biotech company,", "Laboratorios Crestal, una farmacéutica con sede …".
KIND_AFTER_NAME = re.compile(r",\s+(?:a|an|un|una)\s+(?P<words>[^,.;:()“”\"«»\n]{2,80})")
# How far into that description the kind may come: "a Manhattan-based biotech company".
KIND_AFTER_NAME_WORDS = 4
POLICE_NOUNS = frozenset({"police", "policia"})
# What a text says a company does to a place before its name: "the farm, owned by Acme
# Eggs", "la planta, propiedad de Lácteos del Sur", "operated by", "gestionada por".
OWNER_BEFORE_NAME = re.compile(
    r"(?:owned|operated|run|managed|propiedad|gestionad[oa]s?|operad[oa]s?|explotad[oa]s?)\s+(?:by|de|por)\s+$",
    re.IGNORECASE,
)
FOLDED_ORGANISATION_WORDS = frozenset(fold(word) for word in ORGANISATION_WORDS)
# A sentence whose subject is a body's kind alone: "The company did not admit wrongdoing."
KIND_SUBJECT = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))(?P<phrase>(?:The|El|La)\s+[a-záéíóúñ]+)\s")
# Where a sentence opens in a paragraph.
SENTENCE_START = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))(?=[A-ZÁÉÍÓÚÑ¿¡])")
# A sentence start, or a quotation opening a sentence ("… su aplicación. «Ningún …»").
SENTENCE_OR_QUOTATION_START = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))(?=[A-ZÁÉÍÓÚÑ¿¡«“\"—])")
# A phrase set off by a comma that opens a sentence before its subject: "En un
# comunicado, ", "On Tuesday, ".
OPENING_INTRO = re.compile(r"[A-ZÁÉÍÓÚÑ][^,.;:“”\"«»]{1,40},\s+")
# One capitalised word, then a word in lower case: a common noun opening a sentence
# ("Consumer group BEUC"), not a body's name.
COMMON_NOUN_OPENING = re.compile(r"[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\s+[a-záéíóúñ]+\s+[A-ZÁÉÍÓÚÑ]")
# What may stand before a body opening a sentence: its article, or its kind set off by
# commas ("El regulador, el Consejo del Café-Cacao, defiende …").
BEFORE_OPENING_BODY = re.compile(
    r"(?:(?:The|El|La|Los|Las)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+)?,\s+)?(?:(?:the|el|la|los|las|The|El|La|Los|Las)\s+)?"
)
# A sentence that opens with a body's name speaking, perhaps with what it is set off by
# commas: "Kessler Pharmaceuticals, one of the largest suppliers, said in a statement".
SPEAKING_BODY_OPENS = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=[.!?][”\"»]\s)|(?<=\n))(?P<name>[A-ZÁÉÍÓÚÑ][\w’'\-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w’'\-]+){{0,4}})"
    rf"(?:,\s[^,.;:“”\"«»\n]{{2,120}},)?\s+(?:also\s+|has\s+|had\s+|have\s+)*(?:{SPEECH_VERBS})\b",
    re.MULTILINE,
)
# A paragraph long enough to open the story, not a headline, a byline or a caption.
OPENING_WORDS = 20


def legal_form(name: str) -> bool:
    """Whether a name ends with a company's legal form: "Carrow Health Supply Co."."""
    last = fold(name).split()[-1:] if name.split() else []
    return bool(last) and re.sub(r"[.\u2024]", "", last[0]) in LEGAL_FORMS


class BodyKinds:
    """The steps of `SpeakerResolution` that tell which body a noun alone means."""

    def _body_described(self, phrase: str, position: int) -> str | None:
        """The body named before that a kind and words of its name describe: "The
        producers’ council" is the National Egg Producers Council, "el consejo de
        productores" the Consejo Nacional de Productores."""
        words = [w for w in re.findall(r"[^\W\d_]+", fold(phrase)) if w not in {"the", "el", "la", "de", "del", "s"}]
        if not 2 <= len(words) <= 3 or phrase[:1].islower() or any(w[:1].isupper() for w in phrase.split()[1:]):
            return None
        for head in (words[-1], words[0]):
            body = self._body_meant(f"the {head}", position)
            if body is not None and all(re.search(rf"\b{w}", fold(body)) for w in words if w != head):
                return body
        return None

    def _body_meant(self, phrase: str, position: int) -> str | None:
        """The one body named before `position` that a definite noun alone ("the
        force", "el departamento", "the club") means; police no one named are police
        all the same; a company no one named is no one."""
        found = self._body_of_noun(phrase, position)
        board = GOVERNING_BOARD.fullmatch(phrase.strip()) if found is None else None
        if board is not None:
            # "the board said", "el consejo de administración atribuyó …": no body named
            # a board, the board speaks for the company it governs.
            return self._body_of_noun("the company" if board.group("english") else "la empresa", position)
        return found

    def _body_of_noun(self, phrase: str, position: int) -> str | None:
        match = BODY_NOUN.fullmatch(phrase.strip())
        if match is None:
            return None
        head = fold(match.group("noun") or match.group("noun2"))
        kinds = BODY_SYNONYMS.get(head, {head})
        if head in ANY_BODY_NOUN:
            # "La Cámara de Libreros advirtió que …. «…», señaló la entidad": a noun any
            # body is called by is the one that spoke just before, of whatever kind.
            speaking = self._body_speaking_before(FOLDED_ORGANISATION_WORDS, position)
            if speaking is not None:
                return speaking
        if not kinds & (FOLDED_ORGANISATION_WORDS | BODY_SYNONYMS.keys() | ANY_BODY_KINDS | TRADE_KINDS):
            return None
        if head in ANY_PUBLIC_BODY:
            source = self._body_the_sentence_before_cites(kinds, position)
            if source is not None:
                return source
        found: list[str] = []
        last_of_kind = -1
        for mention in self.mentions:
            if mention.start >= position or not self._of_kind(mention, kinds):
                continue
            if any(start <= mention.start < end for start, end in self.quoted):
                # "Banners reading "Sell The Club"": a slogan or a title, no body.
                continue
            name = re.sub(r"^(?:the|el|la|los|las)\s+", "", mention.name, flags=re.IGNORECASE)
            if head in {"district", "distrito"}:
                if not set(fold(name).split()) & SERVICE_DISTRICT:
                    continue
            elif self._is_a_place(name):
                continue
            found.append(name)
            last_of_kind = mention.start
        if found and head in ANY_BODY_KINDS:
            speaking = self._body_that_spoke_since(kinds, position, last_of_kind)
            if speaking is not None:
                return speaking
        # "Policía" and "Policía Nacional" are one body, by its fuller name.
        distinct = [n for n in found if not any(fold(n) != fold(o) and fold(n) in fold(o) for o in found)]
        if len({fold(n) for n in distinct}) == 1:
            return max(distinct, key=len)
        if not found and head in POLICE_NOUNS:
            noun = match.group("noun") or match.group("noun2")
            return noun if noun[:1].isupper() else phrase.strip()
        if not found and head in ANY_BODY_KINDS:
            return self._body_speaking_before(kinds, position) or self._story_body(kinds, position)
        return None

    def _body_the_sentence_before_cites(self, kinds: set[str], position: int) -> str | None:
        """The body the sentence right before cites as its source, in the same
        paragraph, when its name says no other kind: "…, según datos del Comisionado
        Nacional de los Derechos Humanos. El organismo ha advertido …" is the
        commissioner, not an institute named earlier."""
        paragraph = next(((s, e) for s, e in self.paragraphs if s <= position <= e), None)
        if paragraph is None:
            return None
        # Up to the noun's first letter, which the look-ahead reads.
        starts = [m.start() for m in SENTENCE_START.finditer(self.text, paragraph[0], position + 1)]
        if paragraph[0] not in starts:
            starts.insert(0, paragraph[0])
        if len(starts) < 2 or self.text[starts[-1] : position].strip():
            # Only a noun that opens its sentence: "El organismo ha advertido …".
            return None
        from claims.extraction.attributions import find_attributions  # attributions reads bodies: import late.

        sentence = trim(self.text, starts[-2], starts[-1], connectives=True)
        found = find_attributions(self.text, *sentence) if sentence else []
        if not found:
            return None
        name = self._speaker(found[-1].frame).name
        if not name or not names_a_body(name) or is_place(name) or self._named_as_person(name):
            return None
        if set(fold(name).split()) & FOLDED_ORGANISATION_WORDS - kinds and source_kind_for(name) != "government_body":
            # "… según la Universidad de Lima. El organismo …": a university is no public
            # body; "la Defensoría del Pueblo" is one, whatever its noun.
            return None
        return re.sub(r"^(?:the|el|la|los|las)\s+", "", name, flags=re.IGNORECASE)

    def _body_speaking_before(self, kinds: set[str], position: int) -> str | None:
        """The body that opened the last sentence speaking, in this paragraph or the
        one before, when its name says no other kind: "Solara said in a statement
        …. “…,” the company said." is Solara."""
        frame = self._last_speaker_phrase(position)
        if frame is None:
            return None
        name = parse_speaker(frame.speaker).name
        if not name or not is_capitalised(name) or not names_a_body(name) or is_place(name):
            return None
        if self._named_as_person(name):
            # "Ruiz said …" after "Ana Ruiz": a person, whatever "the company" means.
            return None
        if set(fold(name).split()) & FOLDED_ORGANISATION_WORDS - kinds:
            # "Northern Bank said …" and then "the club": another kind of body.
            return None
        return name

    def _body_that_spoke_since(self, kinds: set[str], position: int, since: int) -> str | None:
        """The body that opened a sentence speaking, in this paragraph or the one before,
        after the last body of the noun's kind was named, when its own name says no
        other kind: "… according to data from the analytics firm MedTrack. Kessler
        Pharmaceuticals, one of the largest suppliers, said in a statement … “…,” the
        company said" is Kessler, the company the paragraph is about."""
        found = self._last_match(SPEAKING_BODY_OPENS, position)
        if found is None or found.start("name") <= since:
            return None
        name = found.group("name")
        if not names_a_body(name) or is_place(name) or self._named_as_person(name):
            return None
        if name.split()[0].lower() in {"the", "el", "la", "los", "las", "a", "an", "un", "una"}:
            return None
        if set(fold(name).split()) & FOLDED_ORGANISATION_WORDS - kinds:
            return None
        return name

    def _named_as_person(self, name: str) -> bool:
        """Whether a person's name holds the word ("Ana Ruiz"); "Solara Cruise Line",
        led by no first name, is not one, however the names read it."""
        folded = fold(name)
        return any(
            m.is_person and not names_a_body(m.name) and folded in fold(m.name).split() for m in self.mentions
        )

    def _of_kind(self, mention, kinds: set[str]) -> bool:
        words = fold(mention.name).split()
        if not mention.is_person and set(words) & kinds:
            return True
        if kinds & COMPANY_KINDS and legal_form(mention.name):
            # "Carrow Health Supply Co." is a company, person-like name or not.
            return True
        if kinds & COMPANY_KINDS and OWNER_BEFORE_NAME.search(self.text, max(0, mention.start - 25), mention.start):
            # "The farm, owned by Prairie Eggs, …": who owns or runs a place is a company.
            return names_a_body(mention.name)
        if len(words) > 1 and words[0] in kinds:
            # "Minera Altiplano Litio": the kind leads the name.
            return True
        after = KIND_AFTER_NAME.match(self.text, mention.end, mention.end + 80)
        described = fold(after.group("words")).split()[:KIND_AFTER_NAME_WORDS] if after is not None else []
        if set(described) & kinds and names_a_body(mention.name):
            return True
        # "the messaging app Chatterly", "la empresa Carbones del Valle": the kind the
        # text gave the body, right before its name.
        before = KIND_BEFORE_NAME.search(self.text, max(0, mention.start - 45), mention.start)
        if before is None:
            return False
        return fold(before.group("kind") or before.group("set_off")) in kinds and names_a_body(mention.name)

    def _story_body(self, kinds: set[str], position: int) -> str | None:
        """The body a story is about: the first one named in its opening paragraph
        (not a dateline's place or agency, nor a person) that the text names again
        later, when its own name says no other kind of body. A standfirst that names
        no body ("La compañía, que acumulaba pérdidas …") leaves it to the paragraph
        after."""
        openings = [
            (start, end)
            for start, end in self.paragraphs
            if len(self.text[start:end].split()) >= OPENING_WORDS and start < position
        ][:2]
        for opening in openings:
            if any(opening[0] <= m.start < min(opening[1], position) and self._story_candidate(m) for m in self.mentions):
                break
        else:
            return None
        for mention in self.mentions:
            if not opening[0] <= mention.start < min(opening[1], position):
                continue
            if not self._story_candidate(mention):
                continue
            name = re.sub(r"^(?:the|el|la|los|las)\s+", "", mention.name, flags=re.IGNORECASE)
            own_kinds = set(fold(name).split()) & FOLDED_ORGANISATION_WORDS
            if own_kinds - kinds:
                # "Northern Bank" is a bank, not "the club".
                return None
            first = fold(name).split()[0]
            named_again = any(
                m.start > opening[1] and [w for w in fold(m.name).split() if w not in ARTICLES][:1] == [first]
                for m in self.mentions
            )
            return name if named_again else None
        return None

    def _story_candidate(self, mention) -> bool:
        """Whether a name in the opening may be the story's body: not a dateline's place
        or agency ("COLUMBUS, Ohio (AP) —"), nor a place or a person."""
        name = re.sub(r"^(?:the|el|la|los|las)\s+", "", mention.name, flags=re.IGNORECASE)
        if name.isupper() or self.text[max(0, mention.start - 1) : mention.start] == "(":
            return False
        return not (is_place(name) or not names_a_body(name) or (mention.is_person and mention.title))

    def _body_opening_sentence_before(self, position: int, quotation: bool = False) -> str | None:
        """The body the sentence right before opens with, in the same paragraph, when no
        person is named after it: "El regulador, el Consejo del Café-Cacao, defiende el
        sistema. En un comunicado, aseguró que …" is the council speaking. A quotation
        whose verb has no subject ("«…», aseguró") opens a sentence of its own, and
        when it opens its paragraph, the sentence before closes the paragraph before
        ("El Banco Austral reconoció el fallo. ¶ «…», aseguró.")."""
        index = next((i for i, (s, e) in enumerate(self.paragraphs) if s <= position <= e), None)
        if index is None:
            return None
        paragraph = self.paragraphs[index]
        pattern = SENTENCE_OR_QUOTATION_START if quotation else SENTENCE_START
        starts = [m.start() for m in pattern.finditer(self.text, paragraph[0], position)]
        if paragraph[0] not in starts:
            starts.insert(0, paragraph[0])
        if len(starts) < 2 and quotation and index > 0:
            before = self.paragraphs[index - 1]
            starts = [m.start() for m in pattern.finditer(self.text, before[0], before[1])][-1:] or [before[0]]
            starts.append(paragraph[0])
        if len(starts) < 2:
            return None
        previous, current = starts[-2], starts[-1]
        inside = [m for m in self.mentions if previous <= m.start < position]
        kind = KIND_SUBJECT.match(self.text, previous) if quotation else None
        if kind is not None and not any(m.is_person for m in inside):
            # "El banco atribuyó la falla a … «…», aseguró.": the body the kind means.
            return self._body_meant(kind.group("phrase"), previous)
        if not inside or inside[0].start >= current:
            return None
        body = inside[0]
        # "En un comunicado, Banco Meridiano atribuyó …": after a phrase set off by a comma.
        intro = OPENING_INTRO.match(self.text, previous, body.start) if quotation else None
        if not BEFORE_OPENING_BODY.fullmatch(self.text, intro.end() if intro else previous, body.start):
            return None
        if quotation and body.start == previous and COMMON_NOUN_OPENING.match(self.text, body.start):
            # "Consumer group BEUC said …": a common noun a sentence capitalises.
            return None
        if not names_a_body(body.name) or is_place(body.name) or self._named_as_person(body.name):
            return None
        if any(m.is_person and not names_a_body(m.name) for m in inside[1:]):
            return None
        return re.sub(r"^(?:the|el|la|los|las)\s+", "", body.name, flags=re.IGNORECASE)

    def _body_subject_before(self, position: int) -> str | None:
        """The body "it" means after a sentence whose subject is that body's kind alone,
        in the same paragraph: "The company did not admit wrongdoing. In a statement,
        it said …"."""
        paragraph = next(((s, e) for s, e in self.paragraphs if s <= position <= e), None)
        if paragraph is None:
            return None
        found = None
        for match in KIND_SUBJECT.finditer(self.text, paragraph[0], position):
            found = match
        if found is None:
            return None
        return self._body_meant(found.group("phrase"), found.start())


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
