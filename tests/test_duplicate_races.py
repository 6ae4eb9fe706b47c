"""Two identical creates at the same instant: the database's unique constraint
decides, the loser gets a 409 (API) or a form error (admin), never a 500.

Each race runs two threads with their own database connections, released
together by a barrier (tests/concurrency.py): on PostgreSQL they really run at
once; on SQLite the write lock serialises them, which is the deterministic
path of the same refusal. Either way nothing but the winner is stored.
"""

from contextlib import contextmanager

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import IntegrityError
from django.db.models.signals import pre_save
from django.test import Client
from django.urls import reverse
from rest_framework import status
from rest_framework.authtoken.models import Token, TokenProxy

from claims.models import Claim
from sources.models import Source
from tests.api.builders import BODY, span, token_client
from tests.concurrency import run_concurrently
from tests.factories import ArticleFactory, EditorFactory, FactCheckerFactory, SourceFactory, UserFactory

ROUNDS = 5
User = get_user_model()


def statuses(outcomes) -> list:
    for outcome in outcomes:
        if isinstance(outcome, BaseException):
            raise AssertionError(f"a request raised instead of answering: {outcome!r}") from outcome
    return sorted(outcome.status_code for outcome in outcomes)


@pytest.mark.django_db(transaction=True)
def test_identical_claims_created_at_once_through_the_api_one_is_409():
    article = ArticleFactory(body=BODY)
    clients = [token_client(FactCheckerFactory()), token_client(FactCheckerFactory())]
    words = ["Over one thousand soldiers", "235,000", "There is a lot of fear", "Foreign Ministry", "the number"]
    for text in words[:ROUNDS]:
        payload = {"article": article.pk, "statement": f"{text}.", "kind": "fact", **span(text)}
        outcomes = run_concurrently(
            *(lambda c=c, p=payload: c.post(reverse("claim-list"), p, format="json") for c in clients)
        )
        assert statuses(outcomes) == [status.HTTP_201_CREATED, status.HTTP_409_CONFLICT]
        conflict = next(o for o in outcomes if o.status_code == status.HTTP_409_CONFLICT).json()
        assert conflict["fields"] == ["article", "start", "end"]
        assert "already has a claim on exactly these words" in conflict["detail"]
        assert Claim.objects.filter(article=article, start=payload["start"], end=payload["end"]).count() == 1
    assert Claim.objects.count() == ROUNDS


@pytest.mark.django_db(transaction=True)
def test_identical_sources_created_at_once_through_the_api_one_is_409():
    clients = [token_client(FactCheckerFactory()), token_client(FactCheckerFactory())]
    for round_ in range(ROUNDS):
        payload = {"name": f"Ministry {round_}", "slug": f"ministry-{round_}", "kind": "government_body"}
        outcomes = run_concurrently(
            *(lambda c=c, p=payload: c.post(reverse("source-list"), p, format="json") for c in clients)
        )
        assert statuses(outcomes) == [status.HTTP_201_CREATED, status.HTTP_409_CONFLICT]
        conflict = next(o for o in outcomes if o.status_code == status.HTTP_409_CONFLICT).json()
        assert conflict == {"detail": "Source with this Slug already exists.", "fields": ["slug"]}
    assert Source.objects.count() == ROUNDS


def admin_client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def source_form(slug: str) -> dict:
    return {
        "name": "Ministry of Defense",
        "slug": slug,
        "kind": "government_body",
        "description": "",
        "affiliation": "",
        "country": "",
        "homepage": "",
        "notes": "",
        "aliases-TOTAL_FORMS": 0,
        "aliases-INITIAL_FORMS": 0,
        "aliases-MIN_NUM_FORMS": 0,
        "aliases-MAX_NUM_FORMS": 1000,
        "claims-TOTAL_FORMS": 0,
        "claims-INITIAL_FORMS": 0,
        "claims-MIN_NUM_FORMS": 0,
        "claims-MAX_NUM_FORMS": 0,
    }


@pytest.mark.django_db(transaction=True)
def test_a_double_clicked_source_add_in_the_admin_stores_one_and_shows_a_form_error():
    clients = [admin_client(EditorFactory()), admin_client(EditorFactory())]
    url = reverse("admin:sources_source_add")
    for round_ in range(ROUNDS):
        data = source_form(f"ministry-of-defense-{round_}")
        outcomes = run_concurrently(*(lambda c=c, d=data: c.post(url, d) for c in clients))
        assert statuses(outcomes) == [200, 302]
        page = next(o for o in outcomes if o.status_code == 200)
        assert page.context["adminform"].form.errors == {"slug": ["Source with this Slug already exists."]}
    assert Source.objects.count() == ROUNDS


