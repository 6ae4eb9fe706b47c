"""Whether the text shows a person to be a man or a woman, so "she" is never him.

"He" and "she" (Spanish "él", "ella") only agree with a person the text gives the
same gender, or none. The cues, strongest first:

- a title ("Mrs. Alder", "Sr. Gil", "la Dra. Vidal", "Dame …");
- a gendered role next to the name ("the company's spokeswoman", "la concejala de
  Hacienda, Marta Ribes", "el portavoz, Pedro Gil": a Spanish role's article says
  it even when the noun does not);
- in a Spanish text, the article of a description right before the name ("la etíope
  Aster Chepkemoi", "el keniano Gideon Kipruto"; not a body's: "la asociación vecinal
  Levante Unido");
- a common first name ("Owen", "Rachel", "Lucía"), from the lists below, and in a
  Spanish text for a name not in them the ending ("-a" a woman's, "-o" a man's; in
  English "Hendra" or "Andrea" may be a man);
- for a person with none of these, the pronoun the text itself uses for them: "he",
  "his", "himself", "she", "herself" (Spanish "él", "ella") later in a sentence whose
  last person named before it, outside quotation marks, is that person, with no
  reported words between ("Curtis Vance used the money and spent it on himself";
  not "Ines Dorn said he had …").

A person with no cue, or contradictory ones, agrees with either pronoun. The lists
are short on purpose: a name they miss costs nothing but a missed cue.
"""

import re
from bisect import bisect_right

from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.names import ORGANISATION_WORDS, fold
from claims.extraction.roles import roles_of
from claims.extraction.speech_verbs import SPEECH_VERBS

MASCULINE, FEMININE = "m", "f"

PRONOUN_GENDERS = {"he": MASCULINE, "él": MASCULINE, "el": MASCULINE, "she": FEMININE, "ella": FEMININE}

FEMININE_WORDS = frozenset(
    """mrs ms miss madam madame dame lady queen princess duchess countess sister mother
    grandmother wife daughter aunt niece woman girl widow spokeswoman chairwoman
    businesswoman congresswoman councilwoman policewoman actress waitress heiress
    sra sra. srta señora senora señorita doña dona dra doctora ministra presidenta
    vicepresidenta alcaldesa concejala senadora diputada directora subdirectora jueza
    fiscala secretaria gobernadora embajadora profesora enfermera bombera abogada
    portavoza consejera delegada jefa investigadora científica médica
    candidata entrenadora jugadora vecina trabajadora madre hija esposa
    abuela hermana mujer viuda reina princesa concejala 
    agricultora conductora coordinadora presidenta sargenta capitana comandanta
    tenienta coronela catedrática técnica campeona """.split()
)
MASCULINE_WORDS = frozenset(
    """mr mr. sir lord king prince duke brother father grandfather husband 
    uncle nephew man boy widower spokesman chairman businessman congressman
    councilman policeman actor waiter
    sr sr. señor senor don ministro presidente vicepresidente alcalde concejal senador
    diputado juez secretario gobernador embajador profesor
    enfermero bombero abogado consejero delegado jefe investigador científico médico
    candidato entrenador jugador vecino trabajador padre hijo esposo marido abuelo
    hermano hombre viudo rey príncipe agricultor coordinador catedrático
    técnico campeón""".split()
)
# Spanish articles before a role: "la portavoz" is a woman, "el portavoz" a man.
FEMININE_ARTICLES = frozenset({"la", "una", "esta", "otra"})
MASCULINE_ARTICLES = frozenset({"el", "un", "este", "otro"})

