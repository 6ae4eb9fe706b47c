"""The REST API's addresses under /api/, and what every API view shares.

- /api/v1/ the router: claims, articles, sources (claims/api.py, sources/api.py),
  plus the CSV and ClaimReview exports, a claim's staff-only comments
  (claims/comment_api.py) and an article's corrections (claims/correction_api.py);
- /api/schema/ the OpenAPI 3 schema, /api/docs/ Swagger UI and /api/redoc/
  ReDoc, both from the sidecar's local assets (newsroom/api_docs.py).

`api_exception_handler` turns the domain's exceptions into HTTP answers, so a
model ValidationError is a 400 with field errors, a stale version a 409 with
the current version, a unique constraint's refusal a 409 naming the fields,
never a 500. `postprocess_schema` states in the schema what the serializers
cannot: staff-only fields are optional, PATCH still needs a version, and a 429
carries Retry-After.
"""

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import JsonResponse
from django.urls import include, path, re_path
from django.views.decorators.csrf import csrf_exempt
from django.utils.translation import gettext_lazy as _
from django.utils.formats import number_format
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
from rest_framework import exceptions, status
from rest_framework.routers import DefaultRouter
from rest_framework.serializers import as_serializer_error
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler

from claims.comment_api import ClaimCommentsView
from claims.correction_api import ArticleCorrectionsView
from claims.corrections import StaleArticle
from claims.figure_api import FigureViewSet
from claims.api import ArticleViewSet, ClaimViewSet
from claims.export_api import ClaimCSVExportView, ClaimJSONLinesExportView, ClaimReviewView
from claims.serializers import ClaimSerializer, EvidenceSerializer, HistoryEntrySerializer, SourceRefSerializer
from claims.workflow import StaleClaim
from newsroom.api_docs import RedocView, redoc_bundle
from newsroom.parsers import RequestTooLarge
from newsroom.uniqueness import UniqueConflict
from sources.api import SourceViewSet
from sources.serializers import SourceSerializer


class Conflict(exceptions.APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = _("This conflicts with an object that already exists.")
    default_code = "conflict"


class StaleVersion(exceptions.APIException):
    status_code = status.HTTP_409_CONFLICT
    default_detail = _("The claim changed since the version you read.")
    default_code = "stale_version"


def api_exception_handler(exc, context):
    """REST framework's handler, taught the domain's exceptions."""
    if isinstance(exc, StaleArticle):
        response = exception_handler(Conflict(str(exc)), context)
        response.data["current_version"] = exc.current
        return response
    if isinstance(exc, StaleClaim):
        response = exception_handler(StaleVersion(str(exc)), context)
        response.data["current_version"] = exc.current_version
        return response
    if isinstance(exc, UniqueConflict):
        # Decided by the database's unique constraint (newsroom.uniqueness).
        response = exception_handler(Conflict(exc.conflict_message), context)
        response.data["fields"] = list(exc.fields)
        return response
    if isinstance(exc, RequestDataTooBig):
        exc = RequestTooLarge(
            _("The request body is larger than %(limit)s bytes.")
            % {"limit": number_format(settings.DATA_UPLOAD_MAX_MEMORY_SIZE, force_grouping=True)}
        )
    if isinstance(exc, DjangoValidationError):
        errors = as_serializer_error(exc)
        if "__all__" in errors:
            errors[api_settings.NON_FIELD_ERRORS_KEY] = errors.pop("__all__")
        exc = exceptions.ValidationError(errors)
    return exception_handler(exc, context)


# Component name -> fields only staff receive: optional in the schema, so an
# anonymous response without them still conforms.
STAFF_ONLY_FIELDS = {
    "Claim": ClaimSerializer.staff_only_fields,
    "Evidence": EvidenceSerializer.staff_only_fields,
    "HistoryEntry": HistoryEntrySerializer.staff_only_fields,
    "Source": SourceSerializer.staff_only_fields,
    "SourceDetail": SourceSerializer.staff_only_fields,
    "SourceRef": SourceRefSerializer.staff_only_fields,
}
# Component name -> fields required even in a PATCH.
REQUIRED_IN_PATCH = {"PatchedClaimUpdateRequest": ("version",)}


def postprocess_schema(result, generator, request, public):
    """drf-spectacular hook: the schema facts the serializers cannot state."""
    schemas = result.get("components", {}).get("schemas", {})
    for name, fields in STAFF_ONLY_FIELDS.items():
        component = schemas.get(name)
        if component and "required" in component:
            component["required"] = [field for field in component["required"] if field not in fields]
            for field in fields:
                if field in component.get("properties", {}):
                    component["properties"][field]["description"] = (
                        component["properties"][field].get("description", "") + " Staff only."
                    ).strip()
    for name, fields in REQUIRED_IN_PATCH.items():
        component = schemas.get(name)
        if component:
            component["required"] = sorted({*component.get("required", []), *fields})
    for operations in result.get("paths", {}).values():
        for method, operation in operations.items():
            if method == "get" and operation.get("security"):
                # Reading needs no credentials: {} marks authentication optional.
                operation["security"].append({})
            for parameter in operation.get("parameters", []):
                if parameter["in"] == "query" and parameter.get("schema", {}).get("type") != "array":
                    # As on the public site's filter form, an empty value is no filter.
                    parameter["allowEmptyValue"] = True
            responses = operation.get("responses", {})
            if "429" in responses:
                responses["429"].setdefault("headers", {})["Retry-After"] = {
                    "schema": {"type": "integer"},
                    "description": "Seconds to wait before trying again.",
                }
            if "401" in responses:
                responses["401"].setdefault("headers", {})["WWW-Authenticate"] = {
                    "schema": {"type": "string"},
                    "description": "How to authenticate: `Token`.",
                }
    return result


@csrf_exempt  # a POST to no such address is a 404, not a CSRF failure
def api_not_found(request, *args, **kwargs):
    """Any other address under /api/: a JSON 404 like the API's own, not the site's HTML page."""
    return JsonResponse({"detail": _("Not found.")}, status=404)


router = DefaultRouter()
# No `.json` suffix routes: `claims/export.csv` must not read as claim "export" in CSV.
router.include_format_suffixes = False
router.register("claims", ClaimViewSet, basename="claim")
router.register("articles", ArticleViewSet, basename="article")
router.register("sources", SourceViewSet, basename="source")
router.register("figures", FigureViewSet, basename="figure")

urlpatterns = [
    path("v1/claims/export.csv", ClaimCSVExportView.as_view(), name="claim-export-csv"),
    path("v1/claims/export.jsonl", ClaimJSONLinesExportView.as_view(), name="claim-export-jsonl"),
    path("v1/claimreview/", ClaimReviewView.as_view(), name="claimreview"),
    # Staff only: a claim's internal comments (claims/comment_api.py).
    path("v1/claims/<int:claim_id>/comments/", ClaimCommentsView.as_view(), name="claim-comments"),
    # Anyone reads, editors correct: an article's corrections (claims/correction_api.py).
    re_path(
        r"^v1/articles/(?P<slug>[-a-zA-Z0-9_]+)/corrections/$",
        ArticleCorrectionsView.as_view(),
        name="article-corrections",
    ),
    path("v1/", include(router.urls)),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("redoc/", RedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("redoc/redoc.standalone.js", redoc_bundle, name="api-redoc-bundle"),
    # Only addresses ending in a slash, so CommonMiddleware still redirects
    # /api/v1/claims to /api/v1/claims/.
    re_path(r"^[\s\S]*/$", api_not_found),
]
