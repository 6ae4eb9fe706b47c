"""The editors' and fact-checkers' workspace in the Django admin."""

from django.contrib import admin

from claims.models import Article, Claim, Evidence, ReviewEntry


@admin.register(Article)
class ArticleAdmin(admin.ModelAdmin):
    list_display = ["headline", "publisher", "published_on", "language"]
    list_filter = ["language", "publisher"]
    list_select_related = ["publisher"]
    search_fields = ["headline", "body", "byline"]
    prepopulated_fields = {"slug": ["headline"]}
    autocomplete_fields = ["publisher"]


@admin.register(Claim)
class ClaimAdmin(admin.ModelAdmin):
    list_display = ["statement", "article", "source", "kind", "status"]
    list_filter = ["status", "kind", "source", "article"]
    list_select_related = ["article", "source"]
    search_fields = ["statement", "quote", "source__name", "source__aliases__name"]
    autocomplete_fields = ["source", "via"]
