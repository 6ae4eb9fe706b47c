"""The words around a direct quotation that say who spoke it.

`frame_after` reads an attribution after the closing mark (`”, says Solano`, `,” he
added`, `», afirmó.`, `», ha señalado en declaraciones a los medios el consejero de
Salud, Javier Prieto`, `—dijo la Dra. Carmen Ortega, jefa de urgencias, en una
entrevista con Radio Bética`), `participle_frame` one opened by a participle after a
reported quotation (`…”, adding: “`), `echoing_frame` a sentence after the quotation
that points back to it (`». Así lo afirmó Ana Gil.`, `." So said Peter Rowe.`); a name
before a colon with no verb (`Ruiz: «`) is read by `claims.extraction.colon_frames`,
and one that introduces it (`He also stated that “`, `The minister said: “`, `Añadió:
«`) by `claims.extraction.introducing_frames`. `claims.extraction.quotes` calls them;
the reading of speakers, intermediaries and roles they share with reported statements
is in `claims.extraction.attribution_frames`.
"""

import re
from dataclasses import replace

from claims.extraction.attribution_frames import (
    APPOSITIVE_NAME,
    NAME_THEN_LOWERCASE_A,
    VIA_LEAD,
    Frame,
    addressee,
    speaker_before,
    verb_complement,
    via_in,
)
from claims.extraction.circumstance_subjects import subject_after_circumstance
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.names import (
    ORGANISATION_WORDS,
    PLACE_WORDS,
    PREPOSITIONS,
    fold,
    is_capitalised,
)
from claims.extraction.speaker_phrases import parse_speaker
from claims.extraction.speaker_shape import looks_like_speaker
from claims.extraction.speech_verbs import (
    ALLEGING_VERBS,
    IMPLIED_SUBJECT,
    SPANISH_SPEECH_VERB_SET,
    SPEECH_VERB,
    SPEECH_VERBS,
    SUMMING_UP_RIGHT_AFTER_A_QUOTATION,
)


APPOSITION_AFTER_SPEAKER = re.compile(
    r",\s+(?:the|a|an|el|la|un|una)\s+[^.;:!?“”\"«»,]{2,80}(?=\s*(?:[.;!?]|$|,\s+(?:to|al|a)\s))",
    re.IGNORECASE,
)

# ", to the newspaper El Tiempo" after an apposition: whom the speaker said it to.
ADDRESSEE_AFTER_APPOSITION = re.compile(r",\s+(?P<words>(?:to|al|a)\s+[^.;:!?“”\"«»,]{2,80}?)\s*(?=[.;!?]|$)")

# Where or when something was said, after the speaker: "en rueda de prensa", "on
# Tuesday", "in a statement".
CIRCUMSTANCE = re.compile(
    r"\s+(?=(?:en|in|on|at|during|durante|tras|after|before|ante|desde|entre|amid|this|last|yesterday|today|"
    r"ayer|hoy|este|esta|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo))\b)"
)

# How the speaker was as they spoke, after a comma: ", todavía envuelta en la bandera",
# ", visiblemente emocionada", ", still in his running kit"; and an age (", de 29
# años", ", aged 29"): no part of who they are.
MANNER_OR_AGE = re.compile(
    r"(?:todavía|aún|still|visibly|[a-záéíóúñ]+mente|emocionad[oa]s?|envuelt[oa]s?|"
    r"(?:de|aged)\s+[\w-]+\s+(?:años|years?)(?:\s+de\s+edad)?$|aged\s+\d+$)\b",
    re.IGNORECASE,
)

# A relative clause right after the speaker, without a comma: "una vecina que prefirió …".
RESTRICTIVE_RELATIVE = re.compile(r"\s+(?=(?:que|quien|quienes|who|whom)\s)", re.IGNORECASE)

