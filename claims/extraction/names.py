"""People and organisations named in running text, and the word lists that tell them apart.

Without a trained model, a name is a run of capitalised words. Rules then tell a
person ("Raúl Daniel Alvarenga", "Colonel Rubén Paz") from an organisation ("the
Foreign Ministry", "El País") or a place ("New York"). How a speaker phrase splits
into a name and a role, and what kind of source a new name is, live in
`speaker_phrases`; what around a name shows it is a person's (a role, a trade, an
apposition, a speech verb), in `person_evidence`. The word lists are English and Spanish.
"""

import re
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import compress

from claims.extraction.caseless import holds_any
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.frozen_records import quick_init
from claims.extraction.places import is_place

# MASK stands for an abbreviating full stop (`claims.extraction.sentences`): "Sgt.",
# "U.S." and "EE.UU." are one word each.
WORD = re.compile(r"[^\W\d_][\w’'\-\u2024]*|\d[\w,.]*")
POSSESSIVE = re.compile(r"(?:[’']s|[’'])$")
# The word before a name, and the word governing it past an article ("told the").
# (A word's letters are taken whole, "++": giving some back leaves a letter where the
# window had to end, so they only made re try every shorter word before failing.)
WORD_BEFORE = re.compile(r"([^\W\d_]++)\W*$")
# A sentence's end between the word and the name governs nothing: "…what they voted
# on.\"\n\nPrentice congratulated …" opens with its subject.
GOVERNING_WORD_BEFORE = re.compile(r"([^\W\d_]++)(?:(?![.!?\n])\W)*(?:(?:the|el|la|los|las)\s+)?$")

# A relative clause whose subject is the name before it, past an age: ", de 67 años,
# quien …", ", 54, who …".
RELATIVE_SUBJECT_AFTER = re.compile(
    r",\s+(?:(?:de\s+|aged\s+)?\d{1,3}(?:\s+años)?,\s+)?(?:quien|quienes|who)\b", re.IGNORECASE
)

TITLES = frozenset(
    """president vice-president colonel col general gen sergeant sgt captain capt major
    lieutenant lt commander admiral minister senator sen representative rep governor gov
    mayor judge dr doctor professor prof mr mrs ms sir dame lord lady king queen prince
    princess pope bishop father archbishop ambassador secretary chancellor premier
    spokesman spokeswoman spokesperson chief ceo director chairman chairwoman commissioner
    inspector superintendent detective sheriff marshal brigadier corporal reverend rev rabbi
    imam cardinal ombudsman det insp supt cmdr cr cllr cdr mp mep msp executive
    presidente presidenta vicepresidente vicepresidenta coronel sargento capitán capitan
    teniente comandante almirante ministro ministra senador senadora gobernador gobernadora
    alcalde alcaldesa juez jueza señor señora sr sra don doña embajador embajadora canciller
    diputado diputada directora secretario secretaria portavoz fiscal prosecutor
    dra gral sgto cnel tte lic ing srta profa cabo
    firefighter nurse coach officer trooper constable agent economist analyst researcher
    scientist lawyer attorney activist student teacher pilot councillor councilor alderman
    councilman councilwoman councilmember alderwoman assemblyman assemblywoman congressman
    congresswoman selectman selectwoman
    manager bombero bombera enfermera enfermero entrenador principal headteacher
    regulator controller comptroller auditor registrar coroner treasurer warden envoy master""".split()
)
# A title may be several words ending in one of TITLES ("Prime Minister", "Foreign
# Affairs Minister", "Lt. Gen."), but no longer than this.
MAX_TITLE_WORDS = 4
# What may follow a name without being one: "Martin Luther King Jr." is no king.
NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
CREDENTIALS = NAME_SUFFIXES | {"m.d", "md", "ph.d", "phd", "r.n", "esq", "mba", "dds", "d.o"}

