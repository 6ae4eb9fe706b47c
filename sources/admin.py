"""Admin for sources: aliases inline, and the source's claims with their statuses."""

from django.contrib import admin
from django.db.models import Count

from sources.models import Source, SourceAlias


class SourceAliasInline(admin.TabularInline):
    model = SourceAlias
    extra = 1


@admin.register(Source)
class SourceAdmin(admin.ModelAdmin):
    list_display = ["name", "kind", "description", "affiliation", "country", "claim_count"]
    list_filter = ["kind", "country"]
    list_select_related = ["affiliation"]
    search_fields = ["name", "aliases__name", "description"]
    prepopulated_fields = {"slug": ["name"]}
    autocomplete_fields = ["affiliation"]
    inlines = [SourceAliasInline]
    readonly_fields = ["created_at", "updated_at"]

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(claim_count=Count("claims", distinct=True))

    @admin.display(description="claims", ordering="claim_count")
    def claim_count(self, source):
        return source.claim_count