# How someone spoke, right after a Spanish speech verb: "contó emocionado", "dijo
# visiblemente afectada", "respondió sonriente".
MANNER_FIRST = re.compile(
    r"\s*(?:emocionad[oa]s?|visiblemente\s+[a-záéíóúñ]+|sonriente|sonrientes|orgullos[oa]s?|indignad[oa]s?|"
    # Or how they sat or stood: "contó sentada en el cordón de la vereda", "dijo de pie".
    r"sentad[oa]s?|de\s+pie|apoyad[oa]s?|arrodillad[oa]s?)(?:\s+(?=\S)|\s*$)",
    re.IGNORECASE,
)
# A Spanish verb with no subject, then what was done before or after: "dijo antes de
# abandonar el estadio", "añadió después de votar".
BEFORE_OR_AFTER_DOING = re.compile(r"\s*(?:antes|después)\s+de\s+[a-záéíóúñ]+(?:ar|er|ir)(?:se|lo|la|los|las)?\b")
# Or did next or just before: "dijo Restrepo antes de que se levantara el telón", "said
# Hale before leaving the court".
DOING_AS_THEY_SPOKE = re.compile(
    r"\s+(?=(?:mientras|while|as\s+(?:he|she|they)|cuando|when|antes\s+de|después\s+de|before|after)\b)", re.IGNORECASE
)

SPACES_AND_COMMAS = re.compile(r"[\s,]*")
SPEECH_VERB_FIRST = re.compile(rf"(?:{SPEECH_VERBS}|{SUMMING_UP_RIGHT_AFTER_A_QUOTATION})\b", re.IGNORECASE)
# "«…», cuenta Rosa Gil": "cuenta", a noun as often as a verb ("la cuenta", "cuenta
# con"), tells who spoke only right after the quotation.
TELLS_RIGHT_AFTER = re.compile(r"cuentan?\b(?!\s+con\b)")
SENTENCE_OR_QUOTATION_END = re.compile(r"[.!?“«]")
CONJUNCTION_FIRST = re.compile(r"(?:and|but|y|e|pero)\s", re.IGNORECASE)
FRAME_CLOSES = re.compile(r"\s*(?:[.,;!?]|[—–]|$)")
# Who asked a quoted question, the verb first, with the Spanish pronoun of whom it was
# asked before it: "«¿…?», le preguntó la fiscal", '"…?" asked the judge'.
QUESTION_VERB_FIRST = re.compile(
    r"(?:(?:le|les)\s+)?(?P<verb>preguntó|preguntaron|pregunta|preguntan|(?:ha|han)\s+preguntado|asked|asks)\b"
)
# A name, then where or how they spoke: "Carvalho frente al museo", "Sancho por
# teléfono desde Atalaya", "Ana Gil junto a la iglesia de San Pedro", "Cantú sobre el
# ring", "Ann Ward outside the court", "Ward by phone from Leeds", "Gil con la voz
# quebrada": no part of the name.
NAME_THEN_WHERE_OR_HOW = re.compile(
    r"(?P<name>(?:[A-ZÁÉÍÓÚÑ][\w’'.-]*\s+){0,3}[A-ZÁÉÍÓÚÑ][\w’'-]*)\s+"
    r"(?P<rest>(?:frente\s+al?|junto\s+al?|delante\s+del?|fuera\s+del?|cerca\s+del?|outside|near|"
    r"sobre\s+(?:el|la|los|las))\s+[a-záéíóúñ].*|"
    # Or with what about them: "Figueroa con el cinturón al hombro", "Gil con la voz
    # quebrada", "Hale with the belt on his shoulder".
    r"(?:con\s+(?:el|la|los|las|su|sus|un|una)|with\s+(?:a|an|the|his|her|their))\s+[a-záéíóúñ].*|"
    r"(?:por\s+(?:teléfono|videoconferencia|escrito|carta|correo|mensaje)|vía\s+telefónica|"
    r"by\s+(?:tele)?phone|by\s+video(?:\s+link)?|over\s+the\s+phone|via\s+video(?:\s+link)?)(?:\s+.*)?)$"
)
# Someone described, not named, then where they spoke: "un aficionado frente a la tienda
# de bicicletas", "el familiar de otro paciente a la salida del hospital", "a commuter
# outside the station". The place is no part of who they are.
DESCRIPTION_THEN_WHERE = re.compile(
    r"(?P<name>(?:el|la|un|una|otr[oa]|the|a|an|another)\s+[a-záéíóúñ][^,]*?)\s+"
    r"(?P<rest>(?:frente\s+al?|junto\s+al?|delante\s+del?|fuera\s+del?|cerca\s+del?|"
    r"a\s+la\s+(?:salida|entrada|puerta)\s+del?|a\s+las\s+puertas\s+del?|en\s+la\s+puerta\s+del?|"
    r"outside|near|in\s+front\s+of|at\s+the\s+(?:gates?|door|entrance)\s+of)\s+[a-záéíóúñ].*)$"
)
# The pronoun of whom something was said to before a Spanish verb: "«…», le dijo el juez".
CLITIC_FIRST = re.compile(r"(?:le|les)\s+(?=[a-záéíóúñ])")


