"""The verbs that say someone spoke, in English and Spanish ("said", "told",
"afirmó", "ha asegurado", "aseguraron"), which of them allege ("accused",
"denunció"), which may take the reported words without "that", and the subject a
Spanish verb leaves out (`IMPLIED_SUBJECT`: "«…», afirmó." speaks for the person
named last, `claims.extraction.speakers` decides who).
"""

import re
import sys

from claims.extraction.caseless import first_character_guard, lowered


ENGLISH_SPEECH_VERBS = (
    "says|said|say|tells|told|tell|adds|added|add|explains|explained|explain|states|stated|"
    "affirms|affirmed|reports|reported|announces|announced|claims|claimed|alleges|alleged|"
    "accuses|accused|insists|insisted|argues|argued|notes|noted|warns|warned|writes|wrote|"
    "tweets|tweeted|declares|declared|confirms|confirmed|denies|denied|acknowledges|"
    "acknowledged|admits|admitted|estimates|estimated|asserts|asserted|maintains|maintained|"
    "contends|contended|recalls|recalled|replies|replied|responds|responded|stresses|stressed|"
    "emphasises|emphasised|emphasizes|emphasized|predicts|predicted|reveals|revealed|"
    "indicates|indicated|complains|complained|suggests|suggested|concludes|concluded|"
    "described|expresses|expressed|conceded|concedes|cautioned|cautions|vowed|vows|answered|"
    "remarked|quipped|joked|shouted|yelled|exclaimed"
)

# Spanish speech verbs in the present, the preterite and the imperfect, singular and
# plural: "afirmó", "aseguran", "decía". Spanish leaves the subject out when it is the person just named
# ("«…», afirmó."), so these verbs alone may attribute a quotation (`IMPLIED_SUBJECT`).
# A judge who "leyó" a ruling out speaks its words ("«…», leyó la jueza ponente").
SPANISH_SPEECH_VERB_FORMS = tuple(
    """dice dicen dijo dijeron afirma afirman afirmó afirmaron declara declaran declaró
    declararon asegura aseguran aseguró aseguraron explica explican explicó explicaron
    señala señalan señaló señalaron añade añaden añadió añadieron agrega agregan agregó
    agregaron indica indican indicó indicaron informa informan informó informaron
    denuncia denuncian denunció denunciaron acusa acusan acusó acusaron sostiene sostienen
    sostuvo sostuvieron advierte advierten advirtió advirtieron reconoce reconocen reconoció
    reconocieron manifiesta manifiestan manifestó manifestaron expresa expresan expresó
    expresaron comenta comentan comentó comentaron relata relatan relató relataron
    contó contaron reporta reportó reportaron alega alegan alegó alegaron estima estiman
    estimó estimaron calcula calculan calculó calcularon insiste insisten insistió insistieron calificó calificaron tachó
    describió subraya subrayan subrayó subrayaron destaca destacan destacó destacaron
    precisó precisaron apunta apuntan apuntó apuntaron recalca recalcan
    recalcó recalcaron remarca remarcó puntualiza puntualizó aclara aclaran aclaró
    aclararon admite admiten admitió admitieron lamenta lamentan lamentó lamentaron
    reitera reiteran reiteró reiteraron responde responden respondió respondieron replica
    replican replicó replicaron concluye concluyen concluyó concluyeron anuncia anuncian
    anunció anunciaron confirma confirman confirmó confirmaron insistió opina opinan
    opinó opinaron recuerda recuerdan recordó recordaron considera consideran consideró
    consideraron cree creen creyó creyeron atribuye atribuyen atribuyó atribuyeron
    defiende defienden defendió defendieron detalla detallan detalló detallaron niega niegan negó negaron
    decía decían afirmaba afirmaban aseguraba aseguraban explicaba explicaban contaba contaban
    relataba relataban lamentaba lamentaban comentaba comentaban señalaba señalaban recordaba
    recordaban insistía insistían advertía advertían escribe escriben escribió escribieron
    contesta contestan contestó contestaron confiesa confiesan confesó confesaron avisa avisan
    avisó avisaron apostilló apostilla zanjó zanja zanjaron sentenció matizó matiza matizaron resumió
    resumieron remató remata remataron bromeó bromea ironizó ironiza
    grita gritan gritó gritaron gritaba gritaban exclamó exclamaron clamó clamaban
    alertó alertaron alertan leyó leyeron""".split()
)

