"""The site's URLs: the admin, the public pages, the API and the health check."""

from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.templatetags.static import static
from django.urls import include, path
from django.http import HttpResponsePermanentRedirect

from claims.admin.desk import desk_view
from claims.sitemaps import SITEMAPS, robots_txt, sitemap_index
from newsroom.health import healthz

def favicon(request):
    # Resolved per request, not at import: in production the static files
    # manifest exists only after collectstatic, which imports these URLs.
    return HttpResponsePermanentRedirect(static("img/favicon.svg"))


urlpatterns = [
    path("healthz", healthz, name="healthz"),
    # Browsers ask for /favicon.ico on pages that name no icon (the admin, the
    # browsable API): the site's icon, rather than a 404 in every console.
    path("favicon.ico", favicon),
    path("robots.txt", robots_txt, name="robots"),
    path("sitemap.xml", sitemap_index, name="sitemap"),
    path("sitemap-<section>.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap-section"),
    # The staff's daily queue (claims.admin.desk), the admin's landing page.
    path("admin/desk/", admin.site.admin_view(lambda request: desk_view(request, admin.site)), name="admin-desk"),
    path("admin/", admin.site.urls),
    path("sources/", include("sources.urls")),
    path("api/", include("newsroom.api")),
    path("feeds/", include("claims.feed_urls")),
    path("", include("claims.urls")),
]
