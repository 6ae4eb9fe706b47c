"""Input meant to break the server gets a clear 4xx or form error, and changes nothing.

Deeply nested or oversized JSON, NUL bytes, control characters and
bidirectional overrides in names and texts, writes by someone who lost their
staff status, and a quote whose exact words start or end with a space.
"""

import io
import re

import pytest
from django.contrib.auth.models import Group
from django.core.management import CommandError, call_command
from django.urls import reverse
from rest_framework import status

from claims.models import Article, Claim, ReviewEntry
from claims.roles import EDITORS
from newsroom.parsers import MAX_JSON_DEPTH, json_depth_exceeds
from sources.models import Source
from tests.api.builders import BODY, span, token_client
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, FactCheckerFactory, SourceFactory

pytestmark = pytest.mark.django_db


def database_state():
    return (
        list(Claim.objects.order_by("pk").values()),
        list(Source.objects.order_by("pk").values()),
        list(Article.objects.order_by("pk").values()),
        ReviewEntry.objects.count(),
    )


# --------------------------------------------------------------- the parser


@pytest.mark.parametrize("opening", ["[", '{"a":'])
def test_json_nested_100000_deep_is_a_json_400(fact_checker_client, opening):
    before = database_state()
    response = fact_checker_client.post(
        reverse("claim-list"), (opening * 100_000).encode(), content_type="application/json"
    )

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert response["Content-Type"] == "application/json"
    assert f"deeper than {MAX_JSON_DEPTH} levels" in response.json()["detail"]
    assert database_state() == before


