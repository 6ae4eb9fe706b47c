"""Articles, the claims anchored in their text, evidence, the review and article-state histories, the status tallies.

Invariants that the database can hold are constraints here; what needs the
article's body (the quote equals its slice) is model validation in `clean()`.
Status changes are not made here: `claims.workflow` is the one module that moves
a claim's status and writes its review history.
"""

from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext, gettext_lazy as _

from newsroom.text_rules import body_text, name_text


class ArticleState(models.TextChoices):
    DRAFT = "draft", _("Draft")
    PUBLISHED = "published", _("Published")
    WITHDRAWN = "withdrawn", _("Withdrawn")


class ArticleQuerySet(models.QuerySet):
    def visible_to(self, user):
        """The articles this user may open: staff every one, readers the published
        ones and the withdrawn ones (whose page says why); a draft never."""
        if sees_internal(user):
            return self
        return self.exclude(state=ArticleState.DRAFT)


class Article(models.Model):
    """A story, its body stored exactly as published.

    Its `state` (draft, published, withdrawn) is moved only by
    `claims.article_state`, which records each move in `ArticleStateEntry`.
    """

    headline = models.CharField(max_length=300, validators=[name_text], verbose_name=_("headline"))
    slug = models.SlugField(max_length=200, unique=True, verbose_name=_("slug"))
    publisher = models.ForeignKey(
        "sources.Source",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="published_articles",
        limit_choices_to={"kind": "media_outlet"},
        verbose_name=_("publisher"),
    )
    url = models.URLField(max_length=500, blank=True, verbose_name=_("URL"))
    published_on = models.DateField(null=True, blank=True, verbose_name=_("published on"))
    byline = models.CharField(max_length=300, blank=True, validators=[name_text], verbose_name=_("byline"))
    language = models.CharField(max_length=16, default="en", validators=[name_text], verbose_name=_("language"))
    body = models.TextField(help_text=_("The full text exactly as published."), validators=[body_text], verbose_name=_("body"))
    state = models.CharField(
        max_length=16,
        choices=ArticleState.choices,
        default=ArticleState.DRAFT,
        editable=False,
        help_text=_("Moved only by claims.article_state: a draft is seen by staff alone."),
        verbose_name=_("state"),
    )
    withdrawn_note = models.TextField(
        blank=True, editable=False, help_text=_("Why the article was withdrawn, shown to readers."),
        verbose_name=_("withdrawn note"),
    )
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))
    updated_at = models.DateTimeField(auto_now=True, verbose_name=_("updated at"))

    objects = ArticleQuerySet.as_manager()

    class Meta:
        verbose_name = _("article")
        verbose_name_plural = _("articles")
        ordering = ["-published_on", "headline", "id"]
        permissions = [
            ("publish_article", "Can publish and withdraw articles"),
            ("correct_article", "Can correct the text of published articles"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(state__in=ArticleState.values), name="article_state_valid"),
            models.CheckConstraint(
                condition=~Q(state=ArticleState.WITHDRAWN) | ~Q(withdrawn_note=""),
                name="article_withdrawn_with_note",
                violation_error_message=_("A withdrawn article needs a note for readers."),
            ),
            models.UniqueConstraint(fields=["url"], condition=~Q(url=""), name="article_url_unique_when_given"),
            models.CheckConstraint(condition=~Q(body=""), name="article_body_not_empty"),
            models.CheckConstraint(condition=~Q(headline=""), name="article_headline_not_empty"),
        ]
        indexes = [models.Index(fields=["-published_on", "headline", "id"], name="article_listing_idx")]

    def __str__(self):
        return self.headline

    def get_absolute_url(self):
        return reverse("claims:article", kwargs={"slug": self.slug})

    @property
    def is_published(self) -> bool:
        return self.state == ArticleState.PUBLISHED

    @property
    def is_withdrawn(self) -> bool:
        return self.state == ArticleState.WITHDRAWN

    def is_visible_to(self, user) -> bool:
        """Whether `user` may open this article: the rule of `Article.objects.visible_to`."""
        return sees_internal(user) or self.state != ArticleState.DRAFT

    def clean(self):
        super().clean()
        if self.publisher_id and self.publisher.kind != "media_outlet":
            raise ValidationError({"publisher": "The publisher must be a media outlet."})


