"""The API's documentation pages, Swagger UI and ReDoc, from local assets under the site's CSP.

Both come from drf-spectacular-sidecar's bundles, never a CDN; our templates
(templates/drf_spectacular/) give their inline code the request's CSP nonce.
ReDoc's bundle has one off-site request built in: the "API docs by Redocly"
link in its menu shows a logo from cdn.redoc.ly, which the CSP (img-src 'self'
data:) blocks, and every visit would log the violation. `redoc_bundle` serves
the sidecar's file with that one address replaced by a blank inline image; the
rest is the vendor's file unchanged. Swagger UI's one (a validator badge from
validator.swagger.io, on any host but localhost) is turned off in its settings
(`SWAGGER_UI_SETTINGS`, newsroom/settings.py).
"""

import hashlib
from functools import cache
from pathlib import Path

import drf_spectacular_sidecar
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.urls import reverse
from django.views.decorators.http import require_safe
from drf_spectacular.views import SpectacularRedocView

REDOC_BUNDLE = Path(drf_spectacular_sidecar.__file__).parent / "static/drf_spectacular_sidecar/redoc/bundles/redoc.standalone.js"
OFF_SITE_LOGO = b"https://cdn.redoc.ly/redoc/logo-mini.svg"
BLANK_IMAGE = b"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"


@cache
def redoc_bundle_bytes() -> tuple[bytes, str]:
    """The bundle with its off-site logo replaced, and its ETag."""
    content = REDOC_BUNDLE.read_bytes().replace(OFF_SITE_LOGO, BLANK_IMAGE)
    # The source map sits beside the sidecar's file, not beside this view.
    content = content.replace(b"//# sourceMappingURL=", b"//# sourceMappingURL-removed=")
    return content, f'"{hashlib.sha256(content).hexdigest()[:32]}"'


@require_safe
def redoc_bundle(request: HttpRequest) -> HttpResponse:
    content, etag = redoc_bundle_bytes()
    if request.headers.get("If-None-Match") == etag:
        response = HttpResponseNotModified()
    else:
        response = HttpResponse(content, content_type="text/javascript; charset=utf-8")
    response["ETag"] = etag
    response["Cache-Control"] = "public, max-age=86400"
    return response


class RedocView(SpectacularRedocView):
    """drf-spectacular's ReDoc page, loading the bundle from `redoc_bundle`."""

    @staticmethod
    def _redoc_standalone():
        return reverse("api-redoc-bundle")
