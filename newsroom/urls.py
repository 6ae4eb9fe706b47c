"""The site's URLs: the admin, the public pages, the API and the health check."""

from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.templatetags.static import static
from django.urls import include, path
from django.views.generic import RedirectView

from claims.admin.desk import desk_view
from claims.sitemaps import SITEMAPS, robots_txt, sitemap_index
from newsroom.health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    # Browsers ask for /favicon.ico on pages that name no icon (the admin, the
    # browsable API): the site's icon, rather than a 404 in every console.
    path("favicon.ico", RedirectView.as_view(url=static("img/favicon.svg"), permanent=True)),
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