class ClaimKind(models.TextChoices):
    STATISTIC = "statistic", _("Statistic")
    EVENT = "event", _("Event")
    ALLEGATION = "allegation", _("Allegation")
    FACT = "fact", _("Fact")
    QUOTE = "quote", _("Quote")


class Qualifier(models.TextChoices):
    EXACT = "exact", _("exactly")
    APPROXIMATELY = "approximately", _("approximately")
    MORE_THAN = "more_than", _("more than")
    LESS_THAN = "less_than", _("less than")
    AT_LEAST = "at_least", _("at least")
    AT_MOST = "at_most", _("at most")


class Status(models.TextChoices):
    UNVERIFIED = "unverified", _("Unverified")
    IN_REVIEW = "in_review", _("In review")
    VERIFIED = "verified", _("Verified")
    MISLEADING = "misleading", _("Misleading")
    FALSE = "false", _("False")
    UNVERIFIABLE = "unverifiable", _("Unverifiable")


# In a fixed order wherever order shows (the migrations' constraint, the admin).
VERDICT_STATUSES = (Status.VERIFIED, Status.MISLEADING, Status.FALSE, Status.UNVERIFIABLE)
VERDICTS = frozenset(VERDICT_STATUSES)


def sees_internal(user) -> bool:
    """Whether this user sees the newsroom's internal side: machine proposals,
    assignees, draft summaries, source notes and staff names. Staff in a
    newsroom role do (fact-checkers and editors hold `claims.view_claim`);
    readers, anonymous or not, and staff without a role never."""
    return bool(user is not None and user.is_authenticated and user.is_staff and user.has_perm("claims.view_claim"))


class ClaimQuerySet(models.QuerySet):
    def visible_to(self, user):
        """The claims this user may see: staff see every claim, readers every
        claim an editor has confirmed (machine proposals stay internal) in a
        published article (a draft's claims are not public yet, a withdrawn
        article's no longer are)."""
        if sees_internal(user):
            return self
        return self.filter(proposed=False, article__state=ArticleState.PUBLISHED)

    def with_verdict(self):
        return self.filter(status__in=VERDICTS)

    def for_listing(self):
        """Everything a list of claims shows, fetched in a fixed number of queries."""
        return self.select_related("article", "source", "via")