def test_json_nested_within_the_limit_is_read_normally(fact_checker_client):
    nested = "[" * (MAX_JSON_DEPTH - 1) + "]" * (MAX_JSON_DEPTH - 1)  # inside the object: 32 levels
    response = fact_checker_client.post(reverse("source-list"), f'{{"name": {nested}}}', content_type="application/json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "name" in response.json()  # a field error from the serializer, not a parse error


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert not json_depth_exceeds('{"name": "' + "[" * 1000 + '\\"["}', 2)
    assert json_depth_exceeds("[[[", 2)


def test_an_oversized_body_is_a_json_413(fact_checker_client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    before = database_state()
    payload = '{"name": "' + "x" * 2000 + '", "slug": "big", "kind": "person"}'

    response = fact_checker_client.post(reverse("source-list"), payload, content_type="application/json")

    assert response.status_code == status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    assert response.json() == {"detail": "The request body is larger than 1,000 bytes."}
    assert database_state() == before


def test_a_body_that_is_not_utf8_is_a_json_400(fact_checker_client):
    response = fact_checker_client.post(reverse("source-list"), b'{"name": "\xff"}', content_type="application/json")

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "not valid utf-8" in response.json()["detail"]


# ------------------------------------------------------------ text rules


@pytest.mark.parametrize(
    "name, character",
    [("Juan\x00Guaidó", "U+0000 NUL"), ("Juan\u202eódiauG", "U+202E RIGHT-TO-LEFT OVERRIDE"), ("Juan\tG", "U+0009 TAB")],
)
def test_control_characters_in_a_source_name_are_refused_by_the_api(fact_checker_client, name, character):
    before = database_state()

    response = fact_checker_client.post(
        reverse("source-list"), {"name": name, "slug": "juan", "kind": "person"}, format="json"
    )

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    # REST framework names a NUL itself ("Null characters are not allowed."); ours says which and where.
    assert any(character in message and "control character" in message for message in response.json()["name"])
    assert database_state() == before


def test_a_claim_statement_may_have_line_breaks_but_no_escape_codes(fact_checker_client, article):
    url = reverse("claim-list")
    text = "Over one thousand soldiers"
    refused = fact_checker_client.post(
        url, {"article": article.pk, "statement": "Red\x1b[31m alert", "kind": "fact", **span(text)}, format="json"
    )
    assert refused.status_code == status.HTTP_400_BAD_REQUEST
    assert "U+001B ESCAPE" in refused.json()["statement"][0]
    accepted = fact_checker_client.post(
        url, {"article": article.pk, "statement": "Two\nlines.", "kind": "fact", **span(text)}, format="json"
    )
    assert accepted.status_code == status.HTTP_201_CREATED


def test_a_verdict_summary_with_a_nul_byte_is_refused(editor_client, editor, claim):
    from claims.workflow import claim_transition
    from tests.factories import EvidenceFactory

    EvidenceFactory(claim=claim)
    claim_transition(claim=claim, to="in_review", by=editor)
    claim.refresh_from_db()
    before = database_state()

    response = editor_client.post(
        reverse("claim-transition", kwargs={"pk": claim.pk}),
        {"to": "verified", "summary": "Checked\x00.", "version": claim.version},
        format="json",
    )

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert response.json() == {"summary": ["Null characters are not allowed."]}
    assert database_state() == before


def test_the_admin_refuses_a_bidi_override_in_a_source_name(client):
    client.force_login(EditorFactory())
    response = client.post(
        reverse("admin:sources_source_add"),
        {
            "name": "evil\u202etxt.exe",
            "slug": "evil",
            "kind": "person",
            "aliases-TOTAL_FORMS": 0,
            "aliases-INITIAL_FORMS": 0,
            "claims-TOTAL_FORMS": 0,
            "claims-INITIAL_FORMS": 0,
        },
    )
    assert response.status_code == 200
    assert "U+202E" in str(response.context["adminform"].form.errors["name"])
    assert not Source.objects.exists()


def import_article(*args, stdin=None):
    call_command("import_article", *args, stdout=io.StringIO(), stderr=io.StringIO(), stdin=stdin)


@pytest.mark.parametrize(
    "raw, message",
    [
        (b"Headline\n\nSoldiers\x00 defected, said the minister.", "U+0000 NUL"),
        (b"Headline\n\nThe \xe2\x80\xae minister said so.", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        (b"<p>Headline</p><p>The \xc2\x85 minister said so.</p>", "U+0085"),
    ],
)
def test_import_article_refuses_control_characters_with_a_message(raw, message):
    with pytest.raises(CommandError, match=re.escape(message)):
        import_article("-", stdin=io.BytesIO(raw))
    assert not Article.objects.exists() and not Claim.objects.exists() and not Source.objects.exists()


def test_import_article_refuses_a_broken_web_address_with_a_message():
    with pytest.raises(CommandError, match=re.escape("“http://[::1” is not a valid web address.")):
        import_article("--url-fetch", "http://[::1")
    assert not Article.objects.exists()


def test_generate_newsroom_refuses_more_claims_than_it_can_make():
    with pytest.raises(CommandError, match=re.escape("--claims must be at most 100,000,000.")):
        call_command("generate_newsroom", "--claims", str(10**23), stdout=io.StringIO(), stderr=io.StringIO())
    assert not Claim.objects.exists()


def test_import_article_refuses_a_nul_in_the_headline_option():
    with pytest.raises(CommandError, match=re.escape("(U+0000 NUL at position 4), which cannot be stored in a name or a title")):
        import_article("-", "--headline", "Bad\x00headline", stdin=io.BytesIO(b"Some text to import."))
    assert not Article.objects.exists()


# ------------------------------------------------ writes need active staff


@pytest.mark.parametrize("demotion", [{"is_staff": False}, {"is_active": False}])
@pytest.mark.parametrize(
    "method, name, payload",
    [
        ("post", "source-list", {"name": "Ministry", "slug": "ministry", "kind": "government_body"}),
        ("patch", "claim-detail", {"statement": "Reworded.", "version": 1}),
        ("post", "claim-transition", {"to": "in_review", "version": 1}),
        ("post", "claim-evidence", {"title": "Report", "url": "https://example.org/r", "summary": "s", "stance": "context"}),
    ],
)
def test_a_demoted_fact_checker_cannot_write_with_their_token(claim, demotion, method, name, payload):
    user = FactCheckerFactory()
    client = token_client(user)
    type(user).objects.filter(pk=user.pk).update(**demotion)
    assert user.groups.filter(name__in=["Fact-checkers", EDITORS]).exists()  # the role is still there
    before = database_state()
    url = reverse(name, kwargs={"pk": claim.pk}) if name != "source-list" else reverse(name)

    response = getattr(client, method)(url, payload, format="json")

    assert response.status_code in {status.HTTP_401_UNAUTHORIZED, status.HTTP_403_FORBIDDEN}
    if demotion == {"is_staff": False}:
        assert response.status_code == status.HTTP_403_FORBIDDEN
        assert "active staff members" in response.json()["detail"]
    assert database_state() == before
    assert client.get(reverse("claim-list")).status_code == (
        status.HTTP_200_OK if demotion == {"is_staff": False} else status.HTTP_401_UNAUTHORIZED
    )


def test_a_user_with_a_role_group_but_no_staff_flag_cannot_create_claims(article):
    user = FactCheckerFactory(is_staff=False)
    user.groups.add(Group.objects.get(name=EDITORS))

    response = token_client(user).post(
        reverse("claim-list"),
        {"article": article.pk, "statement": "S.", "kind": "fact", **span("235,000")},
        format="json",
    )

    assert response.status_code == status.HTTP_403_FORBIDDEN
    assert not Claim.objects.exists()


# ------------------------------------------------------ exact whitespace


def test_the_api_stores_a_quote_that_begins_and_ends_with_a_space(fact_checker_client, article):
    words = " one thousand soldiers "
    response = fact_checker_client.post(
        reverse("claim-list"),
        {"article": article.pk, "statement": "Soldiers defected.", "kind": "fact", **span(words)},
        format="json",
    )

    assert response.status_code == status.HTTP_201_CREATED, response.json()
    assert response.json()["quote"] == words
    assert Claim.objects.get().quote == words


def test_a_quote_that_differs_only_in_end_spaces_is_explained(fact_checker_client, article):
    words = span(" one thousand soldiers ")
    response = fact_checker_client.post(
        reverse("claim-list"),
        {"article": article.pk, "statement": "S.", "kind": "fact", **words, "quote": "one thousand soldiers"},
        format="json",
    )

    assert response.status_code == status.HTTP_400_BAD_REQUEST
    assert "differ only in spaces at the start or end" in response.json()["quote"][0]
    assert not Claim.objects.exists()


def test_the_admin_keeps_the_spaces_around_a_quote(client):
    from tests.claims.test_claim_admin import claim_form_data

    claim = ClaimFactory(article=ArticleFactory(body=BODY), **span("Over one thousand soldiers"))
    client.force_login(EditorFactory())
    data = claim_form_data(claim, **span("one thousand soldiers "))

    response = client.post(reverse("admin:claims_claim_change", args=[claim.pk]), data)

    assert response.status_code == 302
    claim.refresh_from_db()
    assert claim.quote == "one thousand soldiers "


@pytest.fixture
def fact_checker_client(fact_checker):
    return token_client(fact_checker)


@pytest.fixture
def editor_client(editor):
    return token_client(editor)


@pytest.fixture
def article(db):
    return ArticleFactory(body=BODY)


@pytest.fixture
def claim(article):
    return ClaimFactory(article=article, source=SourceFactory(), **span("Over one thousand soldiers have defected"))


@pytest.mark.django_db
@pytest.mark.parametrize(
    "address, parameter",
    [
        ("admin:claims_claim_changelist", "kind"),
        ("admin:claims_article_changelist", "state__exact"),
        ("admin:sources_source_changelist", "kind"),
        ("admin:claims_backgroundtask_changelist", "state__exact"),
        ("admin:claims_claim_changelist", "q"),
    ],
)
def test_a_nul_byte_in_an_admin_filter_is_a_400(client, address, parameter):
    from tests.factories import EditorFactory

    client.force_login(EditorFactory())
    response = client.get(reverse(address), {parameter: "a\x00b"})
    assert response.status_code == 400
    assert f"The parameter {parameter} holds a NUL byte" in response.content.decode()
    assert client.get(reverse(address), {parameter: "ab"}).status_code in {200, 302}


@pytest.mark.django_db
@pytest.mark.parametrize(
    "address, parameter",
    [
        ("admin:claims_article_changelist", "publisher__id__exact"),
        ("admin:claims_claim_changelist", "source__id__exact"),
        ("admin:claims_figurevalue_changelist", "figure__id__exact"),
    ],
)
def test_an_admin_filter_beyond_64_bits_is_a_400_naming_it(client, address, parameter):
    client.force_login(EditorFactory(is_superuser=True))

    response = client.get(reverse(address), {parameter: "99999999999999999999999"})

    assert response.status_code == 400
    assert f"The filter {parameter} is a number larger than any id or count" in response.content.decode()
    assert client.get(reverse(address), {parameter: "9223372036854775807"}).status_code == 200
    assert client.get(reverse(address), {"q": "99999999999999999999999"}).status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("value", ["a\x00b", "99999999999999999999999", "-1"])
def test_an_autocomplete_field_given_no_id_is_a_form_error(client, value):
    from tests.claims.test_claim_admin import claim_form_data

    claim = ClaimFactory(article=ArticleFactory(body=BODY), **span("Over one thousand soldiers"))
    client.force_login(EditorFactory())
    before = database_state()

    response = client.post(reverse("admin:claims_claim_change", args=[claim.pk]), claim_form_data(claim, source=value))

    assert response.status_code == 200
    assert response.context["adminform"].form.errors["source"]  # "Select a valid choice", or a NUL named
    assert database_state() == before
