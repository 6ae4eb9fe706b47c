"""The API's tracked figures: `/api/v1/figures/` and `/api/v1/figures/<slug>/`.

Read-only for everyone: links are made in the admin through `claims.figure_links`.
A figure lists its values over time with their source, article and disagreements,
read through `claims.figure_timeline`, so the API shows readers exactly what the
public page does (confirmed claims and sources only) in a fixed number of queries.
"""

import django_filters
from django.db.models import Q
from drf_spectacular.utils import extend_schema, extend_schema_view
from django_filters.rest_framework import DjangoFilterBackend
from rest_framework import serializers, viewsets
from rest_framework.response import Response

from claims.api import API_THROTTLES, DETAIL_ERRORS, LIST_ERRORS, SLUG_PATTERN, NewsroomPagination, api_responses
from claims.figure_timeline import figures_for_listing, latest_values, timeline
from claims.models import Qualifier, TrackedFigure
from claims.search import MAX_SEARCH_LENGTH
from claims.serializers import PublicPageField, SourceRefSerializer, absolute_uri


class FigureValueSerializer(serializers.Serializer):
    """One value of a figure: a `claims.figure_timeline.TimelineRow`."""

    id = serializers.IntegerField(source="value_id")
    claim = serializers.SerializerMethodField(help_text="The claim's address in the API.")
    claim_page = serializers.SerializerMethodField(help_text="The claim's page on the public site.")
    value = serializers.DecimalField(source="number", max_digits=20, decimal_places=4, coerce_to_string=True)
    qualifier = serializers.ChoiceField(choices=Qualifier.choices, allow_blank=True)
    unit = serializers.CharField()
    refers_to = serializers.DateField(allow_null=True, help_text="The date the value refers to; null when not known.")
    source = SourceRefSerializer(allow_null=True, help_text="Null: the article's own reporting.")
    article = serializers.SlugField(source="article_slug")
    disagrees_with = serializers.ListField(
        child=serializers.IntegerField(), help_text="Ids of the values this one cannot be true beside."
    )

    def get_claim(self, row) -> str:
        return absolute_uri(self.context, f"/api/v1/claims/{row.claim_id}/")

    def get_claim_page(self, row) -> str:
        return absolute_uri(self.context, row.claim_url)


class FigureSerializer(serializers.ModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name="figure-detail", lookup_field="slug")
    page = PublicPageField(help_text="The figure's page on the public site.")
    value_count = serializers.IntegerField(read_only=True)
    source_count = serializers.IntegerField(read_only=True)
    latest = serializers.SerializerMethodField(help_text="The latest value: by the date it refers to.")

    class Meta:
        model = TrackedFigure
        fields = [
            "id",
            "slug",
            "name",
            "unit",
            "subject",
            "place",
            "description",
            "url",
            "page",
            "value_count",
            "source_count",
            "latest",
        ]
        read_only_fields = fields

    def get_latest(self, figure) -> dict | None:
        value = self.context.get("latest", {}).get(figure.pk)
        if value is None:
            return None
        return {
            "value": f"{value.claim.value}",
            "qualifier": value.claim.qualifier,
            "refers_to": value.refers_to.isoformat() if value.refers_to else None,
        }


class FigureDetailSerializer(FigureSerializer):
    values = serializers.SerializerMethodField()
    disagreements = serializers.SerializerMethodField()

    class Meta(FigureSerializer.Meta):
        fields = [*FigureSerializer.Meta.fields, "values", "disagreements"]
        read_only_fields = fields

    def _chart(self, figure):
        return self.context["timelines"][figure.pk]

    def get_values(self, figure) -> list[dict]:
        return FigureValueSerializer(self._chart(figure).rows, many=True, context=self.context).data

    def get_disagreements(self, figure) -> list[dict]:
        return [
            {
                "values": [flag.first_id, flag.second_id],
                "explained": flag.explained,
                "note": flag.note if flag.explained else "",
            }
            for flag in self._chart(figure).disagreements
        ]


class FigureFilter(django_filters.FilterSet):
    unit = django_filters.CharFilter(lookup_expr="iexact", help_text="What the figure counts, e.g. troops.")
    search = django_filters.CharFilter(
        method="filter_search", help_text="Words in the figure's name, subject or place."
    )
    source = django_filters.CharFilter(
        field_name="values__claim__source__slug", distinct=True, help_text="A source's slug: figures it reports."
    )

    class Meta:
        model = TrackedFigure
        fields = ["unit", "search", "source"]

    def filter_search(self, queryset, name, value):
        # Every word, in any of the three fields; as claims' search, cut at
        # MAX_SEARCH_LENGTH characters.
        for word in value[:MAX_SEARCH_LENGTH].split():
            queryset = queryset.filter(Q(name__icontains=word) | Q(subject__icontains=word) | Q(place__icontains=word))
        return queryset


@extend_schema_view(
    list=extend_schema(
        summary="List tracked figures",
        description="Tracked figures with at least one public value, with their latest value.",
        responses=api_responses({200: FigureSerializer(many=True)}, *LIST_ERRORS),
    ),
    retrieve=extend_schema(
        summary="Read a tracked figure",
        description="One tracked figure with every public value over time and where values disagree.",
        responses=api_responses({200: FigureDetailSerializer}, *DETAIL_ERRORS),
    ),
)
class FigureViewSet(viewsets.ReadOnlyModelViewSet):
    lookup_field = "slug"
    lookup_value_regex = SLUG_PATTERN
    pagination_class = NewsroomPagination
    throttle_classes = API_THROTTLES
    filter_backends = [DjangoFilterBackend]
    filterset_class = FigureFilter

    def get_queryset(self):
        return figures_for_listing(user=self.request.user)

    def get_serializer_class(self):
        return FigureDetailSerializer if self.action == "retrieve" else FigureSerializer

    def list(self, request, *args, **kwargs):
        queryset = self.filter_queryset(self.get_queryset())
        page = self.paginate_queryset(queryset)
        figures = list(page if page is not None else queryset)
        context = {**self.get_serializer_context(), "latest": latest_values(user=request.user, figures=figures)}
        data = FigureSerializer(figures, many=True, context=context).data
        return self.get_paginated_response(data) if page is not None else Response(data)

    def retrieve(self, request, *args, **kwargs):
        figure = self.get_object()
        chart = timeline(figure=figure, user=request.user)
        context = {
            **self.get_serializer_context(),
            "latest": latest_values(user=request.user, figures=[figure]),
            "timelines": {figure.pk: chart},
        }
        return Response(FigureDetailSerializer(figure, context=context).data)
