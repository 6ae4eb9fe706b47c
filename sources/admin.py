"""Admin for sources: aliases inline, the source's claims with their statuses, and
its change history with its aliases' (`claims.admin.history`)."""

from django.contrib import admin
from django.db.models import Count
from django.utils.translation import gettext_lazy

from claims.admin import status_badge
from claims.admin.history import ChangeHistoryAdmin
from claims.models import Claim
from newsroom.admin_saves import DatabaseDecidesUniqueForm, SaveErrorsAsFormErrors
from sources.models import Source, SourceAlias


class SourceAliasInline(admin.TabularInline):
    model = SourceAlias
    extra = 1


class SourceClaimInline(admin.TabularInline):
    """The claims attributed to this source, with their statuses (edit them on the claim page)."""

    model = Claim
    fk_name = "source"
    fields = ["statement", "article", "kind", "status_display"]
    readonly_fields = fields
    extra = 0
    show_change_link = True
    can_delete = False
    verbose_name_plural = gettext_lazy("claims attributed to this source")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("article")

    def has_add_permission(self, request, obj=None):
        return False

    @admin.display(description=gettext_lazy("status"))
    def status_display(self, claim):
        return status_badge(claim.status, claim.get_status_display())


@admin.register(Source)
class SourceAdmin(ChangeHistoryAdmin, SaveErrorsAsFormErrors, admin.ModelAdmin):
    history_children = (SourceAlias,)  # the History page: the source's changes and its aliases'
    form = DatabaseDecidesUniqueForm
    list_display = ["name", "kind", "description", "affiliation", "country", "claim_count"]
    list_filter = ["kind", "country", "proposed"]
    list_select_related = ["affiliation"]
    search_fields = ["name", "aliases__name", "description"]
    prepopulated_fields = {"slug": ["name"]}
    autocomplete_fields = ["affiliation"]
    inlines = [SourceAliasInline, SourceClaimInline]

    class Media:
        css = {"all": ["admin/claims/claims_admin.css"]}
    readonly_fields = ["proposed", "created_at", "updated_at"]

    def save_model(self, request, obj, form, change):
        # A source an editor has saved is confirmed: readers may see it.
        obj.proposed = False
        super().save_model(request, obj, form, change)

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(claim_count=Count("claims", distinct=True))

    @admin.display(description=gettext_lazy("claims"), ordering="claim_count")
    def claim_count(self, source):
        return source.claim_count