# People in the plural, named by what they are: "officials", "fuentes del servicio".
ROLE_PLURALS = frozenset(
    """officials witnesses residents analysts experts authorities sources police prosecutors
    critics activists diplomats doctors observers investigators researchers scientists
    organisers organizers officers soldiers lawyers relatives neighbours neighbors
    funcionarios testigos vecinos analistas expertos autoridades fuentes""".split()
)
# Lower-case words before a name that say it is a person's: "union leader Ana Ruiz".
ROLE_NOUNS = frozenset(
    """leader executive official officer spokesman spokeswoman spokesperson founder owner
    manager coach player striker goalkeeper captain analyst economist researcher scientist
    lawyer attorney prosecutor nurse doctor surgeon teacher student farmer resident worker
    driver pilot actor singer writer author activist campaigner economist chair chairman
    chairwoman head deputy member councillor councilor candidate rival winner champion
    líder jefe jefa portavoz dirigente directora director gerente entrenador jugador
    delantero abogado abogada fiscal enfermera enfermero médico médica profesor profesora
    estudiante agricultor vecino vecina trabajador conductor piloto activista concejal
    concejala candidato candidata investigador investigadora economista consejero consejera
    delegado delegada subdelegado subdelegada regidor regidora adjunto adjunta asesor asesora
    coordinador coordinadora rector rectora decano decana""".split()
)

PRONOUNS = frozenset({"he", "she", "it", "they", "él", "ella", "ellos", "ellas"})
PERSON_PRONOUNS = frozenset({"he", "she", "él", "ella"})

