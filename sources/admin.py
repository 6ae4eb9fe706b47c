"""Admin for sources: aliases inline, the source's latest claims with their
statuses (a link leads to all of them in the claims list), and its change
history with its aliases' (`claims.admin.history`).

A source may be quoted thousands of times: the page lists its latest
`SourceClaimInline.shown` claims, and the sources list reads each source's
claim count from the status totals (`claims.tallies.tallied_count`)."""

from django.contrib import admin
from django.forms.models import BaseInlineFormSet
from django.urls import reverse
from django.utils.formats import number_format
from django.utils.html import format_html
from django.utils.http import urlencode
from django.utils.translation import gettext, gettext_lazy

from claims.admin import status_badge
from claims.admin.history import ChangeHistoryAdmin
from claims.models import Claim, TallyScope
from claims.tallies import tallied_count
from newsroom.admin_widgets import CheckedAutocomplete
from newsroom.admin_saves import DatabaseDecidesUniqueForm, SaveErrorsAsFormErrors
from sources.models import Source, SourceAlias


class SourceAliasInline(admin.TabularInline):
    model = SourceAlias
    extra = 1


class LatestClaimsFormSet(BaseInlineFormSet):
    """The inline's rows: the first `shown` of its (ordered) queryset only."""

    shown = 20

    def get_queryset(self):
        if not hasattr(self, "_queryset"):
            self._queryset = super().get_queryset()[: self.shown]
        return self._queryset


class SourceClaimInline(admin.TabularInline):
    """The latest claims attributed to this source, with their statuses (edit
    them on the claim page; `SourceAdmin.all_claims` links to the rest)."""

    model = Claim
    fk_name = "source"
    formset = LatestClaimsFormSet
    fields = ["statement", "article", "kind", "status_display"]
    readonly_fields = fields
    ordering = ["-created_at", "-id"]
    extra = 0
    show_change_link = True
    can_delete = False
    verbose_name_plural = gettext_lazy("latest claims attributed to this source")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("article").defer("article__body")

    def has_add_permission(self, request, obj=None):
        return False

    @admin.display(description=gettext_lazy("status"))
    def status_display(self, claim):
        return status_badge(claim.status, claim.get_status_display())


@admin.register(Source)
class SourceAdmin(CheckedAutocomplete, ChangeHistoryAdmin, SaveErrorsAsFormErrors, admin.ModelAdmin):
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
    readonly_fields = ["all_claims", "proposed", "created_at", "updated_at"]

    def save_model(self, request, obj, form, change):
        # A source an editor has saved is confirmed: readers may see it.
        obj.proposed = False
        super().save_model(request, obj, form, change)

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(claim_count=tallied_count(scope=TallyScope.SOURCE))

    @admin.display(description=gettext_lazy("claims"), ordering="claim_count")
    def claim_count(self, source):
        return source.claim_count

    @admin.display(description=gettext_lazy("claims"))
    def all_claims(self, source):
        if source.pk is None:
            return "-"
        url = reverse("admin:claims_claim_changelist") + "?" + urlencode({"source__id__exact": source.pk})
        text = gettext("All claims attributed to this source (%(count)s)") % {
            "count": number_format(source.claim_count, force_grouping=True)
        }
        return format_html('<a href="{}">{}</a>', url, text)
