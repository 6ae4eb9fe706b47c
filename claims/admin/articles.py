"""The article admin: its claims in text order, claim extraction, import, and the span picker."""

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from claims.admin.display import status_badge
from claims.admin.forms import ArticleImportForm
from claims.importing import article_import, claims_propose
from claims.models import Article, Claim


class ArticleClaimInline(admin.TabularInline):
    """The article's claims in text order, with their statuses."""

    model = Claim
    fields = ["start", "quote", "statement", "kind", "source", "status_display"]
    readonly_fields = fields
    extra = 0
    show_change_link = True
    can_delete = False
    ordering = ["start", "end", "id"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("source")

    def has_add_permission(self, request, obj=None):
        return False

    @admin.display(description="status")
    def status_display(self, claim):
        return status_badge(claim.status, claim.get_status_display())


@admin.register(Article)
class ArticleAdmin(admin.ModelAdmin):
    list_display = ["headline", "publisher", "published_on", "language", "updated_at"]
    list_filter = ["language", ("publisher", admin.RelatedOnlyFieldListFilter)]
    list_select_related = ["publisher"]
    search_fields = ["headline", "body", "byline"]
    prepopulated_fields = {"slug": ["headline"]}
    autocomplete_fields = ["publisher"]
    readonly_fields = ["text_for_claims", "created_at", "updated_at"]
    inlines = [ArticleClaimInline]
    actions = ["extract_claims"]

    def has_extract_claims_permission(self, request):
        return request.user.has_perm("claims.add_claim")

    @admin.action(description="Extract claims (propose them for review)", permissions=["extract_claims"])
    def extract_claims(self, request, queryset):
        total = 0
        for article in queryset:
            total += len(claims_propose(article=article))
        self.message_user(
            request,
            f"{total} new claim(s) proposed; existing claims were left as they were. "
            "Review them in the claim list (filter: proposed).",
            messages.SUCCESS,
        )

    def get_urls(self):
        return [
            path("import/", self.admin_site.admin_view(self.import_view), name="claims_article_import"),
            *super().get_urls(),
        ]

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = ArticleImportForm(request.POST or None)
        if request.method == "POST" and form.is_valid():
            try:
                result = article_import(**form.cleaned_data, by=request.user)
            except ValidationError as error:
                for message in error.messages:
                    form.add_error(None, message)
            else:
                self.message_user(
                    request,
                    f"Imported “{result.article.headline}” with {len(result.claims)} proposed claim(s) "
                    f"and {len(result.sources_created)} new source(s).",
                    messages.SUCCESS,
                )
                return HttpResponseRedirect(reverse("admin:claims_article_change", args=[result.article.pk]))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": "Import an article and extract its claims",
            "form": form,
        }
        return TemplateResponse(request, "admin/claims/article/import.html", context)

    class Media:
        css = {"all": ["admin/claims/claims_admin.css"]}
        js = ["admin/claims/span_picker.js"]

    def get_readonly_fields(self, request, obj=None):
        readonly = list(super().get_readonly_fields(request, obj))
        if obj is not None and obj.claims.exists():
            # Claims are anchored to offsets in this text: changing it would
            # silently move every claim's words.
            readonly.append("body")
        return readonly

    def get_fields(self, request, obj=None):
        fields = ["headline", "slug", "publisher", "url", "published_on", "byline", "language", "body"]
        if obj is not None:
            fields += ["text_for_claims", "created_at", "updated_at"]
        return fields

    @admin.display(description="Add a claim from the text")
    def text_for_claims(self, article):
        add_url = reverse("admin:claims_claim_add")
        return format_html(
            '<p class="help">Select the claim’s exact words below, then choose “Add a claim from the selection”. '
            'The span and quote are filled in for you.</p>'
            '<div class="span-picker" data-article="{}" data-add-url="{}">'
            '<div class="span-picker-text" tabindex="0">{}</div>'
            '<p><button type="button" class="button span-picker-add" disabled>Add a claim from the selection</button> '
            '<span class="span-picker-status" aria-live="polite"></span></p></div>',
            article.pk,
            add_url,
            article.body,
        )
