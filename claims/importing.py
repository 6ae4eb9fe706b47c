"""Importing an article and proposing its claims: the Django side of extraction.

`article_import` takes pasted or uploaded text and stores it as an Article, then
`claims_propose` runs `claims.extraction.extract` over the body and stores each
proposal as an unverified Claim with `proposed=True`, for an editor to confirm or
correct. The admin, the `import_article` command and anything else that imports
articles call these two functions.

Input rules (each failure is a ValidationError with a message for the person
importing):

- the text must not be empty or only whitespace;
- at most `MAX_ARTICLE_CHARACTERS` characters (200,000, some ten times a long
  feature), so one paste cannot tie up the extractor or the database;
- HTML is reduced to the story's plain text (`claims.article_text`): menus, cookie
  banners, footers, captions and credits are left out, one paragraph a line.
  Plain text is stored as pasted. Offsets always refer to the stored text;
- an article whose URL is already stored is refused;
- without a headline, the first line of the text is used (the body keeps it, as
  the text was published).

Proposing never touches existing claims: a proposal whose span (start, end) is
already a claim on the article is skipped, so running it twice adds nothing.
Speakers the newsroom does not know become new Sources, with the role the text
gives them as their description. Every Source an import creates (a speaker, an
intermediary, a publisher) is `proposed=True`, hidden from readers until an editor
confirms it; existing sources are never changed.

A publisher named on import is an existing media outlet (by name or alias) or a
new one; a name that belongs to a source of another kind (a person, a ministry) is
refused rather than stored as the article's publisher.
"""

import re
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Value
from django.db.models.functions import Lower
from django.utils.text import slugify
from django.utils.formats import number_format
from django.utils.translation import gettext as _

from claims.article_text import html_article_text
from claims.extraction import KnownSource, Proposal, extract
from claims.extraction.sources import SourceIndex
from claims import figure_links
from claims.import_sources import ProposalSources, free_slugs
from claims.models import Article, Claim, Status
from newsroom.text_rules import body_text, name_text, text_check
from newsroom.uniqueness import UniqueConflict, full_clean_except_unique, unique_save
from sources.models import Source, SourceKind
from sources.name_keys import known_source, sources_named_in