def claim_add_form(article, text: str) -> dict:
    return {
        "article": article.pk,
        "statement": f"{text}.",
        "kind": "fact",
        "source": "",
        "attribution": "",
        "via": "",
        "value": "",
        "qualifier": "",
        "unit": "",
        "expected_version": "",
        "evidence-TOTAL_FORMS": 0,
        "evidence-INITIAL_FORMS": 0,
        "evidence-MIN_NUM_FORMS": 0,
        "evidence-MAX_NUM_FORMS": 1000,
        "reviews-TOTAL_FORMS": 0,
        "reviews-INITIAL_FORMS": 0,
        "reviews-MIN_NUM_FORMS": 0,
        "reviews-MAX_NUM_FORMS": 0,
        **span(text),
    }


@pytest.mark.django_db(transaction=True)
def test_a_double_clicked_claim_add_in_the_admin_stores_one_and_shows_a_form_error():
    article = ArticleFactory(body=BODY)
    clients = [admin_client(FactCheckerFactory()), admin_client(FactCheckerFactory())]
    url = reverse("admin:claims_claim_add")
    for text in ["Over one thousand soldiers", "235,000", "There is a lot of fear"]:
        data = claim_add_form(article, text)
        outcomes = run_concurrently(*(lambda c=c, d=data: c.post(url, d) for c in clients))
        assert statuses(outcomes) == [200, 302]
        page = next(o for o in outcomes if o.status_code == 200)
        errors = page.context["adminform"].form.non_field_errors()
        assert any("already has a claim on exactly these words" in error for error in errors)
    assert Claim.objects.count() == 3


@pytest.mark.django_db
def test_a_taken_alias_is_a_form_error_not_a_500(client):
    source = SourceFactory(slug="juan-guaido")
    source.aliases.create(name="Guaidó")
    client.force_login(EditorFactory())
    data = {
        **source_form("juan-guaido"),
        "name": source.name,
        "kind": source.kind,
        "aliases-TOTAL_FORMS": 1,
        "aliases-0-name": "Guaidó",
        "aliases-0-source": source.pk,
    }
    response = client.post(reverse("admin:sources_source_change", args=[source.pk]), data)
    assert response.status_code == 200
    assert "already exists" in response.text
    assert source.aliases.count() == 1


def test_integrity_errors_that_are_not_unique_violations_still_raise():
    from newsroom.uniqueness import unique_conflict

    assert unique_conflict(IntegrityError("NOT NULL constraint failed: sources_source.name"), Source()) is None


ARTICLE = """Troops leave the barracks

More than 200 soldiers have left their posts, the Interior Ministry said on Monday.
“We are doing everything we can,” said Maria Lopez, the ministry’s spokeswoman.
"""


@pytest.mark.django_db(transaction=True)
def test_the_same_article_imported_twice_at_once_is_stored_twice_under_two_addresses():
    from claims.importing import article_import

    outcomes = run_concurrently(
        lambda: article_import(text=ARTICLE, publisher="El Tiempo"),
        lambda: article_import(text=ARTICLE, publisher="El Tiempo"),
    )

    for outcome in outcomes:
        assert not isinstance(outcome, BaseException), repr(outcome)
    from claims.models import Article

    assert sorted(Article.objects.values_list("slug", flat=True)) == ["troops-leave-the-barracks", "troops-leave-the-barracks-2"]
    assert Source.objects.filter(slug__startswith="maria-lopez").count() in {1, 2}


@pytest.mark.django_db(transaction=True)
def test_the_same_article_url_imported_twice_at_once_is_stored_once():
    from django.core.exceptions import ValidationError

    from claims.importing import article_import
    from claims.models import Article

    url = "https://example.org/troops"
    outcomes = run_concurrently(
        lambda: article_import(text=ARTICLE, url=url), lambda: article_import(text=ARTICLE, url=url)
    )

    refused = [outcome for outcome in outcomes if isinstance(outcome, BaseException)]
    assert len(refused) == 1 and isinstance(refused[0], ValidationError), outcomes
    assert "url" in refused[0].message_dict
    assert Article.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_extractions_of_one_article_at_once_propose_each_claim_once():
    from claims.importing import claims_propose
    from claims.models import Article

    article = Article.objects.create(headline="Troops leave the barracks", slug="troops", body=ARTICLE)

    outcomes = run_concurrently(lambda: claims_propose(article=article), lambda: claims_propose(article=article))

    for outcome in outcomes:
        assert not isinstance(outcome, BaseException), repr(outcome)
    spans = list(Claim.objects.filter(article=article).values_list("start", "end"))
    assert spans and len(spans) == len(set(spans))
    assert sum(len(outcome) for outcome in outcomes) == len(spans)


