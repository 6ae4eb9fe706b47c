"""The article admin: its claims in text order, its state (publish, withdraw),
claim extraction, import, and the span picker. Correcting a published
article's text has its own pages (`claims.admin.corrections`)."""

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext, gettext_lazy, ngettext

from claims.admin.corrections import CorrectionReviewFilter, correction_urls
from claims.admin.display import status_badge
from claims.admin.history import ChangeHistoryAdmin
from claims.admin.forms import ArticleImportForm
from claims.admin.tasks import background_task_url
from claims.tasks import articles_import_enqueue, claims_extract_enqueue
from claims.article_state import PUBLISH_ARTICLE_PERMISSION, articles_transition
from claims.corrections import can_correct
from claims.models import Article, ArticleState, Claim
from newsroom.admin_widgets import CheckedAutocomplete
from newsroom.text_rules import body_text
from newsroom.admin_saves import DatabaseDecidesUniqueForm, SaveErrorsAsFormErrors
from newsroom.pagination import BoundedCountPaginator


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

    @admin.display(description=gettext_lazy("status"))
    def status_display(self, claim):
        return status_badge(claim.status, claim.get_status_display())


class WithdrawForm(forms.Form):
    note = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 4}),
        validators=[body_text],
        label=gettext_lazy("Note"),
        help_text=gettext_lazy("Why the article is withdrawn. Readers see this note on the article's page."),
    )