# The perfect, as the press in Spain writes it: "ha asegurado", "han señalado".
SPANISH_SPEECH_PARTICIPLES = tuple(
    """dicho afirmado declarado asegurado explicado señalado añadido agregado indicado informado
    denunciado acusado sostenido advertido reconocido manifestado expresado comentado relatado
    contado alegado estimado calculado insistido subrayado destacado precisado apuntado recalcado aclarado
    admitido lamentado reiterado respondido replicado concluido anunciado confirmado recordado
    considerado atribuido defendido contestado confesado avisado gritado exclamado detallado negado
    alertado""".split()
)

SPANISH_SPEECH_VERB_FORMS += tuple(
    f"{auxiliary} {participle}"
    for auxiliary in ("han", "ha", "habían", "había", "habría")
    for participle in SPANISH_SPEECH_PARTICIPLES
)

SPANISH_SPEECH_VERBS = "|".join(dict.fromkeys(SPANISH_SPEECH_VERB_FORMS))


def by_first_letter(alternation: str) -> str:
    """The same alternation of words, grouped by their first letter ("s(?:ays|aid)|
    t(?:old|ells)"): it matches what the flat one matches, the same alternative
    first (only words with one first letter can match at one place, and they keep
    their order), but the regex engine tries a handful of letters at each word
    instead of hundreds of words, which made this the costliest pattern of a read."""
    groups: dict[str, list[str]] = {}
    for word in alternation.split("|"):
        groups.setdefault(word[0], []).append(word[1:])
    if len({letter.lower() for letter in groups}) != len(groups):
        return alternation  # two groups could match at one place, their order would count
    return "|".join(f"{letter}(?:{'|'.join(rests)})" for letter, rests in groups.items())


def first_letters(alternation: str) -> str:
    """A look-ahead for the first letters of an alternation of words ("(?=[st])" for
    "says|told"), to put before it: re then tries the alternation only at a word
    that can start it, with one check instead of one for each group of words. Empty
    when a word does not start with a letter."""
    letters = {word[0] for word in alternation.split("|")}
    if not all(letter.isalpha() for letter in letters):
        return ""
    return f"(?=[{''.join(sorted(letters))}])"


# "Posted" and "publicó" report words only on a named platform or social media ("posted
# on X that …", "publicó en sus redes sociales que …"): anywhere else they are no speech
# ("posted a loss", "publicó el decreto").
PLATFORM = (
    r"(?:X|Twitter|Facebook|Instagram|Threads|Bluesky|LinkedIn|TikTok|Telegram|YouTube|"
    r"social\s+media|(?:sus\s+|las\s+)?redes(?:\s+sociales)?|(?:la\s+)?(?:red\s+social|plataforma)|"
    r"(?:the\s+)?(?:social\s+network|platform)|"
    r"(?:his|her|their|its|su)\s+(?:official\s+|oficial\s+)?(?:account|page|feed|blog|cuenta|perfil|p[aá]gina))"
)
POSTED_ON_A_PLATFORM = (
    rf"posted(?=\s+(?:(?:a|an)\s+\w+\s+)?on\s+{PLATFORM}\b)|"
    rf"(?:publicó|publicaron|(?:ha|han)\s+publicado)(?=\s+(?:(?:un|una)\s+\w+\s+)?en\s+{PLATFORM}\b)"
)

# Asking reports words only when what is asked follows as a clause ("pidió además que
# el ministro explique …", "asked that the minister explain …"): "pidió un café" and
# "asked for a lawyer" are no speech.
ASKING_THAT = (
    r"(?:pidió|pidieron|exigió|exigieron|reclamó|reclamaron|solicitó|solicitaron|"
    r"(?:ha|han)\s+(?:pedido|exigido|reclamado|solicitado))"
    r"(?=\s+(?:(?:además|también|ayer|hoy|entonces)\s+)?que\b)|"
    r"(?:asked|demanded)(?=\s+(?:(?:also|further)\s+)?that\b)|"
    # So does criticising what the clause says: "ha criticado que muchas familias se
    # enteraran …", "criticó que el Gobierno …" ("criticó el plan" is no speech).
    r"(?:criticó|criticaron|critica|critican|(?:ha|han)\s+criticado)(?=\s+(?:(?:además|también|hoy|ayer)\s+)?que\b)|"
    # Not ruling out what one may do says it: "no descartó bloquear la carretera", "did
    # not rule out striking again".
    r"no\s+(?:descartó|descartaron|descarta|descartan|(?:ha|han)\s+descartado)"
    r"(?=\s+(?:que\b|[a-záéíóúñ]+(?:ar|er|ir)\b))|"
    r"(?:did\s+not|didn[’']t|does\s+not|doesn[’']t)\s+rule\s+out(?=\s+(?:that\b|[a-z]+ing\b))"
)

