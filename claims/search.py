"""Word search over claims: the one search the public site, the API and the
admin share (`claims_search`), accent- and case-insensitive on every database.

A reader who types “Guaido” must find “Guaidó”. Every word must appear, in the
statement, the quote, the source's name or aliases, or the unit; "quoted
words" must appear together; the last word may be unfinished (“defec” finds
“defectors”), since readers search as they type.

PostgreSQL: full-text search over a stored document. Each claim row carries a
`search_document` tsvector column, filled by database triggers (installed by
migration 0007 from `SEARCH_DOCUMENT_SQL`) whenever a claim is written, its
source or an alias renamed, or an article's language changed — so bulk
updates, COPY and raw SQL keep it right too — and indexed with GIN. The column
is not a model field: nothing but the search reads it, and lists never load
it. Words are folded by the `newsroom_en` and `newsroom_es` text search
configurations (`unaccent`, then the English or Spanish stemmer): a claim is
indexed in its article's language, and a search is run in both, so
“defecting” finds “defected” and “desertores” finds “desertor”. The reader's
text is read as web-search syntax (“quoted phrase”, `or`, `-word`), with a
prefix match on an unfinished last word. A single search over a million
claims uses the index instead of reading the table.

SQLite: no tsvector. `Folded(expression)` is the text lower-cased with its
accents removed and curly apostrophes straightened, computed by the Python
function `fold` registered on every connection (see `claims.apps`), and each
word or quoted phrase must be contained in one of the fields. No stemming.
"""

import re
from collections.abc import Sequence

from django.db import connections
from django.db.models import (
    BooleanField,
    Case,
    Exists,
    Expression,
    FloatField,
    Func,
    OuterRef,
    Q,
    QuerySet,
    TextField,
    Value,
    When,
)

from claims.extraction.names import fold
from sources.models import sees_proposed_sources

SQLITE_FUNCTION = "newsroom_fold"
# Longer input is cut (at a word boundary): nobody searches with a paragraph,
# and the query's cost grows with its words.
MAX_SEARCH_LENGTH = 200
SEARCH_CONFIGS = ("newsroom_en", "newsroom_es")
# `fold` in PostgreSQL, around the SQL expression put in the braces.
FOLD_SQL = "lower(unaccent(replace({}, '’', '''')))"


def fold_or_none(text: str | None) -> str | None:
    return None if text is None else fold(text)


class Folded(Func):
    function = SQLITE_FUNCTION
    output_field = TextField()

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(
            compiler,
            connection,
            template=FOLD_SQL.format("%(expressions)s"),
            **extra_context,
        )


def sqlite_fold_register(sender, connection, **kwargs) -> None:
    """connection_created receiver: give SQLite the fold function."""
    if connection.vendor == "sqlite":
        connection.connection.create_function(SQLITE_FUNCTION, 1, fold_or_none, deterministic=True)


# ------------------------------------------------------------ the reader's text

_TERM = re.compile(r'"([^"]*)"?|(\S+)')
_PLAIN_WORD = re.compile(r"\w+")


def search_text_clean(text: str) -> str:
    """The reader's text as searched: no control characters (PostgreSQL refuses
    NUL), at most MAX_SEARCH_LENGTH characters, cut between words."""
    text = "".join(ch if ch.isprintable() else " " for ch in text).strip()
    if len(text) > MAX_SEARCH_LENGTH:
        cut = text[:MAX_SEARCH_LENGTH]
        text = cut.rsplit(None, 1)[0] if " " in cut else cut
    return text


def search_terms(text: str) -> list[str]:
    """Words and "quoted phrases", folded: what must each appear (SQLite path)."""
    terms = []
    for phrase, word in _TERM.findall(text):
        term = fold(" ".join(phrase.split()) if phrase else word)
        if term:
            terms.append(term)
    return terms


def _prefix_split(text: str) -> tuple[str, str]:
    """(the text but its last word, that word) when the last word is plain and
    unfinished (not in quotes, not `-word`, not `or`); else (text, "")."""
    head, _, last = text.rpartition(" ")
    if text.count('"') % 2 == 0 and _PLAIN_WORD.fullmatch(last) and last.lower() != "or":
        return head, last
    return text, ""


# ------------------------------------------------------------------ PostgreSQL


# Set on a query (`matches_ranked`): its searches take the last word as typed,
# not as the start of a longer one.
WHOLE_WORDS = "search_last_word_whole"


