"""Clauses around a speaker: a relative clause that describes them ("…, que habló ante
300 personas, aseguró", "…, said Ana Berg, who leads the council") and one in which
they go on speaking or asking (", who called for …", ", quien reclamó que …"), and
the quoted words an asking verb's object may hold."""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.speech_verbs import BLAMING, SPEECH_VERBS


# A relative clause between a speaker and the verb: "…, que habló ante 300 personas,",
# "…, which employs around 1,800 people," (a comma between digits is a number's), "…,
# whose family has run the market since 1961,", "…, cuya familia regenta el bar,"; it
# may hold a short aside of its own: "…, whose twins, aged 7, attend the school,"; set
# off by dashes, Spanish writes them against the clause: "Benítez —que tardó dos años—".
RELATIVE_WORDS = r"(?:[^,;:“”«»\"—–]|(?<=\d)[,.](?=\d))*"
RELATIVE_BEFORE_VERB = re.compile(
    rf"(?:,\s+|\s[—–]\s*)(?:que|quien|quienes|who|which|whose|cuy[oa]s?)\b{RELATIVE_WORDS}"
    rf"(?:(?:,|\s?[—–])?|,\s+(?:[^,;:“”«»\"—–\s]+\s+){{0,4}}[^,;:“”«»\"—–\s]+,{RELATIVE_WORDS}(?:,|\s?[—–]))\s*$",
    re.IGNORECASE,
)

# An apposition that ends in a relative clause, before the verb: "Moussa, un maliense
# de 17 años que esperaba el autobús, contó que …", "Karim, a farmer who lost his
# land, explained that …": the relative clause starts without a comma of its own.
RELATIVE_IN_APPOSITION = re.compile(
    r",\s+[^,;:“”«»\"]+?\s(?P<relative>(?:que|quien|quienes|who|that|which)\s(?:[^,;:“”«»\"—–]|(?<=\d)[,.](?=\d))*,\s*)$",
    re.IGNORECASE,
)


def relative_clause_start(phrase: str) -> int | None:
    """Where a relative clause about the subject starts in the words before its verb."""
    relative = RELATIVE_BEFORE_VERB.search(phrase)
    if relative is not None:
        return relative.start()
    relative = RELATIVE_IN_APPOSITION.search(phrase)
    return relative.start("relative") if relative is not None else None


# An object of a few words, up to seven, that quotes the speaker: " su «profundo dolor»", " a la
# provincia y a la Nación «una respuesta de fondo»", " a ambas partes sentarse a
# negociar «esta misma semana»", not past "but" ("thanked the fans but said the squad
# had “…”" speaks in its second verb) nor a second predicate (`OBJECT_ENDS`); quoted
# words opening in capitals may be a title ("el libro «Cien años de soledad»").
# Or the object asked of someone, in a clause of "que" or "to" ("pidió al Ayuntamiento que
# amplíe las ayudas con «descuentos de verdad»", "urged the council to pair the grants
# with "real discounts"").
# Where an object longer than four words ends: "but", or "and" before anything but an
# article or a preposition ("announced a strike for Monday and called for “…”": a second
# predicate).
OBJECT_ENDS = (
    r"(?:but|pero|aunque|although|while|mientras|"
    r"(?:and|y|e)\s+(?!(?:a|al|the|la|el|los|las|of|to|de|del|en|in|for|para)\s)[^\W\d_]+)"
)
QUOTED_OBJECT = re.compile(
    rf"\s+(?:(?:[^\W\d_]+\s+){{0,4}}|(?:(?!{OBJECT_ENDS}\s)[^\W\d_]+\s+){{5,7}})(?:(?:que|to)\s+(?:[^\W\d_]+\s+){{0,6}})?"
    r"[«“\"][a-záéíóúñü][^«»“”\"]{1,80}[»”\"]"
)
# Verbs that ask for, promise or thank for something, whose object may quote the one who does: "pidió una
# investigación «rápida y transparente»", "called for a "full and open" inquiry".
NAMING_VERB = re.compile(r"called|calls|branded|brands|dubbed", re.IGNORECASE)
ASKING_VERB = re.compile(
    r"\b(?:pidió|pidieron|pide|piden|reclamó|reclamaron|exigió|exigieron|solicitó|solicitaron|"
    r"(?:ha|han|había|habían)\s+(?:pedido|reclamado|exigido|solicitado)|"
    r"asked\s+for|called\s+for|calls\s+for|demanded|demands|urged|"
    # Calling on someone to do something: "llamó a ambas partes a «sentarse a hablar»",
    # "instó al Gobierno a «actuar ya»", "called on ministers to "act now"".
    r"llamó\s+a|llamaron\s+a|instó|instaron|exhortó|exhortaron|(?:ha|han)\s+(?:llamado\s+a|instado|exhortado)|"
    r"called\s+on|calls\s+on|"
    # Promises quote the one who makes them: "prometió «un gobierno para todos»".
    r"prometió|prometieron|(?:ha|han)\s+prometido|promised|pledged|vowed|"
    # So do thanks: "agradeció a la plantilla «su lealtad»", "thanked staff for their "loyalty"".
    r"agradeció|agradecieron|agradece|agradecen|(?:ha|han)\s+agradecido|thanked|thanks|"
    # And naming something in one's own words: "called the arrest "a declaration of war"",
    # or blaming it: "It blamed a "faulty update"", "culpó a «la burocracia»".
    rf"called|calls|branded|brands|dubbed|{BLAMING}|"
    # Or grading it on a scale of one's own: "had rated the danger as "high"", "catalogó
    # el riesgo como «muy alto»".
    r"(?:rated|rates|classified|classifies|catalogó|catalogaron|clasificó|clasificaron)"
    r"(?=\s+(?:[^\W\d_]+\s+){1,4}(?:as|como)\s+[«“\"])|"
    # And how one said one felt: "se mostró «satisfecha en lo esencial»", "declared
    # himself "satisfied"".
    r"se\s+mostró|se\s+mostraron|se\s+(?:ha|han)\s+mostrado|se\s+declaró|se\s+declararon|"
    r"declared\s+(?:himself|herself|itself|themselves))\b",
    re.IGNORECASE,
)


