"""The REST API for sources: /api/v1/sources/ and /api/v1/sources/{slug}/.

Anyone may read; fact-checkers and editors create and change sources (the
model's add/change permissions). A source's detail tallies its claims by
status over the claims visible to the client (`claims.tallies.status_totals`).
"""

from django.db.models import Prefetch
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import mixins, status, viewsets
from rest_framework.response import Response

from claims.api import (
    API_THROTTLES,
    CREATE_ERRORS,
    DETAIL_ERRORS,
    LIST_ERRORS,
    SLUG_PATTERN,
    WRITE_ERRORS,
    MethodFirstMixin,
    NewsroomPagination,
    api_responses,
)
from claims.models import TallyScope
from claims.tallies import status_totals
from sources.models import Source, SourceAlias
from sources.serializers import SourceDetailSerializer, SourceSerializer, SourceWriteSerializer
from sources.services import source_save


@extend_schema_view(
    list=extend_schema(
        summary="List sources", responses=api_responses({200: SourceSerializer(many=True)}, *LIST_ERRORS)
    ),
    retrieve=extend_schema(
        summary="Read a source with a tally of its claims",
        responses=api_responses({200: SourceDetailSerializer}, *DETAIL_ERRORS),
    ),
    create=extend_schema(
        summary="Create a source",
        request=SourceWriteSerializer,
        responses=api_responses({201: SourceDetailSerializer}, *CREATE_ERRORS),
    ),
    update=extend_schema(
        summary="Replace a source",
        request=SourceWriteSerializer,
        responses=api_responses({200: SourceDetailSerializer}, *WRITE_ERRORS, 409),
    ),
    partial_update=extend_schema(
        summary="Change some of a source",
        request=SourceWriteSerializer,
        responses=api_responses({200: SourceDetailSerializer}, *WRITE_ERRORS, 409),
    ),
)
class SourceViewSet(
    MethodFirstMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    mixins.UpdateModelMixin,
    viewsets.GenericViewSet,
):
    queryset = Source.objects.all()
    lookup_field = "slug"
    lookup_value_regex = SLUG_PATTERN
    pagination_class = NewsroomPagination
    throttle_classes = API_THROTTLES
    filter_backends = []

    def get_queryset(self):
        aliases = Prefetch("aliases", queryset=SourceAlias.objects.order_by("name"))
        return Source.objects.visible_to(self.request.user).select_related("affiliation").prefetch_related(aliases)

    def get_serializer_class(self):
        if self.action in {"create", "update", "partial_update"}:
            return SourceWriteSerializer
        return SourceDetailSerializer if self.action == "retrieve" else SourceSerializer

    def detail_response(self, source: Source, status_code=status.HTTP_200_OK) -> Response:
        source.claim_tally = status_totals(user=self.request.user, scope=TallyScope.SOURCE, scope_id=source.pk)
        return Response(SourceDetailSerializer(source, context=self.get_serializer_context()).data, status=status_code)

    def retrieve(self, request, slug=None):
        return self.detail_response(self.get_object())

    def create(self, request):
        serializer = SourceWriteSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        source = source_save(source=Source(), **serializer.validated_data)
        return self.detail_response(self.get_queryset().get(pk=source.pk), status.HTTP_201_CREATED)

    def update(self, request, slug=None, partial=False):
        source = self.get_object()
        serializer = SourceWriteSerializer(source, data=request.data, partial=partial, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        source = source_save(source=source, **serializer.validated_data)
        return self.detail_response(self.get_queryset().get(pk=source.pk))

    def partial_update(self, request, slug=None):
        return self.update(request, slug=slug, partial=True)