class _DocumentSearch(Expression):
    """SQL over the claim's `search_document` column (PostgreSQL only): the
    query in both languages, then `template` ("{document} @@ {query}" or a rank).

    With `without_source`, the document is computed for the row without its
    source's name and aliases, instead of read from the column."""

    def __init__(self, text: str, *, template: str, output_field, without_source: bool = False):
        super().__init__(output_field=output_field)
        self.text = text
        self.template = template
        self.without_source = without_source

    def __repr__(self):
        return f"{self.__class__.__name__}({self.text!r})"

    @property
    def identity(self):
        return (self.__class__, self.text, self.template, self.without_source)

    def as_sql(self, compiler, connection):
        head, last = _prefix_split(self.text)
        whole = getattr(compiler.query, WHOLE_WORDS, False)
        queries, params = [], []
        for config in SEARCH_CONFIGS:
            parts = []
            if head:
                parts.append(f"websearch_to_tsquery('{config}'::regconfig, %s)")
                params.append(head)
            if last:
                # A lexeme in quotes cannot be read as tsquery syntax; `last` is \w+ only.
                parts.append(f"to_tsquery('{config}'::regconfig, %s)")
                params.append(f"'{last}'" if whole else f"'{last}':*")
            queries.append(" && ".join(parts))
        query = "(" + " || ".join(f"({q})" for q in queries) + ")"
        table = compiler.quote_name(compiler.query.base_table)
        if self.without_source:
            document = _DOCUMENT_WITHOUT_SOURCE.format(table=table)
        else:
            document = f"{table}.search_document"
        return self.template.format(document=document, query=query), params

    def get_group_by_cols(self):
        return []


def document_matches(text: str) -> _DocumentSearch:
    """A condition for `.filter()`: the claim's search document matches `text`."""
    return _DocumentSearch(text, template="({document} @@ {query})", output_field=BooleanField())


def _document_matches_without_source(text: str) -> _DocumentSearch:
    """Whether the claim's statement, quote or unit alone match `text`. Computed
    per row (no index): only for the few claims that need it (see `claims_search`)."""
    return _DocumentSearch(text, template="({document} @@ {query})", output_field=BooleanField(), without_source=True)


def document_rank(text: str) -> _DocumentSearch:
    """How well the claim matches `text` (statement over quote over source and unit)."""
    return _DocumentSearch(text, template="ts_rank({document}, {query})", output_field=FloatField())


# ---------------------------------------------------------------------- SQLite


def _alias_matches(terms: list[str], *, hidden_sources: bool) -> Exists:
    from sources.models import SourceAlias

    aliases = SourceAlias.objects.filter(source=OuterRef("source")).annotate(folded_name=Folded("name"))
    if not hidden_sources:
        aliases = aliases.filter(source__proposed=False)
    for term in terms:
        aliases = aliases.filter(folded_name__contains=term)
    return Exists(aliases)


def _folded_search(queryset: QuerySet, text: str, *, hidden_sources: bool) -> QuerySet:
    terms = search_terms(text)
    if not terms:
        return queryset
    queryset = queryset.alias(
        folded_statement=Folded("statement"),
        folded_quote=Folded("quote"),
        folded_source=Folded("source__name"),
        folded_unit=Folded("unit"),
    )
    source_shown = Q() if hidden_sources else Q(source__proposed=False)
    matches = Q()
    for term in terms:
        matches &= (
            Q(folded_statement__contains=term)
            | Q(folded_quote__contains=term)
            | (Q(folded_source__contains=term) & source_shown)
            | Q(folded_unit__contains=term)
        )
    return queryset.filter(matches | _alias_matches(terms, hidden_sources=hidden_sources))


# ----------------------------------------------------------------- the search


def claims_search(*, queryset: QuerySet, text: str, user=None) -> QuerySet:
    """Claims in `queryset` whose statement, quote, source or unit matches
    `text`; the queryset's ordering is kept (see `claims_ranked`).

    A source `user` may not see (a proposed one, for a reader; `None` is a
    reader) is no way to find a claim: its name and aliases count only for
    those who see it (`Source.is_visible_to`). On PostgreSQL the stored
    document holds every source's words, so a claim whose source is hidden
    from `user` must also match without them, computed for that claim alone:
    readers only ever see the few confirmed claims still naming a proposed
    source, so the index still does the search."""
    text = search_text_clean(text or "")
    if not text:
        return queryset
    hidden_sources = sees_proposed_sources(user)
    if connections[queryset.db].vendor != "postgresql":
        return _folded_search(queryset, text, hidden_sources=hidden_sources)
    queryset = queryset.filter(document_matches(text))
    if hidden_sources:
        return queryset
    # CASE, not OR: the per-row document is computed only where the source is hidden.
    return queryset.filter(
        Case(
            When(source__proposed=True, then=_document_matches_without_source(text)),
            default=Value(True),
            output_field=BooleanField(),
        )
    )