def frame_after(text: str, position: int, limit: int) -> Frame | None:
    """An attribution right after a quotation: `”, says Solano.`, `,” Solano said`,
    `,” Venezuela’s interim president, Juan Guaidó, told Spanish newspaper El País.`"""
    lead = SPACES_AND_COMMAS.match(text[position:limit])
    start = position + lead.end()
    if start >= limit or not (text[start].isalpha()):
        return None
    # "says Solano": the verb first, the speaker up to the end of the clause.
    clitic = CLITIC_FIRST.match(text, start, limit)
    after_clitic = start + (clitic.end() - start if clitic else 0)
    verb_first = SPEECH_VERB_FIRST.match(text[after_clitic:limit]) or TELLS_RIGHT_AFTER.match(text[after_clitic:limit])
    if verb_first is not None and clitic is not None and verb_first.group().lower() not in SPANISH_SPEECH_VERB_SET:
        verb_first = None
    if verb_first and not text[start].isupper():
        return verb_first_frame(text, position, after_clitic + verb_first.end(), limit, verb_first.group())
    if text[:position].rstrip(" ,”\"»’").endswith("?"):
        asked = QUESTION_VERB_FIRST.match(text, start, limit)
        if asked is not None:
            return verb_first_frame(text, position, asked.end(), limit, asked.group("verb"))
    if CONJUNCTION_FIRST.match(text, start, limit):
        # `"proud beyond words," and state television said …`: a clause of its own.
        return None
    # "Solano said", "he added", "Donald Trump said in a speech at …".
    sentence_end = SENTENCE_OR_QUOTATION_END.search(text[start:limit])
    window_end = start + (sentence_end.start() if sentence_end else limit - start)
    for verb in SPEECH_VERB.finditer(text, start, window_end):
        found = speaker_before(text, start, verb.start())
        if not found:
            continue
        speaker, speaker_start = found
        end, via = verb_complement(text, verb, window_end)
        if not FRAME_CLOSES.match(text[end:limit]):
            # "Officials insisted: “…" or "told reporters that “…" introduces the
            # next quotation, not this one.
            return None
        return Frame(
            start=position,
            end=end,
            speaker=speaker,
            speaker_start=speaker_start,
            attribution=re.sub(r"\s+", " ", text[verb.start() : end]).strip(),
            via=via,
            allegation=verb.group().lower() in ALLEGING_VERBS,
        )
    return _quoted_after(text, position, start, window_end, limit)


# "…,” Therese Vallance, the regulator's director, was quoted as saying in its statement.
QUOTED_AFTER = re.compile(
    r"\s+(?:was|were|is|are|has\s+been)\s+(?:also\s+)?quoted\s+(?:(?:by|in)\s+[^,.;:“”\"«»]{2,80}?\s+)?as\s+saying\b"
)


def _quoted_after(text: str, position: int, start: int, window_end: int, limit: int) -> Frame | None:
    """A passive frame after a quotation: `,” Ana Ruiz was quoted as saying in the
    statement.`: she said it."""
    if "quoted" not in text[start:window_end]:
        return None
    quoted = QUOTED_AFTER.search(text, start, window_end)
    found = speaker_before(text, start, quoted.start()) if quoted else None
    if not found:
        return None
    speaker, speaker_start = found
    end = window_end if re.match(r"\s*[.,;!?]|\s*$", text[window_end:limit]) else quoted.end()
    return Frame(
        start=position,
        end=end,
        speaker=speaker,
        speaker_start=speaker_start,
        attribution=re.sub(r"\s+", " ", text[quoted.start() : end]).strip(),
        via=None,
        allegation=False,
    )