# A promise reports words only when what is promised follows as a clause ("prometió
# que ninguna familia quedará sin techo", "pledged that no library would close"):
# "has promised to bring inflation down" and "prometió 300 millones" are no speech.
PROMISING_THAT = (
    r"(?:promete|prometen|prometió|prometieron|(?:ha|han)\s+prometido|"
    r"promises|promised|pledges|pledged|(?:has|have)\s+(?:promised|pledged))"
    r"(?=\s+(?:(?:además|también|ayer|hoy|also|again)\s+)?(?:que|that)\b)"
)

# A finding or a ruling reports words only when what was found follows as a clause
# ("Ms Justice Orla Brannigan found that …", "the tribunal ruled that …", "la jueza
# dictaminó que …"): "police found 40 kilos", "ruled out a deal" are no speech.
FINDING_THAT_WORDS = "found|ruled|dictaminó|dictaminaron"
FINDING_THAT = rf"(?:{FINDING_THAT_WORDS})(?=\s+(?:that|que)\b)"

# Putting the blame on something says it in one's own words when the words are quoted
# ("It blamed a “faulty update”", "blamed the delay on “staff shortages”", "culpó a «la
# burocracia»"): `claims.extraction.quotation_frames` and `speaker_clauses` read them so.
BLAMING = r"blamed|blames|culpó|culparon|culpan|(?:ha|han)\s+culpado"

# Verbs of speaking that Spanish writes with "se" ("«…», se quejó Raúl Cattáneo", "se
# lamentó", "se preguntó"), in the imperfect too, as the other speech verbs ("—…—se
# quejaba Marisa Calvo—"), not when they take what they are about ("se quejan del olor").
WITH_SE = (
    r"se\s+(?:quejó|quejaron|queja|quejan|quejaba|quejaban|lamentó|lamentaron|lamenta|lamentan|lamentaba|"
    r"lamentaban|preguntó|preguntaron|pregunta|preguntan|preguntaba|preguntaban|justificó|justificaron|sinceró|"
    r"jactó)(?!\s+(?:de|del|por)\b)"
)

# Summing up in the present, "«…», resume Pedro Varela", is a verb only right after a
# quotation (`claims.extraction.quotation_frames.frame_after` reads it there alone):
# elsewhere "resume" is English ("talks would resume") and "resumen" a noun ("el
# resumen del informe").
SUMMING_UP_RIGHT_AFTER_A_QUOTATION = (
    r"(?:resume|resumen)(?=\s)|"
    # So is protesting or questioning ("«…», protestó el alcalde", "«…», cuestionó el
    # diputado Facundo Arenas", "“…,” protested a neighbour"): elsewhere these verbs
    # take what they are about ("cuestionó la cifra", "reclamó ayudas", "protested the
    # ruling") and say no words.
    r"(?:cuestionó|cuestionaron|protestó|protestaron|reclamó|reclamaron|protested|questioned)(?=\s)|"
    # And criticising ("«…», criticó el portavoz de Compromís, Joan Ferrando"): elsewhere
    # it takes what is criticised ("criticó la medida") or a clause ("criticó que …").
    r"(?:criticó|criticaron)(?=\s)"
)

SPEECH_VERBS = (
    f"{by_first_letter(f'{ENGLISH_SPEECH_VERBS}|{SPANISH_SPEECH_VERBS}')}|{POSTED_ON_A_PLATFORM}|{ASKING_THAT}|{PROMISING_THAT}|"
    f"{FINDING_THAT}|{WITH_SE}"
)

SPANISH_SPEECH_VERB_SET = frozenset(SPANISH_SPEECH_VERB_FORMS)

# The speaker of a Spanish verb with no subject: whoever the text named last ("La
# concejala, Marta Ribes, defendió las cuentas. «…», afirmó.").
IMPLIED_SUBJECT = ""
# The subject a Spanish speech verb leaves out: a person of either gender.
IMPLIED_PERSON = "él o ella"

