"""The site's URLs: the admin, the public pages, the API and the health check."""

from django.contrib import admin
from django.urls import include, path

from newsroom.health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("sources/", include("sources.urls")),
    path("api/", include("newsroom.api")),
    path("", include("claims.urls")),
]