# A sentence after a quotation that says who said it by pointing back to it: "Así lo
# afirmó", "Así se ha expresado", "So said", "So says".
ECHOING_LEAD = re.compile(
    rf"[\s.]*(?:As[ií]\s+(?:lo|la|se)\s+(?:(?:ha|había|han|habían)\s+)?|So\s+)(?=(?:{SPEECH_VERBS})\b)"
)


def echoing_frame(text: str, position: int, limit: int) -> Frame | None:
    """The speaker a sentence right after a quotation names by pointing back to it:
    "«Necesitamos más médicos». Así lo afirmó el consejero de Salud, Pedro Ruiz.",
    "Así lo ha explicado Ana Gil", ""We need more doctors." So said Peter Rowe"."""
    lead = ECHOING_LEAD.match(text, position, limit)
    if lead is None:
        return None
    verb = re.match(rf"(?:{SPEECH_VERBS})\b", text[lead.end() : limit], re.IGNORECASE)
    if verb is None:
        return None
    frame = verb_first_frame(text, position, lead.end() + verb.end(), limit, verb.group())
    if frame is None or frame.speaker == IMPLIED_SUBJECT:
        # "Así lo dijo." names no one: the quotation keeps whatever else it has.
        return None
    return frame


# "…», contaba en la calle Castilla, en Triana, Dolores Vázquez": where it was said,
# each place set off by commas, before the speaker ("calle Castilla" names no one).
PLACES_BEFORE_SPEAKER = re.compile(r"\s*(?:(?:en|desde|junto\s+a|frente\s+a|at|outside)\s+[^,.;:!?“”\"«»—–]{1,50},\s+)+")


