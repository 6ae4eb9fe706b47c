"""Corrections of published articles, and what each did to the claims anchored in the text.

`claims.corrections` is the one module that writes these rows: it changes the
article's body, stores the text it replaced (so every version can be shown)
and re-anchors every claim, recording each claim whose place or words moved.

- `Correction`: one change of a published article's text, append-only: who,
  when, the public note, the previous text and a short list of what changed.
  `number` counts an article's corrections (1, 2, …); the unique
  (article, number) pair is what refuses the second of two concurrent edits.
- `ClaimReanchor`: what one correction did to one claim: its words moved
  (same words, another place), changed (flagged for review, old and new words
  side by side) or are gone (the claim is detached: kept, with its history,
  its span empty). An editor marks a flagged one reviewed.
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from .core import AppendOnly, Article, Claim, ReviewEntryQuerySet


class Correction(AppendOnly, models.Model):
    """One correction of a published article's text. Append-only."""

    article = models.ForeignKey(Article, on_delete=models.PROTECT, related_name="corrections", verbose_name=_("article"))
    number = models.PositiveIntegerField(help_text=_("1 for the article’s first correction, 2 for the next, …"), verbose_name=_("number"))
    previous_body = models.TextField(help_text=_("The article’s text before this correction."), verbose_name=_("previous body"))
    note = models.TextField(help_text=_("What was corrected and why, shown to readers."), verbose_name=_("note"))
    changes = models.JSONField(
        default=list,
        blank=True,
        help_text=_("What changed in the text: a list of {“removed”, “inserted”} passages."),
        verbose_name=_("changes"),
    )
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+", verbose_name=_("actor"))
    created_at = models.DateTimeField(verbose_name=_("created at"))

    objects = ReviewEntryQuerySet.as_manager()

    class Meta:
        verbose_name = _("correction")
        verbose_name_plural = _("corrections")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["article", "number"],
                name="correction_number_unique_per_article",
                violation_error_message=_("Someone else corrected this article at the same time."),
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="correction_number_positive"),
            models.CheckConstraint(condition=~Q(note=""), name="correction_note_not_empty"),
        ]
        indexes = [models.Index(fields=["-created_at", "-id"], name="correction_latest_idx")]

    def __str__(self):
        return f"{self.article} #{self.number}"

    def get_absolute_url(self):
        return reverse("claims:correction", kwargs={"pk": self.pk})


class AnchorOutcome(models.TextChoices):
    MOVED = "moved", _("Same words, another place")
    CHANGED = "changed", _("Words changed")
    DETACHED = "detached", _("Words removed")


FLAGGED_OUTCOMES = (AnchorOutcome.CHANGED, AnchorOutcome.DETACHED)


class ClaimReanchorQuerySet(models.QuerySet):
    def flagged(self):
        """The re-anchorings an editor should look at: the words changed or are gone."""
        return self.filter(outcome__in=FLAGGED_OUTCOMES)

    def awaiting_review(self):
        return self.flagged().filter(reviewed_at__isnull=True)


class ClaimReanchor(models.Model):
    """What one correction did to one claim's anchor (a claim it left in place has none)."""

    correction = models.ForeignKey(Correction, on_delete=models.PROTECT, related_name="reanchors", verbose_name=_("correction"))
    claim = models.ForeignKey(Claim, on_delete=models.PROTECT, related_name="reanchors", verbose_name=_("claim"))
    outcome = models.CharField(max_length=16, choices=AnchorOutcome.choices, verbose_name=_("outcome"))
    old_start = models.PositiveIntegerField(verbose_name=_("old start"))
    old_end = models.PositiveIntegerField(verbose_name=_("old end"))
    old_quote = models.TextField(verbose_name=_("old quote"))
    new_start = models.PositiveIntegerField(null=True, blank=True, verbose_name=_("new start"))
    new_end = models.PositiveIntegerField(null=True, blank=True, verbose_name=_("new end"))
    new_quote = models.TextField(blank=True, verbose_name=_("new quote"))
    reopened = models.BooleanField(
        default=False, help_text=_("The claim had a verdict and was reopened because its words changed."),
        verbose_name=_("reopened"),
    )
    reviewed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+",
        verbose_name=_("reviewed by"),
    )
    reviewed_at = models.DateTimeField(null=True, blank=True, verbose_name=_("reviewed at"))

    objects = ClaimReanchorQuerySet.as_manager()

    class Meta:
        verbose_name = _("claim reanchor")
        verbose_name_plural = _("claim reanchors")
        ordering = ["correction_id", "old_start", "id"]
        constraints = [
            models.UniqueConstraint(fields=["correction", "claim"], name="claim_reanchor_once_per_correction"),
            models.CheckConstraint(condition=Q(outcome__in=AnchorOutcome.values), name="claim_reanchor_outcome_valid"),
            # Detached exactly when there is no new span and no new words.
            models.CheckConstraint(
                condition=(
                    Q(outcome=AnchorOutcome.DETACHED, new_start__isnull=True, new_end__isnull=True, new_quote="")
                    | (
                        ~Q(outcome=AnchorOutcome.DETACHED)
                        & Q(new_start__isnull=False, new_end__isnull=False, new_start__lt=models.F("new_end"))
                        & ~Q(new_quote="")
                    )
                ),
                name="claim_reanchor_span_matches_outcome",
            ),
            # Moved means the same words; changed means other words.
            models.CheckConstraint(
                condition=~Q(outcome=AnchorOutcome.MOVED) | Q(new_quote=models.F("old_quote")),
                name="claim_reanchor_moved_same_words",
            ),
            models.CheckConstraint(
                condition=~Q(outcome=AnchorOutcome.CHANGED) | ~Q(new_quote=models.F("old_quote")),
                name="claim_reanchor_changed_other_words",
            ),
            models.CheckConstraint(
                condition=Q(reviewed_at__isnull=True, reviewed_by__isnull=True)
                | Q(reviewed_at__isnull=False, reviewed_by__isnull=False, outcome__in=FLAGGED_OUTCOMES),
                name="claim_reanchor_review_complete",
            ),
        ]

    def __str__(self):
        return f"{self.claim_id}: {self.get_outcome_display()}"

    @property
    def flagged(self) -> bool:
        return self.outcome in FLAGGED_OUTCOMES
