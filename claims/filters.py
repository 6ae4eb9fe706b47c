"""The one definition of how claims are filtered: the public claims page and
the API list and CSV export all use `ClaimFilter`, so a filter that works in
one works in the others.
"""

import datetime

import django_filters
from django import forms
from django.core.exceptions import ValidationError
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


class ClaimFilter(django_filters.FilterSet):
    search = django_filters.CharFilter(
        method="filter_search",
        label="Search",
        help_text="Words in the statement, the quote or the source’s name.",
    )
    status = django_filters.MultipleChoiceFilter(
        choices=Status.choices,
        widget=forms.CheckboxSelectMultiple,
        help_text="One or more statuses.",
        distinct=False,  # a column of the claim: no SELECT DISTINCT over every column
    )
    kind = django_filters.MultipleChoiceFilter(
        choices=ClaimKind.choices, widget=forms.CheckboxSelectMultiple, distinct=False
    )
    # Text fields, not dropdowns: a newsroom has thousands of sources and tens
    # of thousands of articles. The source and article pages link here with
    # the slug filled in.
    source = django_filters.ModelChoiceFilter(
        queryset=lambda request: Source.objects.visible_to(getattr(request, "user", None)).only("id", "slug"),
        to_field_name="slug",
        widget=forms.TextInput(attrs={"placeholder": "source slug, e.g. juan-guaido"}),
        help_text="The source’s slug.",
    )
    article = django_filters.ModelChoiceFilter(
        queryset=lambda request: Article.objects.visible_to(getattr(request, "user", None)).only("id", "slug"),
        to_field_name="slug",
        widget=forms.TextInput(attrs={"placeholder": "article slug"}),
        help_text="The article’s slug.",
    )
    value_min = django_filters.NumberFilter(field_name="value", lookup_expr="gte", label="Value at least")
    value_max = django_filters.NumberFilter(field_name="value", lookup_expr="lte", label="Value at most")
    updated_since = UTCIsoDateTimeFilter(
        field_name="updated_at",
        lookup_expr="gte",
        label="Updated since",
        help_text="An ISO 8601 date and time, e.g. 2026-01-31T00:00:00Z.",
    )

    class Meta:
        model = Claim
        fields = ["search", "status", "kind", "source", "article", "value_min", "value_max", "updated_since"]

    def filter_search(self, queryset, name, value):
        return claims_search(queryset=queryset, text=value, user=getattr(self.request, "user", None))