def verb_first_frame(text: str, position: int, speaker_start: int, limit: int, verb: str) -> Frame | None:
    """ "says Solano", "dijo la Dra. Carmen Ortega, jefa de urgencias, en una
    entrevista con Radio Bética": the speaker, their role, where and to whom."""
    places = PLACES_BEFORE_SPEAKER.match(text, speaker_start, limit)
    if places:
        after = verb_first_frame(text, position, places.end(), limit, verb)
        if after is not None and after.speaker != IMPLIED_SUBJECT:
            where = re.sub(r"\s+", " ", text[speaker_start : places.end()]).strip(" ,")
            return replace(after, attribution=f"{verb} {where} {after.attribution[len(verb) :].strip()}".strip())
    stop = re.search(r"[,.;:!?“”\"«»—–]", text[speaker_start:limit])
    speaker_end = speaker_start + (stop.start() if stop else limit - speaker_start)
    raw = text[speaker_start:speaker_end]
    circumstances: list[str] = []
    manner = MANNER_FIRST.match(raw) if verb.lower() in SPANISH_SPEECH_VERB_SET else None
    if manner is not None:
        # "contó emocionado el dueño del bar", "dijo visiblemente afectada antes de …":
        # how they spoke, before who spoke or what they did next.
        circumstances.append(manner.group().strip())
        speaker_start += manner.end()
        raw = raw[manner.end() :]
    if verb.lower() in SPANISH_SPEECH_VERB_SET and BEFORE_OR_AFTER_DOING.match(raw):
        # "«…», dijo antes de abandonar el estadio": what the one named last did next.
        return _implied_subject_frame(position, speaker_start, verb, "", speaker_start)
    if verb.lower() in SPANISH_SPEECH_VERB_SET and (
        # The manner read first leaves no space before the circumstance: "contó sentada | en …".
        not raw.strip() or CIRCUMSTANCE.match(f" {raw.lstrip()}") or raw.split()[0].lower() in PREPOSITIONS | {"al"}
    ):
        subject = subject_after_circumstance(raw)
        if subject is None:
            # "«…», afirmó." or "afirmó en rueda de prensa.": the subject is left out.
            return _implied_subject_frame(position, speaker_start, verb, raw.strip(), speaker_end)
        # "ha señalado en declaraciones a los medios el consejero de Salud, …".
        circumstances.append(raw[:subject].strip())
        speaker_start += subject
        raw = raw[subject:]
    doing = DOING_AS_THEY_SPOKE.search(raw)
    if doing and looks_like_speaker(raw[: doing.start()]):
        # "contó Rosa Vidal mientras cargaba dos bidones", "said Tom Hale as he left the
        # court": what they were doing is the article's own account, out of the frame.
        speaker_end = speaker_start + doing.start()
        raw = raw[: doing.start()]
    relative = RESTRICTIVE_RELATIVE.search(raw)
    if relative and not looks_like_speaker(raw) and looks_like_speaker(raw[: relative.start()]):
        # "comentó una vecina que prefirió no dar su nombre", "said a man who gave only
        # his first name": who they are ends where what the clause says of them starts;
        # the clause stays in the frame, no claim of its own.
        raw = raw[: relative.start()]
    # "afirmó la consejera Ana Soto en rueda de prensa", "said Ana Ruiz on Tuesday".
    circumstance = CIRCUMSTANCE.search(raw)
    if circumstance and raw[: circumstance.start()].split()[-1:] in (["a"], ["al"]):
        # "explicó Gil a este diario": whom it was said to, read below.
        circumstance = None
    if circumstance and circumstance.start() > 0 and looks_like_speaker(raw[: circumstance.start()]):
        circumstances.append(raw[circumstance.start() :].strip())
        raw = raw[: circumstance.start()]
    # "dijo el coronel a El Tiempo": the speaker, then whom it was said to.
    where_or_how = NAME_THEN_WHERE_OR_HOW.match(raw.strip()) or DESCRIPTION_THEN_WHERE.match(raw.strip())
    if where_or_how and looks_like_speaker(where_or_how.group("name")):
        # "afirmó Carvalho frente al museo": where they spoke, not whom they told.
        circumstances.append(where_or_how.group("rest"))
        speaker, addressed_to = where_or_how.group("name"), ""
    else:
        speaker, addressed_to = addressee(raw.strip())
    lowercase_after_name = NAME_THEN_LOWERCASE_A.match(speaker)
    if not addressed_to and lowercase_after_name:
        # "aseguró Ibarra a la salida de la sala", "dijo Ruiz a los periodistas": when
        # or to whom no one in particular, not part of the name.
        circumstances.append(lowercase_after_name.group("rest"))
        speaker = lowercase_after_name.group("name")
    # Whom it was said to, when named after the speaker: then nothing else follows.
    said_to_after_speaker = bool(addressed_to)
    if circumstances and not addressed_to and VIA_LEAD.match(circumstances[0]):
        if via_in("to", circumstances[0]):
            # "explicó a EFE el abogado de la familia, Jorge Sanz".
            addressed_to = circumstances.pop(0)
    apposition = APPOSITION_AFTER_SPEAKER.match(text, speaker_end, limit)
    named = speaker
    if where_or_how:
        # "afirmó Sancho por teléfono desde Atalaya, a 12 horas de …": what follows the
        # place is about the place.
        pass
    elif apposition and not said_to_after_speaker:
        # "said Maria Lopez, the ministry's spokeswoman.": the role belongs to the
        # speaker, however many capitalised words it holds.
        speaker_end = apposition.end()
        speaker = text[speaker_start:speaker_end].strip()
        after = ADDRESSEE_AFTER_APPOSITION.match(text, speaker_end, limit)
        if after and via_in("to", after.group("words")):
            addressed_to = after.group("words")
            speaker_end = after.end()
    elif not said_to_after_speaker:
        speaker_end, speaker, told, more = _frame_tail(text, speaker_start, speaker_end, limit, speaker)
        addressed_to = told or addressed_to
        circumstances.extend(more)
    # "said Sgt. Maria Kelly, a former officer who now chairs the branch": the
    # role may hold a clause; the name before it is what must look like a speaker.
    if not (looks_like_speaker(speaker) or (speaker != named and looks_like_speaker(named))):
        return None
    attribution = " ".join([verb, *circumstances, addressed_to]).strip()
    return Frame(
        start=position,
        end=speaker_end,
        speaker=speaker,
        speaker_start=speaker_start + text[speaker_start:speaker_end].index(speaker),
        attribution=re.sub(r"\s+", " ", attribution),
        via=via_in("to", addressed_to) if addressed_to else None,
        allegation=verb.lower() in ALLEGING_VERBS,
    )