class Claim(models.Model):
    """One checkable statement in an article, anchored to its exact words."""

    article = models.ForeignKey(Article, on_delete=models.PROTECT, related_name="claims", verbose_name=_("article"))
    start = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text=_("Offset of the quote’s first character in the body; empty once a correction removed the words."),
        verbose_name=_("start"),
    )
    end = models.PositiveIntegerField(
        null=True, blank=True, help_text=_("Offset just past the quote’s last character; empty when detached."),
        verbose_name=_("end"),
    )
    quote = models.TextField(
        help_text=_("The exact words in the article: body[start:end] (when detached, the words it had)."),
        validators=[body_text],
        verbose_name=_("quote"),
    )
    statement = models.TextField(
        help_text=_("The claim as one clear, self-contained sentence a reader understands without the article."),
        validators=[body_text],
        verbose_name=_("statement"),
    )
    kind = models.CharField(max_length=16, choices=ClaimKind.choices, verbose_name=_("kind"))
    source = models.ForeignKey(
        "sources.Source",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="claims",
        help_text=_("The claimant; empty when it is the article’s own reporting."),
        verbose_name=_("source"),
    )
    attribution = models.CharField(
        max_length=300,
        blank=True,
        help_text=_("How the article attributes it: “reports”, “told Spanish newspaper El País”."),
        validators=[name_text],
        verbose_name=_("attribution"),
    )
    via = models.ForeignKey(
        "sources.Source",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="relayed_claims",
        verbose_name=_("intermediary"),
        help_text=_("Who relayed the claim, e.g. the newspaper that interviewed the source."),
    )
    value = models.DecimalField(max_digits=20, decimal_places=4, null=True, blank=True, verbose_name=_("value"))
    qualifier = models.CharField(max_length=16, choices=Qualifier.choices, blank=True, verbose_name=_("qualifier"))
    unit = models.CharField(
        max_length=200,
        blank=True,
        help_text=_("What is counted, e.g. “members of the armed forces”."),
        validators=[name_text],
        verbose_name=_("unit"),
    )
    status = models.CharField(
        max_length=16,
        choices=Status.choices,
        default=Status.UNVERIFIED,
        editable=False,
        help_text=_("Moved only by claims.workflow, never by a form."),
        verbose_name=_("status"),
    )
    summary_draft = models.TextField(
        blank=True,
        verbose_name=_("verdict summary (draft)"),
        help_text=_("The explanation readers will see once a verdict is set. Internal until then."),
        validators=[body_text],
    )
    verdict_summary = models.TextField(
        blank=True,
        editable=False,
        help_text=_("The published explanation of the current verdict; set by the workflow."),
        verbose_name=_("verdict summary"),
    )
    verdict_at = models.DateTimeField(
        null=True, blank=True, editable=False, help_text=_("When the current verdict was set."),
        verbose_name=_("verdict at"),
    )
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="assigned_claims",
        verbose_name=_("assignee"),
    )
    version = models.PositiveIntegerField(
        default=1, editable=False, help_text=_("Raised by every save; guards against lost updates."),
        verbose_name=_("version"),
    )
    proposed = models.BooleanField(
        default=False,
        editable=False,
        help_text=_("Proposed by automatic extraction and not yet confirmed by an editor."),
        verbose_name=_("proposed"),
    )
    confidence = models.DecimalField(
        max_digits=4,
        decimal_places=3,
        null=True,
        blank=True,
        editable=False,
        help_text=_("The extractor’s confidence in a machine proposal, from 0 to 1."),
        verbose_name=_("confidence"),
    )
    source_sort = models.TextField(
        default="1",
        editable=False,
        help_text=_("The source’s name folded, for ?sort=source: kept by the database (claims.source_sort)."),
        verbose_name=_("source sort"),
    )
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))
    updated_at = models.DateTimeField(auto_now=True, verbose_name=_("updated at"))

    objects = ClaimQuerySet.as_manager()

    class Meta:
        verbose_name = _("claim")
        verbose_name_plural = _("claims")
        ordering = ["article_id", "start", "end", "id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(start__isnull=True) | Q(start__gte=0),
                name="claim_start_not_negative",
                violation_error_message=_("The span cannot start before the body."),
            ),
            models.CheckConstraint(
                condition=Q(start__isnull=True) | Q(start__lt=models.F("end")),
                name="claim_start_before_end",
                violation_error_message=_("The span must end after it starts."),
            ),
            # A claim is anchored (both offsets) or detached by a correction (neither).
            models.CheckConstraint(
                condition=Q(start__isnull=True, end__isnull=True) | Q(start__isnull=False, end__isnull=False),
                name="claim_span_whole_or_detached",
                violation_error_message=_("Give both the start and the end of the claim’s words."),
            ),
            models.CheckConstraint(condition=~Q(quote=""), name="claim_quote_not_empty"),
            models.CheckConstraint(condition=~Q(statement=""), name="claim_statement_not_empty"),
            models.CheckConstraint(
                condition=Q(kind__in=ClaimKind.values),
                name="claim_kind_valid",
                violation_error_message=f"Unknown kind. Choose one of: {', '.join(ClaimKind.values)}.",
            ),
            models.CheckConstraint(
                condition=Q(status__in=Status.values),
                name="claim_status_valid",
                violation_error_message=f"Unknown status. Choose one of: {', '.join(Status.values)}.",
            ),
            models.CheckConstraint(
                condition=Q(qualifier="") | Q(qualifier__in=Qualifier.values),
                name="claim_qualifier_valid",
            ),
            models.CheckConstraint(
                condition=Q(qualifier="") | Q(value__isnull=False),
                name="claim_qualifier_needs_value",
                violation_error_message=_("A qualifier needs a value."),
            ),
            models.CheckConstraint(
                condition=Q(confidence__isnull=True) | Q(confidence__gte=Decimal("0"), confidence__lte=Decimal("1")),
                name="claim_confidence_in_unit_range",
                violation_error_message=_("Confidence must lie between 0 and 1."),
            ),
            models.CheckConstraint(
                condition=Q(verdict_summary="") | Q(status__in=[status.value for status in VERDICT_STATUSES]),
                name="claim_published_summary_only_with_verdict",
            ),
            models.UniqueConstraint(
                fields=["article", "start", "end"],
                name="claim_span_unique_per_article",
                violation_error_message=_(
                    "This article already has a claim on exactly these words "
                    "(the same start and end). Open that claim instead of adding another."
                ),
            ),
        ]
        # One index per ordering the site, the admin and the API offer (the
        # default one is the span constraint's): a page is an index range, not a sort.
        indexes = [
            models.Index(fields=["status", "-updated_at"], name="claim_status_updated_idx"),
            models.Index(
                models.F("verdict_at").desc(),
                models.F("id").desc(),
                name="claim_latest_verdict_idx",
                condition=Q(verdict_at__isnull=False),
            ),
            models.Index(fields=["updated_at", "id"], name="claim_updated_idx"),
            models.Index(fields=["created_at", "id"], name="claim_created_idx"),
            models.Index(fields=["value", "id"], name="claim_value_idx"),
            # The public lists' default order over what readers see (proposals
            # left out): a deep page skips its OFFSET rows in this index alone
            # (newsroom.pagination.page_of_queryset).
            models.Index(
                fields=["article", "start", "end", "id"], name="claim_public_order_idx", condition=Q(proposed=False)
            ),
            # ?status= in that order: its page an index range, its bounded count index-only.
            models.Index(
                fields=["status", "article", "start", "end", "id"],
                name="claim_public_status_idx",
                condition=Q(proposed=False),
            ),
            models.Index(fields=["source_sort", "id"], name="claim_source_sort_idx"),
        ]
        permissions = [
            ("take_into_review", "Can take claims into review"),
            ("set_verdict", "Can set and reopen verdicts"),
        ]

    def __str__(self):
        return self.statement

    @property
    def slug(self):
        return self.slug_for(self.statement)

    @staticmethod
    def slug_for(statement: str) -> str:
        """The slug of a claim's address, from its statement (no instance needed)."""
        return slugify(statement)[:80].strip("-") or "claim"

    @property
    def has_verdict(self):
        return self.status in VERDICTS

    def is_visible_to(self, user) -> bool:
        """Whether `user` may see this claim: the rule of `Claim.objects.visible_to`,
        for a claim in hand (no query once its article is loaded)."""
        return sees_internal(user) or (not self.proposed and self.article.state == ArticleState.PUBLISHED)

    @property
    def is_detached(self) -> bool:
        """A correction removed this claim's words from the article: kept, with its history, without a span."""
        return self.start is None

    def page_route(self) -> tuple[str, dict]:
        """The URL name and arguments of the claim's page (the API's lists build many at once)."""
        return self.page_route_for(self.pk, self.statement)

    @classmethod
    def page_route_for(cls, pk, statement: str) -> tuple[str, dict]:
        """`page_route` from the claim's id and statement (no instance needed)."""
        return "claims:detail", {"pk": pk, "slug": cls.slug_for(statement)}

    def get_absolute_url(self):
        name, kwargs = self.page_route()
        return reverse(name, kwargs=kwargs)

    def clean(self):
        super().clean()
        errors = {}
        if self.qualifier and self.value is None:
            errors["qualifier"] = _("A qualifier needs a value.")
        if self.start is None or self.end is None:
            # Only a correction detaches a claim (claims.corrections); a form may
            # leave a detached claim detached, never detach one.
            stays_detached = (
                not self._state.adding
                and self.start is None
                and self.end is None
                and Claim.objects.filter(pk=self.pk, start__isnull=True).exists()
            )
            if not stays_detached:
                errors["end" if self.start is not None else "start"] = (
                    _("Give both the start and the end of the claim’s words in the article.")
                )
        elif self.start >= self.end:
            errors["end"] = gettext("The span must end after it starts (start %(start)s, end %(end)s).") % {
                "start": self.start,
                "end": self.end,
            }
        elif self.article_id and self.start is not None and self.end is not None:
            body = self.article.body
            if self.end > len(body):
                errors["end"] = gettext(
                    "The span %(start)s–%(end)s lies outside the article body, which is %(length)s characters long."
                ) % {"start": self.start, "end": self.end, "length": len(body)}
            elif body[self.start : self.end] != self.quote:
                expected = body[self.start : self.end]
                errors["quote"] = gettext(
                    "The quote must equal the article text at %(start)s–%(end)s. Expected “%(expected)s”, "
                    "found “%(quote)s”."
                ) % {"start": self.start, "end": self.end, "expected": expected, "quote": self.quote}
                if expected.strip() == (self.quote or "").strip():
                    errors["quote"] += " " + gettext(
                        "They differ only in spaces at the start or end (%(expected)s characters expected, "
                        "%(given)s given): send the words exactly, spaces included, or move start and end to "
                        "where the words begin and end."
                    ) % {"expected": len(expected), "given": len(self.quote)}
        if errors:
            raise ValidationError(errors)


