"""Public pages for articles and claims."""

from django.urls import path

from claims import views

app_name = "claims"

urlpatterns = [
    path("", views.home, name="home"),
]