# Appearing in order to speak: "compareció ante la prensa para denunciar …", "appeared
# before reporters to denounce …", "took to social media to criticise …".
APPEARING_TO_SPEAK = re.compile(
    r"\b(?P<verb>compareci(?:ó|eron)|(?:ha|han)\s+comparecido|intervino|intervinieron|tomó\s+la\s+palabra|"
    r"se\s+dirigió|se\s+presentó|salió|acudió|aprovechó|appeared|spoke|took\s+the\s+floor|took\s+to|went\s+on|"
    r"addressed|used)\b[^;:.«»“”\"]{0,120}?\s(?:para|to)\s+"
    r"(?:denunciar|criticar|reclamar|pedir|exigir|anunciar|defender|explicar|asegurar|advertir|negar|rechazar|"
    r"lamentar|reivindicar|acusar|insistir|reiterar|afirmar|condenar|denounce|critici[sz]e|demand|call\s+for|"
    r"announce|defend|explain|insist|warn|deny|reject|condemn|accuse|urge|ask\s+for|reiterate|say)\b",
    re.IGNORECASE,
)


# A relative clause in which the speaker just framed goes on speaking or asking: "…,”
# said Peter Sands, who called for the aid to arrive “before Christmas”", "…»,
# lamentó Ana Gil, quien reclamó que las ayudas lleguen «antes del invierno»".
# Or what the speaker said next, with a speech verb after "before" or "antes de": "…,”
# Marsh said on the platform, before stressing that the line “…”", "…», afirmó Sarabia,
# antes de subrayar que la ruta «…»".
SPEAKING_NEXT = (
    r"subrayar|señalar|afirmar|asegurar|añadir|insistir|advertir|recordar|explicar|destacar|reconocer|"
    r"stressing|adding|saying|insisting|warning|noting|explaining|acknowledging"
)
SPEAKER_GOES_ON = re.compile(
    rf"(?:(?:who|quien|quienes|que)\s+(?:(?:also|later|then|además|también|luego)\s+)?|"
    rf"(?:antes\s+de|después\s+de|before|after)\s+(?=(?:{SPEAKING_NEXT})\b))"
    rf"(?P<verb>(?:{SPEECH_VERBS})\b|{ASKING_VERB.pattern}|(?:{SPEAKING_NEXT})\b)",
    re.IGNORECASE,
)


# A relative clause after a trailing frame's speaker: "…, said Ana Berg, who leads the
# works council", "…, dijo Ana Berg, que dirige el comité".
RELATIVE_AFTER_SPEAKER = re.compile(r",\s+(?=(?:who|quien|quienes|que)\s)", re.IGNORECASE)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