def _implied_subject_frame(start: int, speaker_start: int, verb: str, circumstance: str, end: int) -> Frame:
    """The frame of a Spanish speech verb without a subject: `IMPLIED_SUBJECT` speaks,
    whom `claims.extraction` reads as the person named last."""
    return Frame(
        start=start,
        end=end,
        speaker=IMPLIED_SUBJECT,
        speaker_start=speaker_start,
        attribution=re.sub(r"\s+", " ", f"{verb} {circumstance}").strip(),
        via=None,
        allegation=verb.lower() in ALLEGING_VERBS,
    )


# A name, then the body a person is from: "Tom Reyes of the Legal Aid Society".
NAME_FROM_A_BODY = re.compile(r"(?P<name>.+?)\s+(?:of|from|at)\s+(?:the\s+)?[A-Z]")


# A role in lower case before the name it gives: "la cirujana plástica | Mariela Cedeño".
LOWERCASE_ROLE_BEFORE_NAME = re.compile(r"(?:el|la|the|a|an)\s+(?:[a-záéíóúñ]+\s+){1,4}(?=[A-ZÁÉÍÓÚÑ])")


def _a_name_perhaps_from_a_body(words: str) -> bool:
    """ "Pedro Gil", "Tom Reyes of the Legal Aid Society", "la cirujana plástica Mariela
    Cedeño Franco": a name, perhaps with where the person is from or a role before it."""
    role = LOWERCASE_ROLE_BEFORE_NAME.match(words)
    if role is not None:
        words = words[role.end() :]
    if APPOSITIVE_NAME.fullmatch(words + ", "):
        return True
    named = NAME_FROM_A_BODY.match(words)
    return named is not None and APPOSITIVE_NAME.fullmatch(named["name"] + ", ") is not None


# A definite role in a body the text names after its noun: "la patrona del equipo
# hispano-francés Mistral Levante", "el dueño del bar Alcor", "the skipper of the yacht
# Northern Star": the capitalised words name the team, the bar or the yacht.
ROLE_IN_A_NAMED_BODY = re.compile(
    r"(?:el|la|the)\s+[a-záéíóúñ]+\s+(?:del|de\s+la|de|of\s+the|at\s+the)\s+"
    r"(?:[a-záéíóúñ-]+\s+){1,3}[A-ZÁÉÍÓÚÑ][\w’'-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w’'-]*)*",
    re.IGNORECASE,
)


def _a_role_without_its_holder(phrase: str) -> bool:
    """ "el alcalde", "la portavoz de la ONG Mar Libre", "el dueño del bar Alcor": a
    role whose holder a name after it may give. A spokesperson's role names the body
    they speak for, which stands in for them only while no one is named."""
    if ROLE_IN_A_NAMED_BODY.fullmatch(phrase) and fold(phrase.split()[1]) not in ORGANISATION_WORDS | PLACE_WORDS:
        return True
    parsed = parse_speaker(phrase)
    if parsed.name is None or bool(parsed.role) and parsed.name in parsed.role:
        return True
    # "el consejero delegado de la aerolínea Iberavia, Jordi Massaguer": a person's role
    # in a body, which the name after it holds.
    from claims.extraction.roles import claimed_role_head  # roles reads frames: import late.

    return claimed_role_head(phrase) is not None and not is_capitalised(phrase.split()[1])


