"""The site's URLs: the admin, the public pages and the API."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("sources/", include("sources.urls")),
    path("api/", include("newsroom.api")),
    path("", include("claims.urls")),
]
