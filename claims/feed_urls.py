"""The Atom feeds' URLs (`/feeds/...`); the feeds themselves live in `claims.feeds`."""

from django.urls import path

from claims.feeds import CorrectionFeed, FigureFeed, SourceFeed, VerdictFeed

app_name = "feeds"

urlpatterns = [
    path("verdicts/", VerdictFeed(), name="verdicts"),
    path("corrections/", CorrectionFeed(), name="corrections"),
    path("sources/<slug:slug>/", SourceFeed(), name="source"),
    path("figures/<slug:slug>/", FigureFeed(), name="figure"),
]