def claims_ranked(*, queryset: QuerySet, text: str, candidates: int | None = None) -> QuerySet:
    """`claims_search`, then `matches_ranked`."""
    return matches_ranked(queryset=claims_search(queryset=queryset, text=text), text=text, candidates=candidates)


def matches_ranked(*, queryset: QuerySet, text: str, candidates: int | None = None, rows: QuerySet | None = None):
    """Claims `claims_search` found for `text` (e.g. through ClaimFilter), best
    matches first on PostgreSQL (newest first among equals); elsewhere as they are.

    With `candidates` (PostgreSQL), at most that many matches (the first the
    index gives, not the best) are ranked and listed, as a `RankedMatches`
    sequence. Ranking reads every ranked claim's document from the table: all
    the matches of a common word are tens of thousands of rows (0.4 s at a
    million claims), a bounded set a few milliseconds. A list that counts at
    most N matches and says "more than N" passes N + 1, and a reader narrows
    the search to see the rest.

    The candidates come from the words as typed first: when they alone match
    `candidates` claims, the prefix of the last word could only add more
    claims beyond the count, and the index, which gathers every claim under
    every word a prefix names before it can intersect them (46,817 claims for
    “teachers strike”), is spared that. Fewer: the prefix search as well.

    `rows`, when given, is what a page's claims are fetched from by id: the
    listing `queryset` was before its filters (the candidates met them), so
    the page query repeats neither the search nor the filters (compiling the
    search's SQL alone cost about 2 ms of Python a page)."""
    text = search_text_clean(text or "")
    if not text or connections[queryset.db].vendor != "postgresql":
        return queryset
    if candidates is not None:
        rows = queryset if rows is None else rows
        if _prefix_split(text)[1]:
            whole = queryset.all()
            setattr(whole.query, WHOLE_WORDS, True)
            ids = _ranked_ids(whole, text, candidates)
            if len(ids) == candidates:
                return RankedMatches(queryset=rows, ids=ids)
        return RankedMatches(queryset=rows, ids=_ranked_ids(queryset, text, candidates))
    return queryset.alias(search_rank=document_rank(text)).order_by("-search_rank", "-id")


def _ranked_ids(queryset: QuerySet, text: str, candidates: int) -> list[int]:
    """The ids of at most `candidates` matches, best first (newest among equals)."""
    ranked = queryset.order_by().annotate(search_rank=document_rank(text)).values_list("pk", "search_rank")
    return [pk for pk, _rank in sorted(ranked[:candidates], key=lambda row: (-row[1], -row[0]))]


class RankedMatches(Sequence):
    """Ranked matches as a paginator pages them: the candidates' ids in rank
    order, read once (one query over at most the candidates), and a page's
    claims fetched by id (one query by primary key). Fetching the page with
    the search repeated would scan the index a second time."""

    def __init__(self, *, queryset: QuerySet, ids: list[int]):
        self.queryset, self.ids = queryset, ids

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, index):
        if not isinstance(index, slice):
            return self[index : index + 1 or None][0]
        ids = self.ids[index]
        found = self.queryset.order_by().in_bulk(ids) if ids else {}
        return [found[pk] for pk in ids if pk in found]


# ------------------------------------------------------ the stored document (PG)

_DOCUMENT_OF_ROW = "claims_search_document(article_id, source_id, statement, quote, unit)"
_DOCUMENT_WITHOUT_SOURCE = (
    "claims_search_document({table}.article_id, NULL, {table}.statement, {table}.quote, {table}.unit)"
)
SEARCH_INDEX = "claims_claim_search_document_idx"
SEARCH_INDEX_SQL = f"CREATE INDEX {SEARCH_INDEX} ON claims_claim USING gin (search_document)"

