"""factory_boy factories for every model; tests build their data with these."""

import factory
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

from claims.models import Article, ArticleState, Claim, ClaimKind, Evidence, Stance
from claims.roles import EDITORS, FACT_CHECKERS
from sources.models import Source, SourceAlias, SourceKind

ARTICLE_BODY = (
    "Over one thousand soldiers have defected, reports the Foreign Ministry. "
    "The ministry of defense puts the number of troops at 235,000. "
    "“There is a lot of fear,” said the colonel."
)


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = get_user_model()
        django_get_or_create = ("username",)
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda user: f"{user.username}@newsroom.test")
    password = factory.django.Password("correct horse battery staple")


def joins_group(group_name):
    """A post-generation hook putting the user in a staff role's group."""

    def add_to_group(user, create, extracted, **kwargs):
        if create:
            user.groups.add(Group.objects.get(name=extracted or group_name))

    return factory.PostGeneration(add_to_group)


class FactCheckerFactory(UserFactory):
    username = factory.Sequence(lambda n: f"checker{n}")
    is_staff = True
    role = joins_group(FACT_CHECKERS)


class EditorFactory(UserFactory):
    username = factory.Sequence(lambda n: f"editor{n}")
    is_staff = True
    role = joins_group(EDITORS)


class SourceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Source

    name = factory.Sequence(lambda n: f"Source {n}")
    slug = factory.Sequence(lambda n: f"source-{n}")
    kind = SourceKind.PERSON


class SourceAliasFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = SourceAlias

    source = factory.SubFactory(SourceFactory)
    name = factory.Sequence(lambda n: f"Alias {n}")


class ArticleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Article

    headline = factory.Sequence(lambda n: f"Article {n}")
    slug = factory.Sequence(lambda n: f"article-{n}")
    body = ARTICLE_BODY
    # Most tests are about what readers see of a published article; drafts are asked for.
    state = ArticleState.PUBLISHED


class ClaimFactory(factory.django.DjangoModelFactory):
    """A claim on the first words of its article's body (pass start/end to move it)."""

    class Meta:
        model = Claim

    article = factory.SubFactory(ArticleFactory)
    start = 0
    end = factory.LazyAttribute(lambda claim: min(len(claim.article.body), claim.start + 24))
    quote = factory.LazyAttribute(lambda claim: claim.article.body[claim.start : claim.end])
    statement = factory.Sequence(lambda n: f"Claim number {n} is a checkable statement.")
    kind = ClaimKind.FACT
    source = factory.SubFactory(SourceFactory)


class EvidenceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Evidence

    claim = factory.SubFactory(ClaimFactory)
    url = factory.Sequence(lambda n: f"https://example.org/evidence/{n}")
    title = factory.Sequence(lambda n: f"Evidence {n}")
    summary = "What the document shows."
    stance = Stance.SUPPORTS
    added_by = factory.SubFactory(FactCheckerFactory)
