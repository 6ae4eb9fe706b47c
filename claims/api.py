"""The REST API for claims and articles (the exports are `claims.export_api`).

Thin views: each parses input with a serializer, calls `claims.workflow` for
every write (the one module that changes a claim) and answers with what
`Claim.objects.visible_to(user)` lets the client see. Filtering is the public
site's `ClaimFilter`.

- /api/v1/claims/ list, create; /api/v1/claims/{id}/ read, update
- /api/v1/claims/{id}/transition/ the only way to change a status
- /api/v1/claims/{id}/carry-over/ take the verdict of the earlier check it repeats
- /api/v1/claims/{id}/evidence/ add evidence
- /api/v1/claims/{id}/assign/ assign it to a staff member (or nobody)
- /api/v1/articles/, /api/v1/articles/{slug}/ articles and their claims

The API's shared policies (bounded pagination, strict ordering) live here
too; the rate limits live in `newsroom.throttling`, and the exports add their
own lower one.
"""

from django.db.models import Count, OuterRef, Prefetch, Subquery, Value
from django.db.models.functions import Coalesce
from django.urls import reverse
from django.utils.translation import gettext as _
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_view
from rest_framework import status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import MethodNotAllowed, ValidationError
from rest_framework.filters import OrderingFilter
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response

from claims.claim_rows import claim_values, render_claims
from claims.filters import ClaimFilter
from claims.models import Article, Claim, ClaimMatch, Evidence, ReviewEntry
from claims.serializers import (
    ArticleDetailSerializer,
    ArticleSerializer,
    AssignSerializer,
    CarryOverSerializer,
    ClaimCreateSerializer,
    ClaimSerializer,
    ClaimUpdateSerializer,
    EvidenceSerializer,
    EvidenceWriteSerializer,
    TransitionSerializer,
    sees_internal,
)
from claims.workflow import (
    ADD_EVIDENCE_PERMISSION,
    CHANGE_CLAIM_PERMISSION,
    SET_VERDICT_PERMISSION,
    TAKE_INTO_REVIEW_PERMISSION,
    StaleClaim,
    claim_save,
    claims_assign,
    claim_transition,
    evidence_add,
    verdict_carry_over,
)
from newsroom.keyset import KeysetPagination
from newsroom.throttling import API_THROTTLES

# ---------------------------------------------------------------- policies

MAX_PAGE_SIZE = 100
SLUG_PATTERN = r"[-a-zA-Z0-9_]+"


class NewsroomPagination(PageNumberPagination):
    """Pages of 50 by default; `page_size` up to 100 (larger is capped)."""

    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE
    page_size_query_description = f"Results per page, 1 to {MAX_PAGE_SIZE} (larger values are capped)."

    def get_page_size(self, request):
        raw = request.query_params.get(self.page_size_query_param)
        if raw:
            try:
                size = int(raw)
            except ValueError:
                size = 0
            if size < 1:
                raise ValidationError({self.page_size_query_param: [_("Give a whole number from 1 up.")]})
        return super().get_page_size(request)

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            parameter["schema"]["minimum"] = 1
        return parameters


class StrictOrderingFilter(OrderingFilter):
    """OrderingFilter that refuses unknown fields (400) instead of ignoring
    them, and breaks ties by id so pages do not overlap."""

    def get_ordering(self, request, queryset, view):
        raw = request.query_params.get(self.ordering_param)
        if raw:
            fields = [field.strip() for field in raw.split(",") if field.strip()]
            valid = self.remove_invalid_fields(queryset, fields, view, request)
            if len(valid) != len(fields) or not fields:
                allowed = ", ".join(name for name, _label in self.get_valid_fields(queryset, view, {"request": request}))
                raise ValidationError(
                    {self.ordering_param: [_("Order by one or more of: %(allowed)s (prefix - to reverse).") % {"allowed": allowed}]}
                )
            if not any(field.lstrip("-") in {"id", "pk"} for field in valid):
                valid.append("id")
            return valid
        return self.get_default_ordering(view)

    def get_schema_operation_parameters(self, view):
        fields = [name for name in view.ordering_fields]
        return [
            {
                "name": self.ordering_param,
                "required": False,
                "in": "query",
                "description": "Order by these fields, comma-separated; prefix - to reverse. "
                f"One or more of: {', '.join(fields)}.",
                "schema": {"type": "string"},
            }
        ]


class MethodFirstMixin:
    """Answer 405 for a method the endpoint does not have before checking
    credentials, so a DELETE is 405 for everyone, not 401 or 403 by role."""

    def initial(self, request, *args, **kwargs):
        if not hasattr(self, request.method.lower()):
            raise MethodNotAllowed(request.method)
        super().initial(request, *args, **kwargs)