# Statement (weight A), quote (B), the source's name and aliases and the unit
# (C), in the article's language. PL/pgSQL, not SQL: its lookups' plans are cached
# across calls, which halves the cost of a bulk insert (as do three calls of
# to_tsvector, not four).
# The document from its parts (SQL expressions): also computed set-wise by
# the generator (`claims.generation`), which loads claims with the trigger off.
SEARCH_DOCUMENT_EXPRESSION = (
    "setweight(to_tsvector({cfg}, coalesce({statement}, '')), 'A')\n"
    "        || setweight(to_tsvector({cfg}, coalesce({quote}, '')), 'B')\n"
    "        || setweight(to_tsvector({cfg}, concat_ws(' ', {names}, {unit})), 'C')"
)
SEARCH_DOCUMENT_FUNCTION_SQL = f"""
CREATE OR REPLACE FUNCTION claims_search_document(
    p_article bigint, p_source bigint, p_statement text, p_quote text, p_unit text
) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
DECLARE
    cfg regconfig;
    names text;
BEGIN
    SELECT newsroom_search_config(a.language) INTO cfg FROM claims_article a WHERE a.id = p_article;
    cfg := coalesce(cfg, 'newsroom_en'::regconfig);
    SELECT s.name || ' ' || coalesce(
               (SELECT string_agg(al.name, ' ') FROM sources_sourcealias al WHERE al.source_id = s.id), '')
      INTO names FROM sources_source s WHERE s.id = p_source;
    RETURN {SEARCH_DOCUMENT_EXPRESSION.format(cfg="cfg", statement="p_statement", quote="p_quote", names="names", unit="p_unit")};
END $$;
"""

SEARCH_DOCUMENT_SQL = f"""
CREATE TEXT SEARCH CONFIGURATION newsroom_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION newsroom_en
    ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
CREATE TEXT SEARCH CONFIGURATION newsroom_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION newsroom_es
    ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;

CREATE FUNCTION newsroom_search_config(language text) RETURNS regconfig
LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN lower(language) LIKE 'es%' THEN 'newsroom_es' ELSE 'newsroom_en' END::regconfig
$$;

{SEARCH_DOCUMENT_FUNCTION_SQL}
ALTER TABLE claims_claim ADD COLUMN search_document tsvector;

CREATE FUNCTION claims_claim_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.search_document := claims_search_document(
        NEW.article_id, NEW.source_id, NEW.statement, NEW.quote, NEW.unit);
    RETURN NEW;
END $$;
CREATE TRIGGER claims_claim_search_document
    BEFORE INSERT OR UPDATE OF statement, quote, unit, source_id, article_id ON claims_claim
    FOR EACH ROW EXECUTE FUNCTION claims_claim_search_document();

CREATE FUNCTION sources_source_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE claims_claim SET search_document = {_DOCUMENT_OF_ROW} WHERE source_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER sources_source_search_document
    AFTER UPDATE OF name ON sources_source
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
    EXECUTE FUNCTION sources_source_search_document();

CREATE FUNCTION sources_sourcealias_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE claims_claim SET search_document = {_DOCUMENT_OF_ROW} WHERE source_id = OLD.source_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        UPDATE claims_claim SET search_document = {_DOCUMENT_OF_ROW} WHERE source_id = NEW.source_id;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER sources_sourcealias_search_document
    AFTER INSERT OR UPDATE OR DELETE ON sources_sourcealias
    FOR EACH ROW EXECUTE FUNCTION sources_sourcealias_search_document();

CREATE FUNCTION claims_article_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE claims_claim SET search_document = {_DOCUMENT_OF_ROW} WHERE article_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER claims_article_search_document
    AFTER UPDATE OF language ON claims_article
    FOR EACH ROW WHEN (newsroom_search_config(OLD.language) IS DISTINCT FROM newsroom_search_config(NEW.language))
    EXECUTE FUNCTION claims_article_search_document();

UPDATE claims_claim SET search_document = {_DOCUMENT_OF_ROW};
{SEARCH_INDEX_SQL};
"""

SEARCH_DOCUMENT_DROP_SQL = """
DROP INDEX IF EXISTS claims_claim_search_document_idx;
DROP TRIGGER IF EXISTS claims_article_search_document ON claims_article;
DROP FUNCTION IF EXISTS claims_article_search_document();
DROP TRIGGER IF EXISTS sources_sourcealias_search_document ON sources_sourcealias;
DROP FUNCTION IF EXISTS sources_sourcealias_search_document();
DROP TRIGGER IF EXISTS sources_source_search_document ON sources_source;
DROP FUNCTION IF EXISTS sources_source_search_document();
DROP TRIGGER IF EXISTS claims_claim_search_document ON claims_claim;
DROP FUNCTION IF EXISTS claims_claim_search_document();
ALTER TABLE claims_claim DROP COLUMN IF EXISTS search_document;
DROP FUNCTION IF EXISTS claims_search_document(bigint, bigint, text, text, text);
DROP FUNCTION IF EXISTS newsroom_search_config(text);
DROP TEXT SEARCH CONFIGURATION IF EXISTS newsroom_es;
DROP TEXT SEARCH CONFIGURATION IF EXISTS newsroom_en;
"""