FEMININE_NAMES = frozenset(
    fold(name)
    for name in """Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen
    Nancy Lisa Betty Margaret Sandra Ashley Kimberly Emily Donna Michelle Dorothy Carol
    Amanda Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Shirley
    Angela Helen Anna Brenda Pamela Nicole Emma Samantha Katherine Christine Debra Rachel
    Catherine Carolyn Janet Ruth Maria Heather Diane Virginia Julie Joyce Victoria Olivia
    Christina Lauren Joan Evelyn Judith Megan Cheryl Andrea Hannah Martha Jacqueline
    Frances Gloria Ann Teresa Kathryn Sara Janice Alice Madison Doris Abigail Julia
    Judy Grace Denise Amber Marilyn Beverly Danielle Theresa Sophia Marie Diana Brittany
    Natalie Isabella Charlotte Rose Alexis Kayla Priya Aisha Fatima Mei Yuki Ingrid Greta
    Claire Fiona Siobhan Niamh Chloe Zoe Lucy Ellie Amelia Harriet Imogen Jane Joanna Jo
    Kate Katie Anne Annie Beth Eleanor Eloise Esther Hazel Iris Ivy Jenny Leah Lily Mia
    Molly Naomi Nora Paula Ruby Sophie Tessa Wendy Yvonne Agnes Bridget Carla Gemma Hilary
    Ana María Carmen Lucía Marta Elena Laura Isabel Pilar Rosa Teresa Cristina Dolores
    Mercedes Rocío Consuelo Rosario Amparo Soledad Inés Raquel Beatriz Silvia Patricia
    Sofía Valentina Camila Daniela Gabriela Natalia Paola Mónica Verónica Alicia Irene
    Nuria Núria Montserrat Begoña Ainhoa Itziar Aitana Lorena Claudia Sara Andrea Julia
    Marina Noelia Eva Susana Yolanda Ángela Victoria Esther Adriana Alejandra Fernanda
    Guadalupe Luz Mar Nieves Belén Carmen Maite Lourdes Milagros Estefanía Ximena Zoe
    Miriam Lidia Sonia Olga Inmaculada Concepción Asunción Encarnación Remedios Montse
    Marcela Viviana Graciela Liliana Mariana Valeria Carolina Florencia Agustina Romina
    Cecilia Catalina Constanza Macarena Francisca Javiera Josefina Renata Antonia Emilia
    Martina Juana Magdalena Micaela Karina Gisela Jimena Gladys Elsa Lina""".split()
)
MASCULINE_NAMES = frozenset(
    fold(name)
    for name in """James Robert John Michael David William Richard Joseph Thomas Charles
    Christopher Daniel Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin
    Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan
    Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick
    Raymond Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter
    Kyle Noah Ethan Jeremy Walter Christian Keith Roger Terry Austin Sean Gerald Carl
    Harold Dylan Arthur Lawrence Jesse Bryan Billy Bruce Gabriel Joe Logan Alan
    Juan Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell Bradley
    Philip Eugene Owen Graham Liam Oliver Harry Oscar Leo Hugo Luca Ian Neil Colin Nigel
    Trevor Clive Derek Gordon Simon Martin Tom Tim Ben Sam Max Dan Rob Bob Jim Mike Nick
    Rory Callum Connor Declan Kieran Aidan Rhys Gareth Dafydd Hamish Angus Ewan Finn Hans
    Karl Klaus Pierre Jean-Pierre Rahul Raj Arjun Mohammed Muhammad Ahmed Omar Ali Hassan
    Kenji Hiroshi Ivan Dmitri Sergei Pavel Tomasz Piotr Lars Sven Nils Erik
    Pedro Luis Carlos Jorge Javier Miguel Antonio Manuel Francisco Fernando Alejandro
    Rafael Sergio Pablo Andrés Diego Raúl Ramón Enrique Alberto Joaquín Ignacio Gonzalo
    Álvaro Rubén Óscar Víctor Héctor Emilio Esteban Felipe Guillermo Gustavo Ricardo
    Roberto Santiago Tomás Vicente Xavier Jaime Julio Mario Marcos Mateo Nicolás Salvador
    Adrián Agustín Borja Iñaki Jon Mikel Unai Aitor Xabier Jordi Josep Pau Marc Andreu
    Hugo Lucas Martín Bruno Gabriel Eduardo Ernesto Gerardo Hernán Julián Leonardo
    Lorenzo Marcelo Mauricio Octavio Orlando Rodrigo Sebastián Simón Teodoro Valentín
    Cristian Claudio Fabián Gastón Matías Maximiliano Ezequiel Germán Darío Osvaldo
    Alfredo Arturo César Benjamín Cristóbal Emiliano Horacio Leandro Mariano Patricio
    Renato Ulises""".split()
)
FIRST_NAMES = FEMININE_NAMES | MASCULINE_NAMES
# Names ending in "a" that are men's, and in "o" that are women's.
MASCULINE_IN_A = frozenset(fold(n) for n in "Joshua Luca Nikita Ilya Elia Misha Kostya Borja Garcilaso".split())
FEMININE_IN_O = frozenset(fold(n) for n in "Rocío Consuelo Rosario Amparo Socorro".split())