# ------------------------------------------------------- documented answers

DETAIL_ERROR = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
}
FIELD_ERRORS = {
    "type": "object",
    "description": "Errors by field name (`non_field_errors` for the whole object), or `detail` "
    "for a request that could not be read.",
    "properties": {"detail": {"type": "string"}},
    "additionalProperties": {"type": "array", "items": {"type": "string"}},
}
CONFLICT_ERROR = {
    "type": "object",
    "description": "A stale version (with `current_version`) or a unique value another object "
    "already holds (with the `fields` that hold it).",
    "properties": {
        "detail": {"type": "string"},
        "current_version": {"type": "integer", "nullable": True},
        "fields": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["detail"],
}
ERROR_DESCRIPTIONS = {
    400: (FIELD_ERRORS, "Invalid input: errors by field."),
    401: (DETAIL_ERROR, "Not authenticated, or the token is not valid: give `Authorization: Token <key>`."),
    403: (DETAIL_ERROR, "Your role may not do this."),
    404: (DETAIL_ERROR, "No such object, or not visible to you; or no such page."),
    413: (DETAIL_ERROR, "The request body is too large."),
    415: (DETAIL_ERROR, "Send the body as JSON (Content-Type: application/json)."),
    409: (
        CONFLICT_ERROR,
        "The claim changed since the version you read (reload and retry), or another object "
        "already has this unique value.",
    ),
    429: (DETAIL_ERROR, "Too many requests; see Retry-After."),
}


def api_responses(success: dict, *codes: int, media_type: str | None = None) -> dict:
    """`success` plus the error answers `codes`, as extend_schema responses."""
    responses = dict(success)
    for code in codes:
        schema, description = ERROR_DESCRIPTIONS[code]
        key = (code, media_type) if media_type else code
        responses[key] = OpenApiResponse(response=schema, description=description)
    return responses


# A bad token is a 401 on any endpoint, reads included.
LIST_ERRORS = (400, 401, 404, 429)  # 404: a page past the end
DETAIL_ERRORS = (401, 404, 429)
EXPORT_ERRORS = (400, 401, 429)
CREATE_ERRORS = (400, 401, 403, 409, 413, 415, 429)
WRITE_ERRORS = (400, 401, 403, 404, 413, 415, 429)

# ------------------------------------------------------------------- claims


def claims_with_details(*, claims, staff: bool):
    """Claims with everything ClaimSerializer shows, in a fixed number of queries."""
    evidence = Evidence.objects.select_related("source")
    history = ReviewEntry.objects.all()
    claims = claims.for_listing().defer("article__body")
    if staff:
        evidence = evidence.select_related("added_by")
        history = history.select_related("actor")
        claims = claims.select_related("assignee")
    return claims.prefetch_related(Prefetch("evidence", queryset=evidence), Prefetch("reviews", queryset=history))


class ClaimFilterBackend(DjangoFilterBackend):
    """ClaimFilter, not built for a request that names none of its filters: an
    empty filter changes nothing, and building its form is a tenth of a page
    of claims' time."""

    def filter_queryset(self, request, queryset, view):
        filterset_class = self.get_filterset_class(view, queryset)
        if filterset_class is not None and not any(name in request.query_params for name in filterset_class.base_filters):
            return queryset
        return super().filter_queryset(request, queryset, view)


class ClaimQueryMixin:
    """What every claim endpoint shares: visibility, ClaimFilter, ordering."""

    queryset = Claim.objects.all()  # the model for the permission checks; get_queryset narrows it
    filter_backends = [ClaimFilterBackend, StrictOrderingFilter]
    filterset_class = ClaimFilter
    ordering_fields = ["id", "updated_at", "created_at", "value", "start", "status", "kind", "verdict_at"]
    throttle_classes = API_THROTTLES

    def visible_claims(self):
        return Claim.objects.visible_to(self.request.user)


class ClaimPagination(KeysetPagination):
    """Cursor pages of NewsroomPagination's size: the claims list may hold millions."""

    page_size_class = NewsroomPagination


@extend_schema_view(
    list=extend_schema(
        summary="List claims",
        description="Claims visible to you, filtered by ClaimFilter (the public site's filters), "
        "ordered and paginated.",
        responses=api_responses({200: ClaimSerializer(many=True)}, *LIST_ERRORS),
    ),
    retrieve=extend_schema(summary="Read a claim", responses=api_responses({200: ClaimSerializer}, *DETAIL_ERRORS)),
    create=extend_schema(
        summary="Create a claim",
        description="Fact-checkers and editors. A new claim starts unverified.",
        request=ClaimCreateSerializer,
        responses=api_responses({201: ClaimSerializer}, *CREATE_ERRORS),
    ),
    update=extend_schema(
        summary="Replace a claim's content",
        description="Fact-checkers and editors; send the `version` you read. The status is not "
        "changed here: use the transition endpoint.",
        request=ClaimUpdateSerializer,
        responses=api_responses({200: ClaimSerializer}, *WRITE_ERRORS, 409),
    ),
    partial_update=extend_schema(
        summary="Change some of a claim's content",
        description="As PUT, with only the fields to change and the `version` you read.",
        request=ClaimUpdateSerializer,
        responses=api_responses({200: ClaimSerializer}, *WRITE_ERRORS, 409),
    ),
)
class ClaimViewSet(MethodFirstMixin, ClaimQueryMixin, viewsets.GenericViewSet):
    serializer_class = ClaimSerializer
    # For NewsroomStaffWritesOrReadOnly: any one of these lets the action be tried;
    # which move a role may make is decided by `claims.workflow.claim_transition`.
    action_permissions = {
        "transition": (TAKE_INTO_REVIEW_PERMISSION, SET_VERDICT_PERMISSION),
        "carry_over": (SET_VERDICT_PERMISSION,),
        "evidence": (ADD_EVIDENCE_PERMISSION,),
        "assign": (CHANGE_CLAIM_PERMISSION,),
    }
    pagination_class = ClaimPagination
    lookup_value_regex = r"[0-9]+"

    def get_queryset(self):
        return claims_with_details(claims=self.visible_claims(), staff=sees_internal({"request": self.request}))

    def get_serializer_class(self):
        return {
            "create": ClaimCreateSerializer,
            "update": ClaimUpdateSerializer,
            "partial_update": ClaimUpdateSerializer,
            "transition": TransitionSerializer,
            "carry_over": CarryOverSerializer,
            "evidence": EvidenceWriteSerializer,
            "assign": AssignSerializer,
        }.get(self.action, ClaimSerializer)

    def filter_queryset(self, queryset):
        # Filters and ordering shape lists; a claim's own address ignores them.
        return super().filter_queryset(queryset) if self.action == "list" else queryset

    def claim_response(self, claim_id: int, status_code=status.HTTP_200_OK, headers=None) -> Response:
        """The claim as it is now, read back through the visible queryset."""
        claim = self.get_queryset().get(pk=claim_id)
        data = ClaimSerializer(claim, context=self.get_serializer_context()).data
        return Response(data, status=status_code, headers=headers)

    def list(self, request):
        # `.values()` rows, not instances: ClaimSerializer's JSON at the cost of a hand-written view.
        staff = sees_internal({"request": request})
        page = self.paginate_queryset(claim_values(self.filter_queryset(self.visible_claims()), staff=staff))
        return self.get_paginated_response(render_claims(page, request=request, staff=staff, format=self.format_kwarg))

    def retrieve(self, request, pk=None):
        return Response(ClaimSerializer(self.get_object(), context=self.get_serializer_context()).data)

    def create(self, request):
        serializer = ClaimCreateSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        claim = claim_save(claim=Claim(**serializer.validated_data), by=request.user, expected_version=None)
        location = request.build_absolute_uri(reverse("claim-detail", kwargs={"pk": claim.pk}))
        return self.claim_response(claim.pk, status.HTTP_201_CREATED, headers={"Location": location})

    def update(self, request, pk=None, partial=False):
        claim = self.get_object()
        serializer = ClaimUpdateSerializer(claim, data=request.data, partial=partial, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        changes = dict(serializer.validated_data)
        version = changes.pop("version")
        for field, value in changes.items():
            setattr(claim, field, value)
        claim_save(claim=claim, by=request.user, expected_version=version)
        return self.claim_response(claim.pk)

    def partial_update(self, request, pk=None):
        return self.update(request, pk=pk, partial=True)

    @extend_schema(
        summary="Move a claim through the workflow",
        description="Send `to`, a `note`, the `summary` readers will see when it sets a verdict, "
        "and the `version` you read. 403 when your role may not make the move, 409 when the "
        "claim changed since that version, 400 when the move does not exist or a verdict lacks "
        "a summary or evidence.",
        request=TransitionSerializer,
        responses=api_responses({200: ClaimSerializer}, *WRITE_ERRORS, 409),
    )
    @action(detail=True, methods=["post"])
    def transition(self, request, pk=None):
        claim = self.get_object()
        move = TransitionSerializer(data=request.data)
        move.is_valid(raise_exception=True)
        claim_transition(
            claim=claim,
            to=move.validated_data["to"],
            by=request.user,
            note=move.validated_data["note"],
            summary=move.validated_data.get("summary"),
            expected_version=move.validated_data["version"],
        )
        return self.claim_response(claim.pk)

    @extend_schema(
        summary="Carry an earlier check's verdict over",
        description="Editors. The claim must be linked as a repeat of the `earlier` claim (a claim match), "
        "which must have a public verdict; the claim, unverified or in review, takes that verdict and "
        "summary as a new review entry naming the earlier check. Send the `version` you read. 403 for "
        "other roles, 400 without a link or a verdict to carry, 409 when the claim changed since.",
        request=CarryOverSerializer,
        responses=api_responses({200: ClaimSerializer}, *WRITE_ERRORS, 409),
    )
    @action(detail=True, methods=["post"], url_path="carry-over")
    def carry_over(self, request, pk=None):
        claim = self.get_object()
        move = CarryOverSerializer(data=request.data)
        move.is_valid(raise_exception=True)
        match = ClaimMatch.objects.filter(claim=claim, earlier_id=move.validated_data["earlier"]).first()
        if match is None:
            raise ValidationError(
                {"earlier": [_("This claim is not linked as a repeat of that claim: link the two first.")]}
            )
        verdict_carry_over(
            match=match, by=request.user, note=move.validated_data["note"], expected_version=move.validated_data["version"]
        )
        return self.claim_response(claim.pk)

    @extend_schema(
        summary="Assign a claim",
        description="Fact-checkers and editors, as in the admin (`claims.workflow.claims_assign`): "
        "assign the claim to an active staff member by username, or to nobody with null. Send the "
        "`version` you read; a stale version is answered 409.",
        request=AssignSerializer,
        responses=api_responses({200: ClaimSerializer}, *WRITE_ERRORS, 409),
    )
    @action(detail=True, methods=["post"])
    def assign(self, request, pk=None):
        claim = self.get_object()
        change = AssignSerializer(data=request.data)
        change.is_valid(raise_exception=True)
        version = change.validated_data["version"]
        assigned = claims_assign(
            claims=[claim], assignee=change.validated_data["assignee"], by=request.user,
            expected_versions={claim.pk: version},
        )
        if not assigned:
            current = Claim.objects.filter(pk=claim.pk).values_list("version", flat=True).first()
            raise StaleClaim(claim.pk, version, current)
        return self.claim_response(claim.pk)

    @extend_schema(
        summary="Add evidence to a claim",
        description="Fact-checkers and editors. Give a URL or a document reference.",
        request=EvidenceWriteSerializer,
        responses=api_responses({201: EvidenceSerializer}, *WRITE_ERRORS),
    )
    @action(detail=True, methods=["post"])
    def evidence(self, request, pk=None):
        claim = self.get_object()
        serializer = EvidenceWriteSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        evidence = evidence_add(claim=claim, by=request.user, **serializer.validated_data)
        data = EvidenceSerializer(evidence, context=self.get_serializer_context()).data
        return Response(data, status=status.HTTP_201_CREATED)


# ----------------------------------------------------------------- articles


@extend_schema_view(
    list=extend_schema(
        summary="List articles", responses=api_responses({200: ArticleSerializer(many=True)}, *LIST_ERRORS)
    ),
    retrieve=extend_schema(
        summary="Read an article with its claims",
        responses=api_responses({200: ArticleDetailSerializer}, *DETAIL_ERRORS),
    ),
)
class ArticleViewSet(MethodFirstMixin, viewsets.ReadOnlyModelViewSet):
    queryset = Article.objects.all()
    lookup_field = "slug"
    lookup_value_regex = SLUG_PATTERN
    pagination_class = NewsroomPagination
    throttle_classes = API_THROTTLES
    filter_backends = []

    def get_serializer_class(self):
        return ArticleDetailSerializer if self.action == "retrieve" else ArticleSerializer

    def get_queryset(self):
        claims = Claim.objects.visible_to(self.request.user)
        counts = claims.filter(article=OuterRef("pk")).order_by().values("article").annotate(n=Count("pk")).values("n")
        articles = Article.objects.visible_to(self.request.user).select_related("publisher").annotate(claim_count=Coalesce(Subquery(counts), Value(0)))
        if self.action == "retrieve":
            details = claims_with_details(claims=claims, staff=sees_internal({"request": self.request}))
            articles = articles.prefetch_related(Prefetch("claims", queryset=details, to_attr="visible_claims"))
        return articles

