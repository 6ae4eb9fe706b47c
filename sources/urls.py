"""Public pages for sources."""

from django.urls import path

app_name = "sources"

urlpatterns = []