class Stance(models.TextChoices):
    SUPPORTS = "supports", _("Supports the claim")
    CONTRADICTS = "contradicts", _("Contradicts the claim")
    CONTEXT = "context", _("Gives context")


class Evidence(models.Model):
    """A document or page that bears on a claim, and what it shows."""

    claim = models.ForeignKey(Claim, on_delete=models.PROTECT, related_name="evidence", verbose_name=_("claim"))
    url = models.URLField(max_length=500, blank=True, verbose_name=_("URL"))
    reference = models.CharField(
        max_length=300, blank=True, help_text=_("A document reference when there is no URL."), validators=[name_text],
        verbose_name=_("reference"),
    )
    title = models.CharField(max_length=300, validators=[name_text], verbose_name=_("title"))
    summary = models.TextField(verbose_name=_("what it shows"), validators=[body_text])
    stance = models.CharField(max_length=16, choices=Stance.choices, verbose_name=_("stance"))
    source = models.ForeignKey(
        "sources.Source",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="evidence",
        help_text=_("Who issued it, e.g. the ministry behind a press release."),
        verbose_name=_("source"),
    )
    added_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="evidence_added", verbose_name=_("added by"))
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))

    class Meta:
        verbose_name = _("evidence")
        ordering = ["created_at", "id"]
        verbose_name_plural = _("evidence")
        constraints = [
            models.CheckConstraint(condition=~Q(url="") | ~Q(reference=""), name="evidence_url_or_reference"),
            models.CheckConstraint(condition=Q(stance__in=Stance.values), name="evidence_stance_valid"),
            models.CheckConstraint(condition=~Q(title=""), name="evidence_title_not_empty"),
        ]

    def __str__(self):
        return self.title

    def clean(self):
        super().clean()
        if not self.url and not self.reference:
            raise ValidationError(_("Give a URL or a document reference for the evidence."))


class ReviewEntryQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise ReviewHistoryImmutable("Review entries cannot be changed.")

    def delete(self):
        raise ReviewHistoryImmutable("Review entries cannot be deleted.")


class ReviewHistoryImmutable(Exception):
    """Raised on any attempt to change or delete a review entry."""


class AppendOnly:
    """A history row: written once, never changed or deleted (with `ReviewEntryQuerySet`
    as its manager, not in bulk either)."""

    def save(self, *args, **kwargs):
        if self.pk is not None and not self._state.adding:
            raise ReviewHistoryImmutable(f"{str(self._meta.verbose_name_plural).capitalize()} cannot be changed.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ReviewHistoryImmutable(f"{str(self._meta.verbose_name_plural).capitalize()} cannot be deleted.")


class ReviewEntry(AppendOnly, models.Model):
    """One change of a claim's status: append-only.

    Database triggers (migration 0002) refuse UPDATE and DELETE as well, so the
    history holds even against raw SQL.
    """

    claim = models.ForeignKey(Claim, on_delete=models.PROTECT, related_name="reviews", verbose_name=_("claim"))
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="review_entries", verbose_name=_("actor"))
    created_at = models.DateTimeField(verbose_name=_("created at"))
    from_status = models.CharField(max_length=16, choices=Status.choices, verbose_name=_("from status"))
    to_status = models.CharField(max_length=16, choices=Status.choices, verbose_name=_("to status"))
    note = models.TextField(blank=True, verbose_name=_("note"))
    summary = models.TextField(blank=True, help_text=_("The verdict summary published with this change."), verbose_name=_("summary"))
    carried_from = models.ForeignKey(
        "Claim",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        help_text=_("The earlier check whose verdict this entry carries over (claims.workflow.verdict_carry_over)."),
        verbose_name=_("carried from"),
    )

    objects = ReviewEntryQuerySet.as_manager()

    class Meta:
        verbose_name = _("review entry")
        ordering = ["-created_at", "-id"]
        verbose_name_plural = _("review entries")
        constraints = [
            models.CheckConstraint(condition=~Q(from_status=models.F("to_status")), name="review_entry_changes_status"),
            models.CheckConstraint(
                condition=Q(from_status__in=Status.values) & Q(to_status__in=Status.values),
                name="review_entry_statuses_valid",
            ),
        ]

    def __str__(self):
        return f"{self.get_from_status_display()} → {self.get_to_status_display()}"