@admin.register(Article)
class ArticleAdmin(CheckedAutocomplete, ChangeHistoryAdmin, SaveErrorsAsFormErrors, admin.ModelAdmin):
    form = DatabaseDecidesUniqueForm
    list_display = ["headline", "state", "publisher", "published_on", "language", "updated_at"]
    list_filter = ["state", "language", ("publisher", admin.RelatedOnlyFieldListFilter), CorrectionReviewFilter]
    list_select_related = ["publisher"]
    search_fields = ["headline", "body", "byline"]
    # The claim form's article autocomplete searches as one types: headlines and
    # bylines only (74 ms over 20,000 articles; their bodies too, 2.3 s).
    autocomplete_search_fields = ["headline", "byline"]
    # Tens of thousands of articles: no full count beside the page's; the paginator counts up to 10,000.
    show_full_result_count = False
    paginator = BoundedCountPaginator
    prepopulated_fields = {"slug": ["headline"]}
    autocomplete_fields = ["publisher"]
    readonly_fields = ["state", "withdrawn_note", "state_history", "text_for_claims", "created_at", "updated_at"]
    inlines = [ArticleClaimInline]
    actions = ["extract_claims", "publish", "withdraw"]

    def has_publish_permission(self, request):
        return request.user.has_perm(PUBLISH_ARTICLE_PERMISSION)

    def get_search_fields(self, request):
        if request.path == reverse("admin:autocomplete"):
            return self.autocomplete_search_fields
        return super().get_search_fields(request)

    def _report_moves(self, request, moved: int, refusals: list[str], done: str) -> None:
        """`done`: what was done to the `moved` articles, said with %(count)s."""
        if moved:
            self.message_user(request, done % {"count": moved}, messages.SUCCESS)
        for refusal in refusals:
            self.message_user(request, refusal, messages.WARNING)

    @admin.action(
        description=gettext_lazy("Publish selected drafts (their confirmed claims become public)"),
        permissions=["publish"],
    )
    def publish(self, request, queryset):
        moved, refusals = articles_transition(articles=queryset, to=ArticleState.PUBLISHED, by=request.user)
        done = ngettext("%(count)s article published.", "%(count)s articles published.", moved)
        self._report_moves(request, moved, refusals, done)

    @admin.action(
        description=gettext_lazy("Withdraw selected articles (with a note for readers)…"), permissions=["publish"]
    )
    def withdraw(self, request, queryset):
        if "apply" in request.POST:
            form = WithdrawForm(request.POST)
            if form.is_valid():
                moved, refusals = articles_transition(
                    articles=queryset, to=ArticleState.WITHDRAWN, by=request.user, note=form.cleaned_data["note"]
                )
                done = ngettext("%(count)s article withdrawn.", "%(count)s articles withdrawn.", moved)
                self._report_moves(request, moved, refusals, done)
                return None
        else:
            form = WithdrawForm()
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Withdraw articles"),
            "articles": queryset,
            "form": form,
            "action": "withdraw",
            "action_checkbox_name": ACTION_CHECKBOX_NAME,
        }
        return TemplateResponse(request, "admin/claims/article/withdraw.html", context)

    def has_extract_claims_permission(self, request):
        return request.user.has_perm("claims.add_claim")

    @admin.action(description=gettext_lazy("Extract claims (propose them for review)"), permissions=["extract_claims"])
    def extract_claims(self, request, queryset):
        article_ids = list(queryset.order_by("pk").values_list("pk", flat=True))
        background_task = claims_extract_enqueue(article_ids=article_ids, by=request.user)
        self.message_user(
            request,
            format_html(
                ngettext(
                    "Queued claim extraction for {count} article: <a href=\"{url}\">follow the task</a>. "
                    "Existing claims are left as they are; review the proposals in the claim list (filter: proposed).",
                    "Queued claim extraction for {count} articles: <a href=\"{url}\">follow the task</a>. "
                    "Existing claims are left as they are; review the proposals in the claim list (filter: proposed).",
                    len(article_ids),
                ),
                count=len(article_ids),
                url=background_task_url(background_task),
            ),
            messages.SUCCESS,
        )

    def get_urls(self):
        return [
            path("import/", self.admin_site.admin_view(self.import_view), name="claims_article_import"),
            *correction_urls(self),
            *super().get_urls(),
        ]

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = ArticleImportForm(request.POST or None, request.FILES or None)
        if request.method == "POST" and form.is_valid():
            background_task = articles_import_enqueue(documents=form.documents(), by=request.user)
            self.message_user(
                request,
                ngettext(
                    "The import of %(count)s article is queued. This page shows its progress; "
                    "when it has run, its result links to the article and its proposed claims.",
                    "The import of %(count)s articles is queued. This page shows its progress; "
                    "when it has run, its result links to the articles and their proposed claims.",
                    background_task.total,
                )
                % {"count": background_task.total},
                messages.SUCCESS,
            )
            return HttpResponseRedirect(background_task_url(background_task))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": gettext("Import an article and extract its claims"),
            "form": form,
        }
        return TemplateResponse(request, "admin/claims/article/import.html", context)

    class Media:
        css = {"all": ["admin/claims/claims_admin.css"]}
        js = ["admin/claims/span_picker.js"]

    def get_readonly_fields(self, request, obj=None):
        readonly = list(super().get_readonly_fields(request, obj))
        if obj is not None and (obj.state != ArticleState.DRAFT or obj.claims.exists()):
            # Claims are anchored to offsets in this text: changing it here would
            # silently move every claim's words. A published article is
            # corrected on its own page, which re-anchors them and tells readers.
            readonly.append("body")
        return readonly

    def change_view(self, request, object_id, form_url="", extra_context=None):
        extra_context = {**(extra_context or {}), "can_correct": can_correct(user=request.user)}
        return super().change_view(request, object_id, form_url, extra_context)

    def get_fields(self, request, obj=None):
        fields = ["headline", "slug", "publisher", "url", "published_on", "byline", "language", "body"]
        if obj is not None:
            fields = ["state", "withdrawn_note", "state_history", *fields, "text_for_claims", "created_at", "updated_at"]
        return fields

    @admin.display(description=gettext_lazy("State history"))
    def state_history(self, article):
        """Who published or withdrew the article, when and why (read-only)."""
        entries = article.state_history.select_related("actor")
        if not entries:
            return gettext("Not moved yet.")
        return format_html(
            "<ul>{}</ul>",
            format_html_join(
                "",
                "<li>{} · {} · {} → {}{}</li>",
                (
                    (
                        date_format(entry.created_at, "DATETIME_FORMAT"),
                        entry.actor,
                        entry.get_from_state_display(),
                        entry.get_to_state_display(),
                        f": {entry.note}" if entry.note else "",
                    )
                    for entry in entries
                ),
            ),
        )

    @admin.display(description=gettext_lazy("Add a claim from the text"))
    def text_for_claims(self, article):
        add_url = reverse("admin:claims_claim_add")
        return format_html(
            '<p class="help">{}</p>'
            '<div class="span-picker" data-article="{}" data-add-url="{}" data-selected="{}">'
            '<div class="span-picker-text" tabindex="0">{}</div>'
            '<p><button type="button" class="button span-picker-add" disabled>{}</button> '
            '<span class="span-picker-status" aria-live="polite"></span></p></div>',
            gettext(
                "Select the claim’s exact words below, then choose “Add a claim from the selection”. "
                "The span and quote are filled in for you."
            ),
            article.pk,
            add_url,
            gettext("Selected characters %(start)s–%(end)s."),
            article.body,
            gettext("Add a claim from the selection"),
        )
