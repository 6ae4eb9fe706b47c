"""The one definition of how claims are filtered and sorted: the public claims
page and the API list and CSV export all use `ClaimFilter`, so a filter or a
sort that works in one works in the others.

`sort` offers the orders a reader asks for (newest or oldest first, by status,
by source); each is one the claim list's indexes serve (migrations 0014 and 0022; the
source's name through its copy on the claim, `claims.source_sort`).
Without `sort` a list keeps its own order: the article, then the text order.
"""

import datetime

import django_filters
from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _
from django_filters.constants import EMPTY_VALUES
from django_filters.fields import IsoDateTimeField

from claims.models import Article, Claim, ClaimKind, Status
from claims.selectors import claims_search
from sources.models import Source


class UTCIsoDateTimeField(IsoDateTimeField):
    """An ISO 8601 date and time, converted to UTC before it reaches the
    database: Python accepts offsets up to ±24 hours, PostgreSQL refuses more
    than ±16, and a time at the edge of year 1 or 9999 cannot be converted."""

    def to_python(self, value):
        value = super().to_python(value)
        if value is None:
            return value
        try:
            return value.astimezone(datetime.UTC)
        except OverflowError:
            raise ValidationError(self.error_messages["invalid"], code="invalid") from None


class UTCIsoDateTimeFilter(django_filters.IsoDateTimeFilter):
    field_class = UTCIsoDateTimeField


# Each sort a reader may choose, as the ordering it gives; the id breaks ties so
# that pages never overlap (the API's cursor reads the same ordering).
CLAIM_SORTS = {
    "newest": ("-created_at", "-id"),  # claim_created_idx, read backwards
    "oldest": ("created_at", "id"),
    # claim_status_updated_idx: statuses grouped, the latest change first in each.
    "status": ("status", "-updated_at", "-id"),
    # Claimants A to Z, the article's own reporting (no source) last: the
    # source's folded name copied on the claim (claims.source_sort), claim_source_sort_idx.
    "source": ("source_sort", "id"),
}
CLAIM_SORT_CHOICES = [
    ("newest", _("Newest first")),
    ("oldest", _("Oldest first")),
    ("status", _("Status")),
    ("source", _("Source (A–Z)")),
]


class ClaimSortFilter(django_filters.ChoiceFilter):
    """`?sort=`: one of CLAIM_SORTS; without it the queryset keeps its ordering."""

    def filter(self, qs, value):
        if value in EMPTY_VALUES:
            return qs
        return qs.order_by(*CLAIM_SORTS[value])


def _slug_filter(model, *, placeholder, label, help_text) -> django_filters.ModelChoiceFilter:
    """A filter on one `model` named by its slug, typed into a text field, among
    those the client may see (`visible_to`)."""
    return django_filters.ModelChoiceFilter(
        queryset=lambda request: model.objects.visible_to(getattr(request, "user", None)).only("id", "slug"),
        to_field_name="slug",
        widget=forms.TextInput(attrs={"placeholder": placeholder}),
        label=label,
        help_text=help_text,
    )


class ClaimFilter(django_filters.FilterSet):
    search = django_filters.CharFilter(
        method="filter_search",
        label=_("Search"),
        help_text=_("Words in the statement, the quote or the source’s name."),
    )
    status = django_filters.MultipleChoiceFilter(
        choices=Status.choices,
        widget=forms.CheckboxSelectMultiple,
        label=_("Status"),
        help_text=_("One or more statuses."),
        distinct=False,  # a column of the claim: no SELECT DISTINCT over every column
    )
    kind = django_filters.MultipleChoiceFilter(
        choices=ClaimKind.choices, widget=forms.CheckboxSelectMultiple, distinct=False, label=_("Kind")
    )
    # Text fields, not dropdowns: a newsroom has thousands of sources and tens
    # of thousands of articles. The source and article pages link here with
    # the slug filled in.
    source = _slug_filter(Source, placeholder=_("source slug, e.g. juan-guaido"), label=_("Source"), help_text=_("The source’s slug."))
    # The claims a source passed on for others (the intermediary: "X told Y,
    # who told us"); the source page links here for all of them.
    via = _slug_filter(
        Source,
        placeholder=_("source slug"),
        label=_("Relayed by"),
        help_text=_("The slug of the source the claim reached the article through."),
    )
    article = _slug_filter(Article, placeholder=_("article slug"), label=_("Article"), help_text=_("The article’s slug."))
    value_min = django_filters.NumberFilter(field_name="value", lookup_expr="gte", label=_("Value at least"))
    value_max = django_filters.NumberFilter(field_name="value", lookup_expr="lte", label=_("Value at most"))
    updated_since = UTCIsoDateTimeFilter(
        field_name="updated_at",
        lookup_expr="gte",
        label=_("Updated since"),
        help_text=_("An ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z."),
    )

    sort = ClaimSortFilter(
        choices=CLAIM_SORT_CHOICES,
        label=_("Sort by"),
        empty_label=_("Article and position"),
        help_text=_(
            "newest or oldest (the date the claim was added), status (grouped, latest change first) "
            "or source (by name, A to Z; the article’s own reporting last)."
        ),
    )

    class Meta:
        model = Claim
        fields = ["search", "status", "kind", "source", "via", "article", "value_min", "value_max", "updated_since", "sort"]

    def filter_search(self, queryset, name, value):
        return claims_search(queryset=queryset, text=value, user=getattr(self.request, "user", None))