def _frame_tail(
    text: str, speaker_start: int, speaker_end: int, limit: int, speaker: str
) -> tuple[int, str, str, list[str]]:
    """What follows a speaker named after the verb, up to the end of the sentence or
    a dash: ", jefa del servicio de urgencias" (a role), ", Pedro Gil" (the name after
    a role), ", en una entrevista con Radio Bética" (whom it was said to), ", on
    Tuesday" (when). Anything else (", adding that …", ", who …") ends the frame.
    Returns the frame's new end, the speaker phrase, the addressee and the
    circumstances."""
    end = re.search(r"[.;!?“”\"«»—–]|$", text[speaker_end:limit])
    tail_end = speaker_end + end.start()
    addressed_to = ""
    circumstances: list[str] = []
    position = speaker_end
    found = text.find(speaker, speaker_start, speaker_end)
    speaker_from = found if found != -1 else speaker_start
    # "dijo Ortiz en el ring, todavía con la bandera …": a role comes right after the
    # name, so after a circumstance what follows the comma is more of it.
    after_circumstance = found != -1 and bool(text[found + len(speaker) : speaker_end].strip())
    for part in re.finditer(r",\s+([^,]+)", text[speaker_end:tail_end]):
        if speaker_end + part.start() != position:
            break
        words = part.group(1).strip()
        if VIA_LEAD.match(words) and via_in("to", words) and not addressed_to:
            addressed_to = words
        elif MANNER_OR_AGE.match(words):
            # "afirmó la atleta, todavía envuelta en la bandera", "dijo la australiana, de
            # 29 años": how or how old, not a role; the frame goes on past it.
            after_circumstance = True
        elif re.match(r"(?:de|del|of|from)\s", words) and not SPEECH_VERB.search(words):
            # "advirtió el hidrólogo Esteban Marín, de la Universidad del Sur": where the
            # speaker is from belongs to the role.
            speaker = text[speaker_from : speaker_end + part.end()].strip()
        elif CIRCUMSTANCE.match(" " + words) or (
            words.split()[0].lower() in PREPOSITIONS and not SPEECH_VERB.search(words)
        ):
            # "on Tuesday", "a la salida de la reunión".
            circumstances.append(words)
        elif _a_name_perhaps_from_a_body(words) and _a_role_without_its_holder(speaker):
            # "explicó el alcalde, Pedro Gil": the role, then the name; "said her lawyer,
            # Tom Reyes of the Legal Aid Society": and where the person is from.
            speaker = text[speaker_from : speaker_end + part.end()].strip()
        elif (
            position == speaker_end
            and re.match(r"[^\W\d_]", words)
            and not is_capitalised(words)
            # "…, antes de subrayar que …", "…, before adding that …": what the speaker
            # did next, not who they are.
            and not re.match(
                r"(?:who|whose|which|que|quien|cuyo|cuya|y|and|but|pero|[a-z]+ing|[a-z]+ndo|antes|después|luego|"
                r"mientras|cuando|sin|para|before|after|while|when|without)\b",
                words,
            )
            and len(words.split()) <= 10
            and not SPEECH_VERB.search(words)
        ):
            # "dijo Ana Pérez, comandante de bomberos": a role without an article.
            if after_circumstance:
                circumstances.append(words)
            else:
                speaker = text[speaker_from : speaker_end + part.end()].strip()
        else:
            break
        position = speaker_end + part.end()
    if position == speaker_end:
        return speaker_end, speaker, addressed_to, circumstances
    return position, speaker, addressed_to, circumstances


# A participle of speaking that opens a quotation after a reported one: "She told BBC
# Wales the strike had been "…", adding: "…"", "…, añadiendo que «…»".
SPEAKING_PARTICIPLE = re.compile(
    r"[\s,]*(?P<verb>adding|saying|insisting|noting|warning|añadiendo|agregando|diciendo|insistiendo|"
    r"advirtiendo|subrayando)(?:\s+(?:that|que))?\s*:?\s*$",
    re.IGNORECASE,
)


def participle_frame(text: str, sentence_start: int, head_start: int, position: int) -> Frame | None:
    """The frame of a quotation opened by a participle of speaking (", adding: “"):
    whoever the sentence says spoke before it."""
    participle = SPEAKING_PARTICIPLE.match(text, head_start, position)
    if participle is None or participle.end() != position:
        return None
    for verb in SPEECH_VERB.finditer(text, sentence_start, head_start):
        found = speaker_before(text, sentence_start, verb.start(), verb.group())
        if found:
            speaker, speaker_start = found
            return Frame(
                start=head_start,
                end=position,
                speaker=speaker,
                speaker_start=speaker_start,
                attribution=participle.group("verb"),
                via=None,
                allegation=False,
            )
    return None


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