class ArticleStateEntry(AppendOnly, models.Model):
    """One move of an article's state (`claims.article_state`): who, when, why.
    Append-only, like the claims' review history."""

    article = models.ForeignKey(Article, on_delete=models.PROTECT, related_name="state_history", verbose_name=_("article"))
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+", verbose_name=_("actor"))
    created_at = models.DateTimeField(verbose_name=_("created at"))
    from_state = models.CharField(max_length=16, choices=ArticleState.choices, verbose_name=_("from state"))
    to_state = models.CharField(max_length=16, choices=ArticleState.choices, verbose_name=_("to state"))
    note = models.TextField(blank=True, verbose_name=_("note"))

    objects = ReviewEntryQuerySet.as_manager()

    class Meta:
        verbose_name = _("article state entry")
        ordering = ["-created_at", "-id"]
        verbose_name_plural = _("article state entries")
        constraints = [
            models.CheckConstraint(
                condition=~Q(from_state=models.F("to_state")), name="article_state_entry_changes_state"
            ),
        ]

    def __str__(self):
        return f"{self.get_from_state_display()} → {self.get_to_state_display()}"



class TallyScope(models.TextChoices):
    NEWSROOM = "newsroom", _("Newsroom")
    ARTICLE = "article", _("Article")
    SOURCE = "source", _("Source")
    VIA = "via", _("Intermediary")


class StatusTally(models.Model):
    """How many claims have a status within a scope: the whole newsroom, one
    article, one source (as claimant) or one intermediary.

    Kept exact by database triggers on the claims table (`claims.tallies`), so
    every write path — the workflow, bulk confirmation, imports, COPY, deletes
    — moves the counts with it. Pages read totals here instead of counting
    claims on every request.
    """

    scope = models.CharField(max_length=8, choices=TallyScope.choices, verbose_name=_("scope"))
    scope_id = models.BigIntegerField(help_text=_("The article's or source's id; 0 for the newsroom."), verbose_name=_("scope id"))
    status = models.CharField(max_length=16, choices=Status.choices, verbose_name=_("status"))
    public = models.BooleanField(
        help_text=_("Counts confirmed claims of published articles (what readers see); else the "
        "rest (machine proposals, claims of drafts and withdrawn articles)."),
        verbose_name=_("public"),
    )
    count = models.BigIntegerField(default=0, verbose_name=_("count"))

    class Meta:
        verbose_name = _("status tally")
        verbose_name_plural = _("status tallies")
        constraints = [
            models.UniqueConstraint(fields=["scope", "scope_id", "status", "public"], name="status_tally_unique"),
        ]

    def __str__(self):
        return f"{self.scope} {self.scope_id} {self.status}: {self.count}"