MAX_ARTICLE_CHARACTERS = 200_000
# The most bytes the longest article can take in UTF-8.
MAX_ARTICLE_BYTES = MAX_ARTICLE_CHARACTERS * 4
ADD_ARTICLE_PERMISSION = "claims.add_article"
HEADLINE_LENGTH = Article._meta.get_field("headline").max_length
# The largest value a Claim can store (20 digits, 4 of them decimals).
LARGEST_CLAIM_VALUE = Decimal(10) ** 16
HTML_PATTERN = re.compile(
    r"<\s*(?:html|body|head|p|div|br|span|a|h[1-6]|article|section|ul|ol|li|em|strong|b|i|blockquote)\b[^>]*>",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ImportResult:
    """What an import stored: the article, its proposed claims and new sources."""

    article: Article
    claims: list[Claim]
    sources_created: list[Source] = field(default_factory=list)


@transaction.atomic
def article_import(
    *,
    text: str,
    headline: str | None = None,
    publisher: str | None = None,
    url: str = "",
    published_on: date | None = None,
    language: str = "en",
    by=None,
) -> ImportResult:
    """Store an article and propose its claims, all or nothing.

    `by`, when given, must hold the `claims.add_article` permission.
    """
    if by is not None and not by.has_perm(ADD_ARTICLE_PERMISSION):
        raise PermissionDenied(_("You may not import articles."))
    for name, value in [("headline", headline), ("publisher", publisher), ("url", url), ("language", language)]:
        text_check(field=name, value=value, validator=name_text)
    body = article_text(text)
    headline = (headline or "").strip() or headline_from(body)
    url = (url or "").strip()
    if url and Article.objects.filter(url=url).exists():
        raise ValidationError({"url": _("An article with the URL %(url)s is already stored.") % {"url": url}})
    outlet, outlet_created = _publisher(publisher) if publisher and publisher.strip() else (None, False)
    article = Article(
        headline=headline,
        publisher=outlet,
        url=url,
        published_on=published_on,
        language=(language or "en").strip(),
        body=body,
    )
    _slugged_save(article, _slug_base(headline))
    proposed = _claims_propose(article=article)
    created = ([outlet] if outlet_created else []) + proposed.sources_created
    return ImportResult(article=article, claims=proposed.claims, sources_created=created)


@transaction.atomic
def claims_propose(*, article: Article) -> list[Claim]:
    """Store the extractor's proposals for an article as unverified claims.

    Claims already on the article are left as they are; a proposal on the same
    span as an existing claim is skipped. Returns the claims created.
    """
    return _claims_propose(article=article).claims


def known_sources() -> list[KnownSource]:
    """Every source with its aliases, as the extractor sees them (two queries)."""
    return [_known(source) for source in Source.objects.prefetch_related("aliases")]


def article_text(text: str) -> str:
    """The plain text to store for submitted text, or a ValidationError."""
    if text is None or not text.strip():
        raise ValidationError({"body": _("The article is empty: there is no text to import.")})
    if len(text) > MAX_ARTICLE_CHARACTERS:
        raise ValidationError(
            {
                "body": _("The article is %(length)s characters long; at most %(most)s can be imported.")
                % {
                    "length": number_format(len(text), force_grouping=True),
                    "most": number_format(MAX_ARTICLE_CHARACTERS, force_grouping=True),
                }
            }
        )
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    text_check(field="body", value=text, validator=body_text)
    if HTML_PATTERN.search(text):
        text = html_article_text(text)
    text = text.strip()
    if not text:
        raise ValidationError({"body": _("The article is empty: the HTML holds no text.")})
    return text


def article_text_decode(raw: bytes, *, name: str) -> str:
    """The text of an uploaded or read file (`name` says which, in messages), or a
    ValidationError: more bytes than the longest article, or not UTF-8."""
    if len(raw) > MAX_ARTICLE_BYTES:
        raise ValidationError(
            {
                "body": _("%(name)s is longer than %(most)s characters, the most that can be imported.")
                % {"name": name, "most": number_format(MAX_ARTICLE_CHARACTERS, force_grouping=True)}
            }
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ValidationError(
            {
                "body": _(
                    "%(name)s is not UTF-8 text: the byte at position %(position)s (%(byte)s) is not valid UTF-8. "
                    "Save the file as UTF-8 and try again."
                )
                % {"name": name, "position": error.start, "byte": repr(raw[error.start : error.start + 1])}
            }
        ) from None


def headline_from(body: str) -> str:
    """The first line of the text, shortened at a word to fit a headline."""
    first_line = body.strip().split("\n", 1)[0].strip()
    if len(first_line) <= HEADLINE_LENGTH:
        return first_line
    cut = first_line[: HEADLINE_LENGTH - 1].rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:") + "…"


@dataclass
class _Proposed:
    claims: list[Claim]
    sources_created: list[Source]


def _claims_propose(*, article: Article) -> _Proposed:
    """The proposals stored in a number of queries that grows neither with them nor
    with the newsroom: the sources the article can name (two queries), the spans
    already taken, new sources together (`claims.import_sources`), the claims in one
    INSERT and their figure suggestions. Should the INSERT break a constraint, the
    claims are stored one by one instead, which says which and why, or skips one a
    concurrent extraction of this article has just stored."""
    sources = ProposalSources.for_text(article.body, save_one=_proposed_source_save_one)
    proposals = extract(article.body, sources.index, language=article.language)
    taken = set(article.claims.values_list("start", "end"))
    new_proposals = [p for p in proposals if (p.start, p.end) not in taken]
    sources.sources_resolve(new_proposals)
    claims = [_claim(article, proposal, sources) for proposal in new_proposals]
    for claim in claims:
        # No query: the article and sources are the ones just read or stored, and
        # the database checks the constraints on INSERT.
        claim.full_clean(exclude=["article", "source", "via"], validate_unique=False, validate_constraints=False)
    try:
        with transaction.atomic():
            Claim.objects.bulk_create(claims)
    except IntegrityError:
        for claim in claims:
            claim.pk = None
        claims = _claims_save_one_by_one(claims)
    figure_links.claims_proposed(claims=claims)
    return _Proposed(claims=claims, sources_created=sources.created)


def _claim(article: Article, proposal: Proposal, sources: ProposalSources) -> Claim:
    source = sources.speaker(proposal)
    value, qualifier = _storable_value(proposal)
    attribution = proposal.attribution
    if source is None and proposal.speaker_role:
        # "the finance minister told Reuters": no one to link, so the words say who,
        # in the order the article puts them ("according to local doctors").
        if attribution.lower().startswith(("according to", "según")):
            attribution = f"{attribution} {proposal.speaker_role}".strip()
        else:
            attribution = f"{proposal.speaker_role} {attribution}".strip()
    return Claim(
        article=article,
        start=proposal.start,
        end=proposal.end,
        quote=proposal.quote,
        statement=proposal.statement,
        kind=proposal.kind,
        source=source,
        attribution=attribution[:300],
        via=sources.via(proposal),
        value=value,
        qualifier=qualifier,
        unit=proposal.unit[:200],
        status=Status.UNVERIFIED,
        proposed=True,
        confidence=Decimal(str(proposal.confidence)).quantize(Decimal("0.001")),
    )


def _claims_save_one_by_one(claims: list[Claim]) -> list[Claim]:
    stored = []
    for claim in claims:
        full_clean_except_unique(claim)
        try:
            unique_save(claim)
        except UniqueConflict:
            continue  # a concurrent extraction of this article proposed the same words first
        stored.append(claim)
    return stored


def _proposed_source_save_one(source: Source, base: str) -> tuple[Source, bool]:
    return proposed_source_save(source, base=base)


def _storable_value(proposal: Proposal) -> tuple[Decimal | None, str]:
    if proposal.value is None:
        return None, ""
    if abs(proposal.value) >= LARGEST_CLAIM_VALUE:
        return None, ""
    return proposal.value.quantize(Decimal("0.0001")), proposal.qualifier


def _publisher(name: str) -> tuple[Source, bool]:
    """The media outlet of this name or alias, or a new proposed one, and whether it
    was created. A name or alias of a source that is not a media outlet is refused."""
    name = name.strip()
    sources = sources_named_in(name)  # every source the name can match (two queries)
    outlets = [s for s in sources if s.kind == SourceKind.MEDIA_OUTLET]
    key = SourceIndex([_known(s) for s in outlets]).match(name)
    if key is not None:
        return next(s for s in outlets if str(s.pk) == key), False
    others = [s for s in sources if s.kind != SourceKind.MEDIA_OUTLET]
    other_key = SourceIndex([_known(s) for s in others]).exact(name)
    if other_key is not None:
        other = next(s for s in others if str(s.pk) == other_key)
        raise ValidationError(
            {
                "publisher": _(
                    "“%(name)s” is %(source)s, a source of the kind “%(kind)s”, not a media outlet. "
                    "Give the name of the outlet that published the article."
                )
                % {"name": name, "source": other.name, "kind": other.get_kind_display()}
            }
        )
    source = Source(
        name=name[:200],
        kind=SourceKind.MEDIA_OUTLET,
        proposed=True,
    )
    return proposed_source_save(source, base=slugify(name)[:190] or "publisher")


def proposed_source_save(source: Source, *, base: str) -> tuple[Source, bool]:
    """Store a new proposed `source` under a free slug made from `base`; returns it
    and True, or, when it is a media outlet that a concurrent import has just
    proposed under the same name (the `proposed_outlet_name_unique` constraint
    decides), that one and False."""
    try:
        _slugged_save(source, base)
    except IntegrityError:
        if source.kind != SourceKind.MEDIA_OUTLET:
            raise
        existing = (
            Source.objects.alias(lower_name=Lower("name"))
            .filter(proposed=True, kind=SourceKind.MEDIA_OUTLET, lower_name=Lower(Value(source.name)))
            .first()
        )
        if existing is None:
            raise
        return existing, False
    return source, True


def _known(source: Source) -> KnownSource:
    return known_source(source, [alias.name for alias in source.aliases.all()])


def _slug_base(headline: str) -> str:
    """A readable slug: the headline's first words, cut at a hyphen before 80 characters."""
    slug = slugify(headline) or "article"
    if len(slug) > 80:
        slug = slug[:80].rsplit("-", 1)[0]
    return slug


def _slugged_save(instance, base: str) -> None:
    """Validate and store `instance` under the first free slug made from `base`.

    The unique constraint has the last word: when a concurrent import takes
    the slug between the look-up and the INSERT, try the next one."""
    for _attempt in range(10):
        instance.slug = _unique_slug(type(instance), base)
        full_clean_except_unique(instance)
        try:
            unique_save(instance)
            return
        except UniqueConflict as conflict:
            if conflict.fields != ("slug",):
                raise
    raise ValidationError({"slug": _("Could not find a free address for “%(slug)s”; try again.") % {"slug": base}})


def _unique_slug(model, base: str) -> str:
    """`base`, or `base-2`, `base-3`… whichever is free (one query)."""
    return free_slugs(model, [base])[0]