def gender_of_words(words: str) -> str | None:
    """The gender a title or role says, if any: "Mrs." -> f, "la portavoz" -> f,
    "the company's spokesman" -> m, "a nurse" -> None."""
    lowered = [fold(w).strip(".,’'") for w in re.findall(r"[\w’'.]+", words)]
    lowered = [w for w in lowered if w]
    if not lowered:
        return None
    # A Spanish role's article decides: "la juez", "el portavoz".
    if lowered[0] in FEMININE_ARTICLES:
        return FEMININE
    if lowered[0] in MASCULINE_ARTICLES:
        return MASCULINE
    found = set()
    folded_feminine = _FOLDED_FEMININE_WORDS
    folded_masculine = _FOLDED_MASCULINE_WORDS
    for word in lowered:
        if word in folded_feminine:
            found.add(FEMININE)
        elif word in folded_masculine:
            found.add(MASCULINE)
    return found.pop() if len(found) == 1 else None


def gender_of_first_name(name: str, *, by_ending: bool = True) -> str | None:
    """The gender a person's first name usually has: "Owen Baptiste" -> m,
    "Marta Ribes" -> f; None for one word (a surname) or an unknown name. With
    `by_ending`, an unknown name ending in "-a" is a woman's and in "-o" a man's, as
    in Spanish; elsewhere the ending says nothing ("Hendra", "Andrea", "Nikola")."""
    words = name.split()
    if len(words) < 2:
        return None
    first = fold(words[0]).strip(".")
    if first in FEMININE_NAMES and first not in MASCULINE_NAMES:
        return FEMININE
    if first in MASCULINE_NAMES and first not in FEMININE_NAMES:
        return MASCULINE
    if by_ending and len(first) > 2 and first.isalpha():
        if first.endswith("a") and first not in MASCULINE_IN_A:
            return FEMININE
        if first.endswith("o") and first not in FEMININE_IN_O:
            return MASCULINE
    return None


def agrees(pronoun: str, gender: str | None) -> bool:
    """Whether a pronoun may stand for a person of that gender (None: unknown)."""
    wanted = PRONOUN_GENDERS.get(pronoun)
    return wanted is None or gender is None or gender == wanted


_FOLDED_FEMININE_WORDS = frozenset(fold(w) for w in FEMININE_WORDS)
_FOLDED_MASCULINE_WORDS = frozenset(fold(w) for w in MASCULINE_WORDS)


def person_genders(text: str, mentions, *, language: str = "es") -> dict[str, str]:
    """The gender the text shows for each person, by the folded last word of their
    name ("baptiste" -> "m"), from every mention's title, role and first name (its
    ending only in a Spanish text). A person with contradictory cues is left out."""
    by_ending = language.startswith("es")
    cues: dict[str, set[str]] = {}
    for mention in mentions:
        if not mention.is_person or not mention.name:
            continue
        found = cues.setdefault(fold(mention.name).split()[-1], set())
        described = _described_by_article(text, mention) if by_ending else None
        for gender in (
            *map(gender_of_words, roles_of(text, mention)),
            gender_of_first_name(mention.name, by_ending=by_ending),
            described,
        ):
            if gender:
                found.add(gender)
    found_genders = {key: genders.pop() for key, genders in cues.items() if len(genders) == 1}
    for key, gender in pronoun_genders(text, mentions).items():
        if not cues.get(key):
            found_genders[key] = gender
    return found_genders