class SearchedAsTwin:
    """A case-insensitive pattern searched as its lower-case twin in the lower-cased
    window (`claims.extraction.caseless`: two to three times faster), each match then
    taken from the pattern itself at the place the twin found, so that what a rule
    reads (`group()`, the span) is the text's own, as before. The twin is the source
    lower-cased whole: the pattern ignores case, so a capital in it ("on X", "en
    Facebook") matches as its small letter does, and the source has no escape a
    capital would change (`\\S`, `\\W`, `\\B`, `\\D`).

    The window is lowered from one character before `pos`, which is all `\\b` reads
    before it, and cut at `endpos` as re cuts it, so the twin finds a match exactly
    where the pattern would, and the next one after it."""

    def __init__(self, pattern: re.Pattern):
        if not pattern.flags & re.IGNORECASE or re.search(r"\\[A-Z]|\(\?P", pattern.pattern):
            raise ValueError(f"Not a case-insensitive pattern free of capital escapes: {pattern.pattern[:60]}")
        self.plain = pattern
        self.twin = first_character_guard(re.compile(pattern.pattern.lower(), pattern.flags & ~re.IGNORECASE))
        self.pattern, self.flags = pattern.pattern, pattern.flags

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize):
        end = min(endpos, len(string))
        pos = max(0, pos)
        if pos > end:
            return
        offset = max(0, pos - 1)
        window = lowered(string[offset:end])
        for found in self.twin.finditer(window, pos - offset):
            yield self.plain.match(string, found.start() + offset, end)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match | None:
        return next(self.finditer(string, pos, endpos), None)

    def __repr__(self) -> str:
        return f"SearchedAsTwin({self.plain!r})"


SPEECH_VERB_PLAIN = re.compile(
    rf"\b{first_letters(f'{ENGLISH_SPEECH_VERBS}|{SPANISH_SPEECH_VERBS}|{FINDING_THAT_WORDS}')}(?:{SPEECH_VERBS})\b",
    re.IGNORECASE,
)
# Searched some 130 times an article, in the words around every clause and quotation.
SPEECH_VERB = SearchedAsTwin(SPEECH_VERB_PLAIN)

# English speech verbs that are also plural nouns: after a count or a quantifier
# they are the noun ("mines in three states", "two reports", "several claims"), and
# the words before them no speaker (`counted_noun_not_verb`).
PLURAL_NOUN_VERB = re.compile(r"(?:states|reports|claims|notes|estimates)\b", re.IGNORECASE)
COUNT_BEFORE = re.compile(
    r"(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
    r"hundred|thousand|dozen|several|many|multiple|both|few|some|other|all|those|these|more|fewer)\s+$",
    re.IGNORECASE,
)


def counted_noun_not_verb(text: str, verb_start: int) -> bool:
    """Whether the speech verb at `verb_start` is a plural noun a count or quantifier
    comes before: "a company with mines in three states, said …"."""
    word = PLURAL_NOUN_VERB.match(text, verb_start)
    return word is not None and COUNT_BEFORE.search(text, max(0, verb_start - 20), verb_start) is not None


def a_speech_verb_in(words: str) -> bool:
    """Whether `words` hold a speech verb that is not a counted plural noun: "a
    company with mines in three states" holds none."""
    return any(not counted_noun_not_verb(words, verb.start()) for verb in SPEECH_VERB.finditer(words))


# These make the reported words an allegation rather than a plain statement.
ALLEGING_VERBS = frozenset(
    """claims claimed alleges alleged accuses accused accusing alleging claiming
    denuncia denunció acusa acusó alega alegó""".split()
) | {f"{a} {p}" for a in ("ha", "han", "había", "habían") for p in ("denunciado", "acusado", "alegado")}

# Verbs that may take the reported words without "that": "Alvarenga says he …".
BARE_COMPLEMENT_VERBS = frozenset(
    """says said say told tells claims claimed insists insisted argues argued adds added
    writes wrote warns warned estimates estimated accuses accused dice dijo asegura aseguró afirma
    afirmó acusa acusó calificó calificaron tachó describió described atribuye atribuyó atribuyen
    atribuyeron""".split()
) | {f"{a} {p}" for a in ("ha", "han") for p in ("dicho", "asegurado", "afirmado", "acusado")} | {
    "no descartó", "no descartaron", "no descarta", "no descartan", "did not rule out", "didn't rule out",
    "didn’t rule out", "does not rule out", "doesn't rule out",
}

# Verbs that take the reported words without "that" only when a clause follows ("Kent
# admitted the plan was late", "acknowledged he had erred"), never a thing they take
# ("admitted two counts of fraud", "conceded defeat", "acknowledged the problem and
# apologised").
BARE_CLAUSE_VERBS = frozenset("admits admitted acknowledges acknowledged concedes conceded".split())
BARE_CLAUSE = re.compile(
    r"\s+(?:(?!(?:that|and|but|or|to|after|before|when|while|in|on|at|for|with)\b)[\w’'-]+\s+){1,6}?"
    r"(?:was|were|is|are|had|has|have|would|could|will|should|might|did|does|do)\b"
)

TELLING_VERBS = frozenset({"told", "tells", "tell"})


def implied_plural(attribution: str) -> bool:
    """Whether the verb opening an attribution is plural ("aseguraron", "dicen")."""
    verb = attribution.split()[0].lower() if attribution.split() else ""
    return verb.endswith("n")
