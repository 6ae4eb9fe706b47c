"""Tracked figures and repeated claims: what one number is across articles.

A tracked figure gathers the statistic claims that report it (FigureValue),
the links the product proposes (FigureSuggestion), the values that cannot all
be true (FigureDisagreement), and ClaimMatch records that a claim repeats an
earlier one. Links, flags and matches are made only by `claims.figure_links`.
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from .core import Claim


class TrackedFigure(models.Model):
    """One number a story follows across articles and sources: "members of the armed
    forces who have defected". Statistic claims contribute its values over time
    (`FigureValue`); linking, suggestions and disagreements are `claims.figure_links`'
    job."""

    name = models.CharField(
        max_length=300, help_text=_("What is counted, as a reader would say it: “Troops still on active duty”."),
        verbose_name=_("name"),
    )
    slug = models.SlugField(max_length=200, unique=True, verbose_name=_("slug"))
    unit = models.CharField(max_length=200, help_text=_("What one counts, in the plural: “troops”, “percent”."), verbose_name=_("unit"))
    description = models.TextField(blank=True, verbose_name=_("description"))
    place = models.CharField(max_length=200, blank=True, help_text=_("Where, when the figure is about a place."), verbose_name=_("place"))
    subject = models.CharField(max_length=200, blank=True, help_text=_("Who or what it is about."), verbose_name=_("subject"))
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))
    updated_at = models.DateTimeField(auto_now=True, verbose_name=_("updated at"))

    class Meta:
        verbose_name = _("tracked figure")
        verbose_name_plural = _("tracked figures")
        ordering = ["name", "id"]
        constraints = [
            models.CheckConstraint(condition=~Q(name=""), name="tracked_figure_name_not_empty"),
            models.CheckConstraint(condition=~Q(unit=""), name="tracked_figure_unit_not_empty"),
        ]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("claims:figure", kwargs={"slug": self.slug})


class FigureValue(models.Model):
    """A statistic claim's contribution to a tracked figure: its value (read from
    the claim) at the date it refers to."""

    figure = models.ForeignKey(TrackedFigure, on_delete=models.CASCADE, related_name="values", verbose_name=_("figure"))
    claim = models.OneToOneField(Claim, on_delete=models.CASCADE, related_name="figure_value", verbose_name=_("claim"))
    refers_to = models.DateField(
        null=True,
        blank=True,
        help_text=_("The date the value refers to: the article's date unless the text gives another "
        "(“as of March 4”). Empty when neither is known."),
        verbose_name=_("refers to"),
    )
    linked_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, verbose_name=_("linked by"))
    linked_at = models.DateTimeField(auto_now_add=True, verbose_name=_("linked at"))

    class Meta:
        verbose_name = _("figure value")
        verbose_name_plural = _("figure values")
        ordering = ["figure_id", "refers_to", "id"]
        indexes = [models.Index(fields=["figure", "refers_to"], name="figure_value_timeline_idx")]

    def __str__(self):
        return f"{self.figure}: claim {self.claim_id}"


class SuggestionState(models.TextChoices):
    PENDING = "pending", _("Pending")
    REJECTED = "rejected", _("Rejected")


class FigureSuggestion(models.Model):
    """A tracked figure a statistic claim probably belongs to, waiting for an editor.
    Accepting one links the claim and removes the suggestion; a rejected one is kept
    so that it is not proposed again."""

    claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="figure_suggestions", verbose_name=_("claim"))
    figure = models.ForeignKey(TrackedFigure, on_delete=models.CASCADE, related_name="suggestions", verbose_name=_("figure"))
    score = models.DecimalField(max_digits=4, decimal_places=3, help_text=_("How alike their words are, 0 to 1."), verbose_name=_("score"))
    state = models.CharField(max_length=8, choices=SuggestionState.choices, default=SuggestionState.PENDING, verbose_name=_("state"))
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))

    class Meta:
        verbose_name = _("figure suggestion")
        verbose_name_plural = _("figure suggestions")
        ordering = ["-score", "id"]
        constraints = [
            models.UniqueConstraint(fields=["claim", "figure"], name="figure_suggestion_unique"),
            models.CheckConstraint(condition=Q(state__in=SuggestionState.values), name="figure_suggestion_state"),
        ]

    def __str__(self):
        return f"claim {self.claim_id} → {self.figure}"


class FigureDisagreement(models.Model):
    """Two values of one figure that cannot both be true at the same time. Found by
    `claims.figure_links`; an editor may mark it explained, with a note."""

    figure = models.ForeignKey(TrackedFigure, on_delete=models.CASCADE, related_name="disagreements", verbose_name=_("figure"))
    first = models.ForeignKey(FigureValue, on_delete=models.CASCADE, related_name="+", verbose_name=_("first"))
    second = models.ForeignKey(FigureValue, on_delete=models.CASCADE, related_name="+", verbose_name=_("second"))
    explained = models.BooleanField(default=False, verbose_name=_("explained"))
    note = models.TextField(blank=True, help_text=_("Why the two values differ, for readers."), verbose_name=_("note"))
    explained_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, verbose_name=_("explained by"))
    explained_at = models.DateTimeField(null=True, blank=True, verbose_name=_("explained at"))
    found_at = models.DateTimeField(auto_now_add=True, verbose_name=_("found at"))

    class Meta:
        verbose_name = _("figure disagreement")
        verbose_name_plural = _("figure disagreements")
        ordering = ["figure_id", "first_id", "second_id"]
        constraints = [
            models.UniqueConstraint(fields=["first", "second"], name="figure_disagreement_unique"),
            models.CheckConstraint(condition=Q(first__lt=models.F("second")), name="figure_disagreement_ordered"),
            models.CheckConstraint(
                condition=Q(explained=False) | ~Q(note=""),
                name="figure_disagreement_explained_with_note",
                violation_error_message=_("An explained disagreement needs a note."),
            ),
        ]

    def __str__(self):
        return f"{self.figure}: values {self.first_id} and {self.second_id}"


class ClaimMatch(models.Model):
    """A claim that repeats an earlier one, linked by an editor so the earlier check
    is reused (`claims.matching`): a relation, never a copy of the verdict."""

    claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="repeats", verbose_name=_("claim"))
    earlier = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="repeated_by", verbose_name=_("earlier"))
    note = models.TextField(blank=True, verbose_name=_("note"))
    linked_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, verbose_name=_("linked by"))
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))

    class Meta:
        verbose_name = _("claim match")
        ordering = ["-created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["claim", "earlier"], name="claim_match_unique"),
            models.CheckConstraint(condition=~Q(claim=models.F("earlier")), name="claim_match_not_itself"),
        ]
        verbose_name_plural = _("claim matches")

    def __str__(self):
        return f"claim {self.claim_id} repeats claim {self.earlier_id}"