# A Spanish article and one or two lower-case words right before a name: "la etíope
# Aster Chepkemoi", "el keniano Gideon Kipruto", "del joven Marcos Ruiz".
ARTICLE_DESCRIBING = re.compile(r"(?<![\w’'-])(?P<article>[Ee]l|[Ll]a|del|al)\s+(?:[a-záéíóúñü]{3,}\s+){1,2}$")


def _described_by_article(text: str, mention) -> str | None:
    """The gender a Spanish article gives the description right before a name: "la
    etíope Aster Chepkemoi" is a woman whatever her first name says."""
    found = ARTICLE_DESCRIBING.search(text, max(0, mention.start - 40), mention.start)
    if found is None or set(found.group().lower().split()) & ORGANISATION_WORDS:
        # "la asociación vecinal Levante Unido" is a body's name.
        return None
    return FEMININE if found["article"].lower() == "la" else MASCULINE


# A pronoun that, outside quotation marks, names the gender of the person it stands
# for: a subject, a reflexive or a possessive ("her" and "him" are often someone else:
# "Ruiz told him").
GENDERED_PRONOUN = re.compile(r"\b(?:(?P<m>he|his|himself|él)|(?P<f>she|herself|ella))\b", re.IGNORECASE)
# Searched through the whole lower-cased text (`claims.extraction.caseless`).
GENDERED_PRONOUN_LOWER = lowercase_twin(GENDERED_PRONOUN)
QUOTED = re.compile(r"“[^”]*”|\"[^\"\n]*\"|«[^»]*»")
SENTENCE_BREAK = re.compile(r"[.!?]\s|\n")
# Words that open a clause of reported words, whose "he" or "she" may be anyone:
# "His coach, Lena Voss, said he had rebuilt his stroke".
REPORTING = re.compile(rf"\b(?:{SPEECH_VERBS}|that|que)\b")


def pronoun_genders(text: str, mentions) -> dict[str, str]:
    """The gender the text's own pronouns give each person, by the folded last word of
    their name: each "he"/"she" outside quotation marks goes to the last person named
    before it in its sentence who is not the object of a preposition nor a possessive,
    with no speech verb or "that" between ("Dana Whitlow spent it on herself" -> f;
    "Whitlow's lawyer spent his …" and "Dana Whitlow said he had …" say nothing of
    Whitlow). A person the pronouns give both genders is left out."""
    quoted = [m.span() for m in QUOTED.finditer(text)]
    starts = [start for start, _ in quoted]

    def inside_quotes(at: int) -> bool:
        # The spans follow one another without overlapping: only the last to open
        # before `at` can hold it.
        index = bisect_right(starts, at) - 1
        return index >= 0 and at < quoted[index][1]

    people = [m for m in mentions if m.is_person and m.name and not inside_quotes(m.start)]
    people.sort(key=lambda m: m.end)
    ends = [m.end for m in people]
    breaks = [b.end() for b in SENTENCE_BREAK.finditer(text)]
    cues: dict[str, set[str]] = {}
    for match in GENDERED_PRONOUN_LOWER.finditer(lowered(text)):
        at = match.start()
        if inside_quotes(at):
            continue
        index = bisect_right(ends, at) - 1
        if index < 0:
            continue
        last = people[index]
        opening = breaks[bisect_right(breaks, at) - 1] if bisect_right(breaks, at) else 0
        if last.start < opening or last.is_object or last.possessive:
            continue
        if REPORTING.search(text, last.end, at):
            continue
        cues.setdefault(fold(last.name).split()[-1], set()).add(MASCULINE if match.group("m") else FEMININE)
    return {key: genders.pop() for key, genders in cues.items() if len(genders) == 1}
