"""Search ignores case and accents on every database, reaches aliases and
units, matches phrases and unfinished last words; on PostgreSQL it stems
English and Spanish, ranks, and uses its full-text index."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from claims.models import Claim
from claims.search import MAX_SEARCH_LENGTH, claims_ranked, claims_search, search_text_clean
from tests.factories import ArticleFactory, ClaimFactory, SourceAliasFactory, SourceFactory

pytestmark = pytest.mark.django_db

POSTGRES = connection.vendor == "postgresql"
SPANISH_BODY = "Más de mil desertores cruzaron la frontera, según el ministerio colombiano."


@pytest.fixture
def claims():
    guaido = SourceFactory(name="Juan Guaidó")
    SourceAliasFactory(source=guaido, name="the young opposition leader")
    spanish = ArticleFactory(language="es", body=SPANISH_BODY)
    return {
        "guaido": ClaimFactory(source=guaido, statement="There is a lot of fear in the armed forces."),
        "colonel": ClaimFactory(
            source=SourceFactory(name="Rubén Paz Jiménez"), statement="NINETY PERCENT ARE IN DISCONTENT."
        ),
        "curly": ClaimFactory(statement="Venezuela’s ministry of defense puts troops at 235,000."),
        "defected": ClaimFactory(
            statement="Over one thousand soldiers have defected.", unit="members of the armed forces"
        ),
        "desertores": ClaimFactory(article=spanish, statement="Más de mil desertores cruzaron la frontera."),
    }


def found(text):
    return set(claims_search(queryset=Claim.objects.all(), text=text).values_list("statement", flat=True))


def names(claims, *keys):
    return {claims[key].statement for key in keys}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("guaido", "guaido"),
        ("GUAIDÓ fear", "guaido"),
        ("Jimenez", "colonel"),
        ("ruben discontent", "colonel"),
        ("Percent", "colonel"),
        ("Venezuela's ministry", "curly"),
        ("young opposition", "guaido"),
        ("desertores FRONTERA", "desertores"),
        ("mas de mil", "desertores"),
        ("Más  desertores", "desertores"),
        ("members soldiers", "defected"),  # the unit is searched too
    ],
)
def test_search_ignores_case_and_accents(claims, text, expected):
    assert found(text) == {claims[expected].statement}


def test_every_word_must_match(claims):
    assert found("guaido discontent") == set()
    assert found("") == found("   ") == {claim.statement for claim in claims.values()}


def test_no_match(claims):
    assert found("zeppelin") == set()


def test_phrase_of_several_words_must_appear_together(claims):
    assert found('"armed forces"') == names(claims, "guaido", "defected")
    assert found('"fear in the armed forces"') == names(claims, "guaido")
    assert found('"forces armed"') == set()


def test_unfinished_last_word_matches_as_a_prefix(claims):
    assert found("defec") == names(claims, "defected")
    assert found("soldiers def") == names(claims, "defected")
    assert found("desert") == names(claims, "desertores")
    # Only the last word: a finished word in the middle is a word.
    assert found("gua fear") == set() if POSTGRES else names(claims, "guaido")


def test_english_and_spanish_words_match_their_other_forms(claims):
    if POSTGRES:
        assert found("defecting soldier") == names(claims, "defected")
        assert found("desertor cruzar") == names(claims, "desertores")
    else:  # SQLite has no stemmer: a word matches where it is contained
        assert found("defecting soldier") == set()
        assert found("defect soldier") == names(claims, "defected")


@pytest.mark.parametrize(
    "text",
    [
        "x" * 5000,
        "guaido " * 400,
        "'\"\\:*&|!()<>",
        "fear & | ! :* <-> ()",
        "a\x00b",
        "-fear or",
        '"unclosed phrase',
        "\u202e\u200b",
    ],
)
def test_odd_or_very_long_input_never_fails(claims, text):
    found(text)  # no database error


def test_long_input_is_cut_between_words():
    text = search_text_clean("word " * 100)
    assert len(text) <= MAX_SEARCH_LENGTH and text.endswith("word")
    assert search_text_clean("a\x00b\nc") == "a b c"


def test_ranked_search_puts_the_statement_first(claims):
    # "armed" is in one claim's statement and in the other's unit only.
    ranked = list(claims_ranked(queryset=Claim.objects.all(), text="armed").values_list("statement", flat=True))
    if POSTGRES:
        assert ranked == [claims["guaido"].statement, claims["defected"].statement]
    else:
        assert set(ranked) == names(claims, "guaido", "defected")


def test_renaming_a_source_or_adding_an_alias_reaches_the_search(claims):
    source = claims["colonel"].source
    source.name = "Coronel Ricardo"
    source.save()
    assert found("jimenez") == set()
    assert found("ricardo") == names(claims, "colonel")
    SourceAliasFactory(source=source, name="el coronel rebelde")
    assert found("rebelde") == names(claims, "colonel")
    source.aliases.all().delete()
    assert found("rebelde") == set()


def test_bulk_updates_reach_the_search(claims):
    Claim.objects.filter(pk=claims["curly"].pk).update(statement="The navy counts its ships.")
    assert found("navy") == names(claims, "curly") - {claims["curly"].statement} | {"The navy counts its ships."}


def test_search_uses_the_full_text_index_on_postgresql(claims):
    queryset = claims_search(queryset=Claim.objects.all(), text="guaido fear")
    with CaptureQueriesContext(connection) as ctx:
        list(queryset)
    sql = ctx.captured_queries[0]["sql"]
    if not POSTGRES:
        assert "newsroom_fold" in sql
        return
    assert "search_document @@" in sql and "LIKE" not in sql
    with connection.cursor() as cursor:
        # A tiny table would be read whole (or through another index) anyway.
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
    plan = queryset.explain()
    assert "claims_claim_search_document_idx" in plan


def test_claims_page_lists_best_matches_first_among_a_bounded_set(client, claims):
    # "armed" is in one claim's statement and in the other's unit only: on
    # PostgreSQL the statement ranks first; SQLite keeps the list's order.
    with CaptureQueriesContext(connection) as ctx:
        html = client.get("/claims/", {"search": "armed"}).content.decode()
    html = re.sub(r"</?mark[^>]*>", "", html)  # the searched words are marked (claims.search_marks)
    first, second = html.index(claims["guaido"].statement), html.index(claims["defected"].statement)
    assert first < second if POSTGRES else {first, second}
    if POSTGRES:
        page_sql = [q["sql"] for q in ctx.captured_queries if "ts_rank(" in q["sql"]]
        assert page_sql and all("LIMIT 1001" in sql for sql in page_sql)  # ranks at most 1,001 matches
        # The page's claims are read by id without the search again: the candidates met it.
        *_, rows_sql = (q["sql"] for q in ctx.captured_queries)
        assert '"id" IN (' in rows_sql and "search_document" not in rows_sql


def test_ranked_candidates_come_from_the_full_text_index_on_postgresql(claims):
    with CaptureQueriesContext(connection) as ctx:
        ranked = claims_ranked(queryset=Claim.objects.all(), text="armed forces", candidates=1001)
        assert [claim.statement for claim in ranked[0:5]] == [claims["guaido"].statement, claims["defected"].statement]
    assert len(ranked) == 2
    if not POSTGRES:
        return
    # The words as typed, then (two matches, not 1,001) with "forces" as a prefix; the page by id.
    *candidates_sql, page_sql = (query["sql"] for query in ctx.captured_queries)
    assert len(candidates_sql) == 2
    assert all("LIMIT 1001" in sql and "ts_rank(" in sql for sql in candidates_sql)
    assert "search_document @@" not in page_sql or '"id" IN (' in page_sql  # the page is read by id
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_indexscan = off")
        for sql in candidates_sql:
            cursor.execute("EXPLAIN " + sql)
            plan = "\n".join(row[0] for row in cursor.fetchall())
            assert "claims_claim_search_document_idx" in plan


@pytest.mark.postgresql  # the ranked candidates are PostgreSQL's
def test_ranked_candidates_take_the_words_as_typed_when_they_alone_fill_the_list(db):
    """The prefix of the last word is searched only when the words as typed
    match fewer claims than the list ranks: gathering every claim a prefix
    names is the index's most expensive work."""
    strike = [ClaimFactory(statement=f"Teachers strike in district {n}.") for n in range(3)]
    strikers = ClaimFactory(statement="Teachers and strikers march.")
    with CaptureQueriesContext(connection) as ctx:
        full = claims_ranked(queryset=Claim.objects.all(), text="teachers strike", candidates=3)
    assert sorted(full.ids) == sorted(claim.pk for claim in strike)
    assert len(ctx.captured_queries) == 1 and ":*" not in ctx.captured_queries[0]["sql"]
    with CaptureQueriesContext(connection) as ctx:
        more = claims_ranked(queryset=Claim.objects.all(), text="teachers strike", candidates=10)
    assert sorted(more.ids) == sorted(claim.pk for claim in [*strike, strikers])  # "strike" begins "strikers"
    assert len(ctx.captured_queries) == 2 and ":*" in ctx.captured_queries[1]["sql"]
    assert [claim.pk for claim in more[0:4]] and set(more.ids) >= set(full.ids)