@contextmanager
def created_meanwhile(model, create):
    """Someone else's identical create lands between this request's checks (the
    form's look-up for a taken name) and its INSERT: what a race does, made certain."""
    created = []

    def receiver(sender, instance, **kwargs):
        if instance._state.adding and not created:
            created.append(instance)  # first: the create below saves too
            create()

    pre_save.connect(receiver, sender=model, weak=False)
    try:
        yield created
    finally:
        pre_save.disconnect(receiver, sender=model)


def admin_error_page(response) -> str:
    assert response.status_code == 200, response.status_code
    return " ".join(str(error) for error in response.context["adminform"].form.errors.values())


@pytest.mark.django_db
def test_a_username_taken_meanwhile_in_the_users_admin_is_a_form_error(client):
    client.force_login(UserFactory(is_staff=True, is_superuser=True))
    form = {
        "username": "dana",
        "usable_password": "true",
        "password1": "a-Long-enough-pass-1",
        "password2": "a-Long-enough-pass-1",
        "staff_profile-TOTAL_FORMS": 0,
        "staff_profile-INITIAL_FORMS": 0,
    }
    with created_meanwhile(User, lambda: User.objects.create(username="dana")) as created:
        response = client.post(reverse("admin:auth_user_add"), form)
    assert created
    assert "A user with that username already exists." in admin_error_page(response)


@pytest.mark.django_db
def test_a_group_name_taken_meanwhile_in_the_groups_admin_is_a_form_error(client):
    client.force_login(UserFactory(is_staff=True, is_superuser=True))
    with created_meanwhile(Group, lambda: Group.objects.create(name="Night desk")) as created:
        response = client.post(reverse("admin:auth_group_add"), {"name": "Night desk"})
    assert created
    assert "Group with this Name already exists." in admin_error_page(response)


@pytest.mark.django_db
def test_a_token_made_meanwhile_for_the_same_user_in_the_tokens_admin_is_a_form_error(client):
    client.force_login(UserFactory(is_staff=True, is_superuser=True))
    owner = UserFactory(username="api-user")
    with created_meanwhile(TokenProxy, lambda: Token.objects.create(user=owner)) as created:
        response = client.post(reverse("admin:authtoken_tokenproxy_add"), {"user": owner.pk})
    assert created
    assert "already exists" in admin_error_page(response)


@pytest.mark.django_db(transaction=True)
def test_two_users_added_at_once_in_the_admin_store_one_and_show_a_form_error():
    clients = [admin_client(UserFactory(is_staff=True, is_superuser=True)) for _ in range(2)]
    url = reverse("admin:auth_user_add")
    for round_ in range(ROUNDS):
        form = {
            "username": f"reporter-{round_}",
            "usable_password": "true",
            "password1": "a-Long-enough-pass-1",
            "password2": "a-Long-enough-pass-1",
            "staff_profile-TOTAL_FORMS": 0,
            "staff_profile-INITIAL_FORMS": 0,
        }
        outcomes = run_concurrently(*(lambda c=c, d=form: c.post(url, d) for c in clients))
        assert statuses(outcomes) == [200, 302]
    assert User.objects.filter(username__startswith="reporter-").count() == ROUNDS


OTHER_ARTICLE = """Doctors leave the country

About 300 doctors have left the country this year, the medical federation said.
"""


@pytest.mark.django_db
def test_a_publisher_proposed_meanwhile_by_another_import_is_the_one_used(monkeypatch):
    from claims import importing

    unique_slug = importing._unique_slug
    rivals = []

    def rival_import_lands_first(model, base):
        # Another import proposes the same outlet after this one found none.
        if model is Source and not rivals:
            rivals.append(
                Source.objects.create(name="el tiempo", slug="el-tiempo-rival", kind="media_outlet", proposed=True)
            )
        return unique_slug(model, base)

    monkeypatch.setattr(importing, "_unique_slug", rival_import_lands_first)
    result = importing.article_import(text=ARTICLE, publisher="El Tiempo")

    assert rivals
    assert list(Source.objects.filter(name__iexact="El Tiempo").values_list("slug", flat=True)) == ["el-tiempo-rival"]
    assert result.article.publisher.slug == "el-tiempo-rival"
    assert "el-tiempo-rival" not in [source.slug for source in result.sources_created]


@pytest.mark.django_db(transaction=True)
def test_two_imports_from_one_new_outlet_at_once_propose_it_once():
    from claims.importing import article_import
    from claims.models import Article

    for round_ in range(ROUNDS):
        outlet = f"Diario Nuevo {round_}"
        outcomes = run_concurrently(
            lambda o=outlet: article_import(text=ARTICLE, publisher=o),
            lambda o=outlet: article_import(text=OTHER_ARTICLE, publisher=o),
        )
        for outcome in outcomes:
            assert not isinstance(outcome, BaseException), repr(outcome)
        assert Source.objects.filter(name=outlet).count() == 1
        assert Article.objects.filter(publisher__name=outlet).count() == 2
