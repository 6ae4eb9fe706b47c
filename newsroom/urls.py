"""The site's URLs: the admin, the public pages, the API and the health check.

The public pages and their feeds are in `i18n_patterns`: English at the
unprefixed addresses, Spanish under `/es/` (newsroom/locale.py says how every
other address picks its language). `i18n/setlang/` is the language switch.
"""

from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.templatetags.static import static
from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path
from django.http import HttpResponsePermanentRedirect

from claims.admin.desk import desk_view
from claims.sitemaps import SITEMAPS, robots_txt, sitemap_index
from newsroom.health import healthz
from newsroom.locale import language_switch


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
    path("api/", include("newsroom.api")),
    path("i18n/setlang/", language_switch, name="set_language"),
]
urlpatterns += i18n_patterns(
    path("sources/", include("sources.urls")),
    path("feeds/", include("claims.feed_urls")),
    path("", include("claims.urls")),
    prefix_default_language=False,
)