# Words that make a name an organisation, by the kind of source they suggest.
MEDIA_WORDS = frozenset(
    """newspaper newspapers daily magazine broadcaster television tv radio channel news
    outlet times post herald tribune journal gazette reuters diario periódico periodico
    revista cadena emisora televisión agencia mail telegraph guardian chronicle""".split()
)
ARMED_WORDS = frozenset(
    """army armed forces military navy police guard militia troops battalion brigade
    ejército ejercito fuerzas armadas policía policia guardia militares""".split()
)
GOVERNMENT_WORDS = frozenset(
    """ministry government department administration embassy office presidency cabinet
    parliament congress senate court authorities authority prosecutor council
    ministerio gobierno departamento administración embajada oficina presidencia
    gabinete parlamento congreso senado tribunal juzgado fiscalía fiscalia defensoría cancillería
    alcaldía gobernación secretaría""".split()
)
INTERNATIONAL_WORDS = frozenset(
    """un unhcr unicef nato oas who imf wfp ilo oecd unesco fao wto iaea icrc
    acnur oea oms onu ocde oit omc fmi pma bid""".split()
)
# International bodies named in several words: "the European Union", "Naciones Unidas".
INTERNATIONAL_NAMES = re.compile(
    r"\b(?:united\s+nations|european\s+(?:union|commission|central\s+bank)|african\s+union|"
    r"world\s+(?:health\s+organi[sz]ation|bank|food\s+programme|trade\s+organi[sz]ation)|"
    r"naciones\s+unidas|unión\s+europea|comisión\s+europea|organización\s+mundial|banco\s+mundial)\b",
    re.IGNORECASE,
)
DOCUMENT_WORDS = frozenset(
    """release statement report document letter communique communiqué memo decree
    comunicado informe documento carta decreto""".split()
)
# What kind of organisation a name is, written before it in capitals: "the NGO
# Control Ciudadano" is Control Ciudadano, described as an NGO.
ORGANISATION_TYPE_ACRONYMS = frozenset({"ngo", "ngos", "ong", "ongs"})
ORGANISATION_WORDS = (
    MEDIA_WORDS
    | ORGANISATION_TYPE_ACRONYMS
    | ARMED_WORDS
    | GOVERNMENT_WORDS
    | frozenset(
        """commission committee party union university institute bank company corporation
        inc ltd group organisation organization association foundation agency service
        board bureau center centre federation league coalition alliance movement church
        hospital school network council observatory trust club college society
        comisión comision comité comite partido universidad instituto banco empresa
        grupo organización organizacion asociación fundación servicio observatorio sociedad
        federación confederación sindicato cofradía museum museo colegio chamber cámara camara
        savings bancorp producciones construcciones distribuciones fund fondo""".split()
    )
)
PLACE_WORDS = frozenset(
    """city street avenue province state republic island islands river mountains county
    district square palace bridge airport station border ocean sea
    ciudad calle avenida provincia estado república isla río puente aeropuerto""".split()
)
# The nouns a street's or a square's name follows: "en la calle Mayor", "en la plaza
# San Martín": the name after them is where, not who.
STREET_NOUNS = frozenset("calle avenida plaza paseo barrio callejón carretera glorieta rambla".split())
PLACE_STARTERS = frozenset("new north south east west latin san santa saint st costa puerto hong buenos united".split())
NAME_PARTICLES = frozenset({"de", "del", "la", "van", "von", "der", "den", "da", "di", "dos", "das", "le", "bin", "al"})
# Capitalised at the start of a sentence without being a name.
FUNCTION_WORDS = frozenset(
    """the a an in on at after before since despite when while but and or if as for from to
    with by of this that these those it its there here now then his her their our my your
    we they he she i you according under over during although though because so yet also
    still only even just meanwhile however last next some many most all both each every
    such what which who whose why how where no not one two three people between among
    el la los las un una unos unas en de del con por para según tras desde durante pero y
    o que cuando aunque mientras este esta estos estas su sus ese esa entre""".split()
)
WEEKDAYS_AND_MONTHS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december lunes martes miércoles jueves
    viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre
    octubre noviembre diciembre""".split()
)
# Spanish months in lower case, so "Julio Benavides", "Abril Montes" are people.
GIVEN_NAME_MONTHS = frozenset({"Julio", "Abril"})
ARTICLES = frozenset({"the", "a", "an", "el", "la", "los", "las"})
ARTICLES_BUT_ENGLISH = ARTICLES - {"the", "a", "an"}
DETERMINERS_AND_ARTICLES = ARTICLES | {"un", "una", "its", "their", "this", "that", "su", "sus"}
# Organisations in general, not one a reader could name: "local authorities".
GENERIC_ORGANISATION_PLURALS = frozenset({"authorities", "autoridades", "troops", "militares"})
PREPOSITIONS = frozenset(
    """for with to against behind of from by about at on in into toward towards under between
    among without beyond like than para con contra a de por sobre entre sin hacia""".split()
)
# Unions asked about every name, made once rather than at every question.
TITLES_AND_ROLES = TITLES | ROLE_NOUNS
GOVERNING_WORDS = PREPOSITIONS | {"told", "tells", "tell", "en"}


@quick_init
@dataclass(frozen=True)
class NameMention:
    """A capitalised name in the text, and what the rules make of it."""

    start: int
    end: int
    name: str
    title: str
    is_person: bool
    # After a preposition ("support for Guaidó"): not the one acting in the sentence.
    is_object: bool
    possessive: bool
    # The text shows it is a person, not just a capitalised name: a title ("Sgt. Ana
    # Ruiz"), a role before it ("union leader Ana Ruiz"), an apposition after it ("Ana
    # Ruiz, the union's leader", "Ana Ruiz, de 35 años") or a speech verb ("Ana Ruiz
    # said"). "He" prefers such a person to a bare name such as "Northern Line".
    evident: bool = False
    # The subject of reported words ("told the court that Gerald Whitcombe had …"):
    # less likely than the one reporting them to be "she" in the next sentence.
    reported: bool = False


def tokens(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int, str]]:
    end = len(text) if end is None else end
    # Each word is found where it next occurs: a word opens with a letter or a digit,
    # and between two words there is neither. (Faster than a match object a word.)
    found = []
    find, position = text.find, start
    for word in WORD.findall(text, start, end):
        position = find(word, position)
        found.append((position, position := position + len(word), word))
    return found


def is_capitalised(word: str) -> bool:
    return word[:1].isupper()


def strip_possessive(word: str) -> str:
    # Most words have no apostrophe, and POSSESSIVE needs one.
    if "’" not in word and "'" not in word:
        return word
    return POSSESSIVE.sub("", word)


def find_name_mentions(text: str, *, known_person_words: frozenset[str] = frozenset()) -> list[NameMention]:
    """Every run of capitalised words, classified.

    `known_person_words` are single words already known to name a person (surnames of
    known sources, say): "Solano" alone is a person only if it is among them or was
    the last word of a full name earlier in the text.
    """
    from claims.extraction.name_forms import two_particles_open_a_surname  # it reads names: import late.
    from claims.extraction.person_evidence import TRADE_ENDINGS  # it reads names: import late.

    words = tokens(text)
    count = len(words)
    # Whether each word opens with a capital letter, asked once per word: a run starts
    # only at one, and the words between runs (most of a text) are never looked at.
    capital = [w[0].isupper() and w[0].isalpha() for _, _, w in words]
    mentions: list[NameMention] = []
    surnames = set(known_person_words)
    # What each name's own words say (`_name_facts`), for this text only.
    known: dict[tuple[str, ...], tuple] = {}
    # Where the next run may start: past the words of the run before.
    free = 0
    for i in compress(range(count), capital):
        if i < free:
            continue
        start, _, word = words[i]
        j = i
        run = []
        while j < count:
            w_start, w_end, w = words[j]
            if run and (w_start - words[j - 1][1] != 1 or text[w_start - 1] != " ") and text[
                words[j - 1][1] : w_start
            ].strip(" "):
                # One space, or the spaces of a nickname blanked out of the name
                # (`claims.extraction.nicknames`).
                break
            if capital[j]:
                run.append(j)
            elif (particle := w.lower() in NAME_PARTICLES) and run and j + 1 < count and is_capitalised(words[j + 1][2]):
                run.append(j)
            elif particle and two_particles_open_a_surname(words, run, j):
                run.append(j)
            elif (
                w == "of"
                and run
                and words[j - 1][2].lower() in ORGANISATION_WORDS
                and j + 1 < len(words)
                and is_capitalised(words[j + 1][2])
            ):
                # "Royal College of Psychiatrists", "Bank of England": one body.
                run.append(j)
            else:
                break
            j += 1
            if w[-2:] in ("’s", "'s") and POSSESSIVE.search(w):
                break
        sentence_start = _at_sentence_start(text, start)
        first = i
        # Drop weekdays and, at the start of a sentence, capitalised function words
        # from the front of the run; inside a sentence "El País" keeps its article.
        while run and (
            (words[run[0]][2].lower() in WEEKDAYS_AND_MONTHS and not (run[1:] and words[run[0]][2] in GIVEN_NAME_MONTHS))
            or (
                words[run[0]][2].lower() in FUNCTION_WORDS
                and (first == i and sentence_start or words[run[0]][2].lower() not in ARTICLES)
                and not (words[run[0]][2].lower() in ARTICLES_BUT_ENGLISH and len(run) > 1)
            )
        ):
            run.pop(0)
            first += 1
        # Neither cut leaves a person's name after a run shorter than three words.
        cut = (
            _person_after_organisation(words, run, surnames) or _person_after_portfolio(words, run)
            if len(run) >= 3
            else None
        )
        for k, part in enumerate([run[:cut], run[cut:]] if cut else [run]):
            mention = (
                _mention(text, words, part, sentence_start and first == i and k == 0, surnames, known) if part else None
            )
            if mention and k == 1 and mention.is_person:
                # "El investigador de la Universidad de Zaragoza Andrés Vicente": the
                # role before the body is the person's.
                lead = {w.lower() for w in WORD.findall(text[max(0, words[run[0]][0] - 40) : words[run[0]][0]])}
                trade = any(TRADE_ENDINGS.search(w) for w in lead - FUNCTION_WORDS)
                mention = replace(mention, evident=mention.evident or trade or bool(lead & TITLES_AND_ROLES))
            if mention:
                mentions.append(mention)
                if mention.is_person and " " in mention.name:
                    # "Manuel Torres Vidal": "Vidal", and "Torres" as Spanish names him.
                    surnames.update(_fold(w) for w in mention.name.split()[1:])
        free = max(j, i + 1)
    return mentions


def _person_after_organisation(words, run, known_person_words) -> int | None:
    """Where a person's name starts right after a body's in one run of capitals: "la
    Universidad de Zaragoza Andrés Vicente" is a university and a researcher. The body
    must be named with a preposition ("de", "of") and the person start with a known
    first name and have a surname after it."""
    if len(run) < 4:
        return None  # no body of two words, a first name and a surname
    lowered = [words[k][2].lower() for k in run]
    for cut in range(2, len(run) - 1):
        body = lowered[:cut]
        if (
            _fold(words[run[cut]][2]) in known_person_words
            and any(w in {"de", "del", "of"} for w in body[1:])
            and any(w in ORGANISATION_WORDS or w in PLACE_WORDS for w in body)
            and lowered[cut - 1] not in NAME_PARTICLES
        ):
            return cut
    return None


def _person_after_portfolio(words, run) -> int | None:
    """Where a person's name starts after a title's portfolio with no article: in
    "Minister for Coastal Planning Nadia Orr", "Secretario de Obras Públicas Íñigo
    Mena" the last two capitalised words are the person, whatever the first name, when
    neither is a body's or place's word."""
    if len(run) < 3 or run[0] < 2 or words[run[0] - 1][2].lower() not in {"for", "of", "de"}:
        return None
    title = words[run[0] - 2][2]
    if not is_capitalised(title) or title.lower() not in TITLES_AND_ROLES:
        return None
    if run[0] >= 3 and words[run[0] - 3][2].lower() in ARTICLES:
        return None
    lowered = [words[k][2].lower() for k in run]
    if any(w in NAME_PARTICLES for w in lowered[-3:]) or any(
        _fold(w) in ORGANISATION_WORDS | PLACE_WORDS for w in lowered[-2:]
    ):
        return None
    return len(run) - 2


# Titles only a person has: "Sra.", "Mr.", "Dr.".
HONORIFICS = frozenset({"sr", "sra", "srta", "mr", "mrs", "ms", "dr", "dra", "don", "dona"})


def _mention(text, words, run, at_sentence_start, surnames, known) -> NameMention | None:
    """The mention a run of capitalised words makes, or None. `known` holds, for the
    one article, what each name's own words say (`_name_facts`): a name is mostly
    written several times."""
    from claims.extraction.person_evidence import named_as_a_person, shows_a_person  # it reads names: import late.

    start, end = words[run[0]][0], words[run[-1]][1]
    written = tuple(words[k][2] for k in run)
    facts = known.get(written)
    if facts is None:
        facts = known[written] = _name_facts(written)
    possessive, title, raw, lowered, name, organisation, place, folded, a_place, folded_first = facts
    window = text[max(0, start - 30) : start]
    # "Manuel Torres" once named, "Torres" is a surname, whatever place it also names.
    place = place or (not title and folded not in surnames and a_place)
    acronym = len(raw) == 1 and raw[0].isupper() and len(raw[0]) > 1
    # "the Save Our Pools campaign", "la plataforma Salvemos la Ribera": a name that
    # says which body the noun after or before it is.
    noun_after = BODY_NOUN_AFTER.match(text, end)
    noun_before = BODY_NOUN_BEFORE.search(window)
    organisation = organisation or any(
        noun and noun.group(1) in BODY_NOUNS_BY_A_NAME for noun in (noun_after, noun_before)
    )
    if organisation and title and fold(title[-1]).rstrip(".․") in HONORIFICS:
        # "Sra. Beatriz Cámara Peón", "Mr. John Church": an honorific is only a person's.
        is_person = True
    elif organisation or place or acronym or lowered[0] in {"el", "la", "los", "las"}:
        is_person = False
    elif title:
        is_person = True
    elif len(raw) >= 2:
        is_person = not any(w in WEEKDAYS_AND_MONTHS and not (k == 0 and raw[0] in GIVEN_NAME_MONTHS) for k, w in enumerate(lowered))
    else:
        is_person = folded_first in surnames or named_as_a_person(text, start, end)
    if len(raw) == 1 and at_sentence_start and not is_person and not organisation:
        # A lone capitalised word opening a sentence is usually just the first word:
        # what governs it is never asked.
        return None
    # Both can only start at one of the last two runs of letters before the name, and
    # are searched from there rather than from every character of the window.
    last_words = _letter_runs_start(window, 2)
    previous = WORD_BEFORE.search(window, last_words)
    # After a preposition or a verb of telling ("told the BBC", "to the Herald"): not
    # who acts.
    governing = GOVERNING_WORD_BEFORE.search(window, last_words)
    # "Para Paula Izquierdo, …", "For pensioner Ann Lee, …" opening a sentence gives
    # that person's view: they are its subject, whom a later "she" may mean.
    view_opening = VIEW_OPENING.search(window) if holds_any(window, VIEW_OPENING_NEEDS) else None
    is_object = bool(governing and governing.group(1).lower() in GOVERNING_WORDS and governing.group(1) != "Para")
    is_object = is_object and view_opening is None
    if is_object and RELATIVE_SUBJECT_AFTER.match(text, end):
        # "la de Rogelio Tapia, de 67 años, quien esperaba …": a person a relative
        # clause goes on about acts in it, whatever governs the name.
        is_object = False
    if not is_object and view_opening is None:
        # "economista jefe de la corredora Andes Capital", "at the brokerage Andes
        # Capital": a body named by its kind after a preposition is no one acting.
        kind = KIND_AFTER_PREPOSITION.search(text, max(0, start - 40), start)
        is_object = bool(kind and kind.group(1).lower() not in TITLES_AND_ROLES)
    if not is_object and folded_first not in surnames:
        is_object = _listed_after_preposition(text, start, end)
    evident = is_person and shows_a_person(text, start, end, raw, title, previous)
    return NameMention(
        start=start,
        end=end,
        name=name,
        title=" ".join(title),
        is_person=is_person,
        is_object=is_object,
        possessive=possessive,
        evident=evident,
        reported=bool(previous and previous.group(1).lower() in {"that", "que"}),
    )


def _name_facts(written: tuple[str, ...]):
    """What a name's own words say, wherever it stands: whether it ends in a
    possessive, its title ("Prime Minister"), its words after the title (as written
    and lower-cased) and joined, whether a word makes it a body's and whether one
    makes it a place's (its place name, against the surnames read so far, is asked
    where it stands: the name and its first word folded, and whether it names a
    place, are given for that)."""
    possessive = written[-1][-2:] in ("’s", "'s") and bool(POSSESSIVE.search(written[-1]))
    raw = (*written[:-1], strip_possessive(written[-1]))
    title = raw[: title_length(raw)]
    raw = raw[len(title) :]
    lowered = tuple(w.lower() for w in raw)
    name = " ".join(raw)
    organisation = any(w in ORGANISATION_WORDS or w in INTERNATIONAL_WORDS for w in lowered) or bool(
        INTERNATIONAL_NAMES.search(name)
    )
    place = any(w in PLACE_WORDS for w in lowered) or lowered[0] in PLACE_STARTERS
    return possessive, title, raw, lowered, name, organisation, place, _fold(name), is_place(name), _fold(raw[0])


# The lower-case noun of a body right after its name ("the Save Our Pools campaign")
# or, with its article, right before it ("la plataforma Salvemos la Ribera").
BODY_NOUN_AFTER = re.compile(r"\s([a-z]+)\b")
BODY_NOUN_BEFORE = re.compile(r"\b(?:the|el|la|los|las)\s+([a-záéíóúñ]+)\s+$", re.IGNORECASE)
BODY_NOUNS_BY_A_NAME = ORGANISATION_WORDS - MEDIA_WORDS | frozenset(
    """campaign campaigners charity network coalition platform collective initiative
    campaña plataforma colectivo iniciativa coalición red""".split()
)


# "For" or "Para" opening a sentence, with at most an article and a description of
# the person named after it: "For Ellwood, …", "Para la jubilada Rosa Gil, …"; and
# "Es el caso de Rosa Gil", which brings in the person the next sentences are about.
VIEW_OPENING = re.compile(
    r"(?:^|[.!?]\s+|\n\s*)(?:For|Para|(?:Es|Este\s+es|Ese\s+es|Tal\s+es)\s+el\s+caso\s+de)\s+"
    r"(?:(?:the|el|la)\s+)?(?:[a-záéíóúñ]{3,}\s+)?$"
)

# VIEW_OPENING needs one of these words, case and all: a window without one is not
# searched (`caseless.holds_any`).
VIEW_OPENING_NEEDS = ("For", "Para", "caso")

KIND_AFTER_PREPOSITION = re.compile(
    r"\b(?i:de|del|of|at|for|from)\s+(?:(?:the|el|la|los|las)\s+)?([a-záéíóúñ]{3,})\s+$"
)

# A list of capitalised names a preposition governs: "La delegada de Urbanismo, Medio
# Ambiente y Movilidad", "Secretary for Environment, Food and Rural Affairs". Each name
# after the first is the preposition's object as the first is, not a person: before a
# name, the list so far; after it, the rest up to its last name.
CAPITALISED_WORDS = r"[A-ZÁÉÍÓÚÑ][\w’'-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w’'-]*)*"
LIST_SO_FAR = re.compile(
    rf"\b(?:de|del|of|for)\s+{CAPITALISED_WORDS}(?:,\s+{CAPITALISED_WORDS})*(?:,\s+|,?\s+(?:y|e|and)\s+)$"
)
LIST_GOES_ON = re.compile(rf"(?:,\s+{CAPITALISED_WORDS})*,?\s+(?:y|e|and)\s+[A-ZÁÉÍÓÚÑ]")


def _listed_after_preposition(text: str, start: int, end: int) -> bool:
    """Whether a name is one of a list of names a preposition governs, after its first
    (`LIST_SO_FAR`): the last ("… y Movilidad") or one the list goes on after."""
    so_far = LIST_SO_FAR.search(text, max(0, start - 120), start)
    if so_far is None:
        return False
    return not so_far.group().rstrip().endswith(",") or LIST_GOES_ON.match(text, end) is not None


def _letter_runs_start(text: str, count: int) -> int:
    """Where the last `count` runs of letters (word characters but digits and "_")
    in `text` start, or 0."""
    # Read backwards, in one match: what ends the last `count` runs, each after the
    # marks, spaces and digits that follow it ("[^\W\d_]" is exactly a character that
    # is alphanumeric, not a decimal digit and not "_").
    return len(text) - _LETTER_RUNS_BACK[count].match(text[::-1]).end()


# `_letter_runs_start`'s patterns, by how many runs they cross.
_LETTER_RUNS_BACK = {count: re.compile(rf"(?:[\W\d_]*[^\W\d_]*){{{count}}}") for count in (1, 2, 3)}


def _at_sentence_start(text: str, position: int) -> bool:
    """Whether `position` opens a sentence, a paragraph or a quotation."""
    return position == 0 or bool(SENTENCE_OPENING_BEFORE.search(text[max(0, position - 4) : position]))


SENTENCE_OPENING_BEFORE = re.compile(r"(?:[.!?]\s*[”\"»]?\s+|\n\s*|[“\"«]\s*)$")


def title_length(words: list[str] | tuple[str, ...]) -> int:
    """How many of a name's leading words are a title: "Prime Minister Gustavo
    Adrianzén" -> 2, "Lt. Gen. Ana Ruiz" -> 2, "President Trump" -> 1.

    A title ends with one of TITLES and leaves a name after it, so "John Major" and
    "Martin Luther King Jr." keep every word, and "Justice Department" or "Fiscal
    Council" (an organisation, not a person with a title) keep theirs.
    """
    lowered = [fold(w).rstrip(".").replace("'", "") for w in words]
    if INTERNATIONAL_NAMES.search(" ".join(lowered)):
        return 0
    # "Prosecutor Felipe Araya": a title that is also a body's word is a title before a name.
    bodies = [
        i for i, w in enumerate(lowered) if (w in ORGANISATION_WORDS or w in INTERNATIONAL_WORDS) and w not in TITLES
    ]
    if bodies and lowered[0].rstrip("․") in HONORIFICS and words[1][:1].isupper():
        # "Sra. Beatriz Cámara Peón": an honorific is only a person's, whatever follows.
        return 1
    for end in range(min(len(words) - 1, MAX_TITLE_WORDS), 0, -1):
        if bodies and (bodies[-1] >= end - 1 or lowered[end - 1] not in TITLES):
            # "Justice Department" names a body; "College President Alan Price" is
            # a body's title before a person's name.
            continue
        if lowered[end - 1] in TITLES and any(w not in NAME_SUFFIXES and w not in TITLES for w in lowered[end:]):
            # "Secretaría de Salud": a name never opens with a particle, so the
            # title's word heads a body's name.
            return end if words[end][:1].isupper() else 0
    return 0


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case without accents, for comparing names: "Guaidó" -> "guaido"."""
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'").replace("\u2024", "."))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _fold(word: str) -> str:
    return fold(strip_possessive(word))


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
