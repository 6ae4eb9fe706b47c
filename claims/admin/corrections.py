"""The editors' "Correct this article" page and the review of what a correction did to the claims.

- `/admin/claims/article/<id>/correct/`: the published text in a form, with a
  public note; saving calls `claims.corrections.article_correct` (one
  transaction; a correction made meanwhile is a form error, answered 409).
- `/admin/claims/article/<id>/corrections/<number>/`: what that correction did
  to each claim, the old and the new words side by side in their sentences,
  flagged ones first; an editor marks each flagged one reviewed.

Both check the permission on the server (`claims.corrections.can_correct`):
the link on the article's page is a convenience, not the guard.
"""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from claims.corrections import (
    StaleArticle,
    article_correct,
    articles_awaiting_review,
    can_correct,
    claim_reanchor_review,
)
from claims.models import Article, ArticleState, ClaimReanchor, Correction
from newsroom.text_rules import body_text

CONTEXT_CHARS = 80


class CorrectionForm(forms.Form):
    body = forms.CharField(
        label=gettext_lazy("Corrected text"),
        strip=False,
        widget=forms.Textarea(attrs={"rows": 24, "class": "vLargeTextField correction-body"}),
        validators=[body_text],
        help_text=gettext_lazy(
            "The whole article as it should now read. Every claim is found again in the new text; "
            "claims whose words change are listed for you to review after saving."
        ),
    )
    note = forms.CharField(
        label=gettext_lazy("Correction note"),
        widget=forms.Textarea(attrs={"rows": 3}),
        validators=[body_text],
        help_text=gettext_lazy("What was corrected and why. Readers see this note in the corrections log."),
    )
    based_on = forms.IntegerField(widget=forms.HiddenInput, min_value=0)


class CorrectionReviewFilter(admin.SimpleListFilter):
    """Articles whose last corrections changed claims' words and wait for an editor's review."""

    title = gettext_lazy("corrections")
    parameter_name = "correction_review"

    def lookups(self, request, model_admin):
        return [("waiting", gettext_lazy("Claims to review after a correction"))]

    def queryset(self, request, queryset):
        if self.value() == "waiting":
            return queryset.filter(articles_awaiting_review())
        return queryset


def _require_editor(request) -> None:
    if not can_correct(user=request.user):
        raise PermissionDenied(_("Your role may not correct articles: it needs an editor."))


def _admin_context(admin, request, **context) -> dict:
    return {**admin.admin_site.each_context(request), "opts": admin.opts, **context}


def correct_view(admin, request, object_id):
    """The form: the article's current text, a note, and the number of corrections it is based on."""
    _require_editor(request)
    article = get_object_or_404(Article, pk=object_id)
    change_url = reverse("admin:claims_article_change", args=[article.pk])
    if article.state != ArticleState.PUBLISHED:
        admin.message_user(
            request,
            _(
                "Only a published article is corrected. A draft is edited in its form; a withdrawn one is off the record."
            ),
            messages.WARNING,
        )
        return HttpResponseRedirect(change_url)
    status = 200
    if request.method == "POST":
        form = CorrectionForm(request.POST)
        if form.is_valid():
            try:
                result = article_correct(
                    article=article,
                    body=form.cleaned_data["body"],
                    note=form.cleaned_data["note"],
                    by=request.user,
                    based_on=form.cleaned_data["based_on"],
                )
            except StaleArticle as error:
                form.add_error(None, str(error))
                status = 409
            except ValidationError as error:
                errors = error.message_dict.items() if hasattr(error, "error_dict") else [(None, error.messages)]
                for field, field_messages in errors:
                    for message in field_messages:
                        form.add_error(field if field in form.fields else None, message)
            else:
                flagged = len(result.flagged)
                admin.message_user(
                    request,
                    _("Correction %(number)s saved. %(flagged)s claim(s) need your review.")
                    % {"number": result.correction.number, "flagged": flagged},
                    messages.WARNING if flagged else messages.SUCCESS,
                )
                return HttpResponseRedirect(
                    reverse("admin:claims_article_correction", args=[article.pk, result.correction.number])
                )
    else:
        form = CorrectionForm(initial={"body": article.body, "based_on": article.corrections.count()})
    context = _admin_context(
        admin,
        request,
        title=_("Correct “%(headline)s”") % {"headline": article.headline},
        article=article,
        form=form,
        change_url=change_url,
        corrections=article.corrections.select_related("actor").order_by("-number"),
    )
    return TemplateResponse(request, "admin/claims/article/correct.html", context, status=status)


def _in_context(text: str, start: int | None, end: int | None, words: str):
    """The words marked in the sentence around them (or struck through when they are gone)."""
    if start is None:
        return format_html("<del>{}</del>", words)
    before = text[max(0, start - CONTEXT_CHARS) : start]
    after = text[end : end + CONTEXT_CHARS]
    return format_html(
        "{}{}<mark>{}</mark>{}{}",
        "…" if start > CONTEXT_CHARS else "",
        before,
        text[start:end],
        after,
        "…" if end + CONTEXT_CHARS < len(text) else "",
    )


def _text_after(correction: Correction) -> str:
    following = (
        Correction.objects.filter(article_id=correction.article_id, number=correction.number + 1)
        .values_list("previous_body", flat=True)
        .first()
    )
    return following if following is not None else correction.article.body


def review_view(admin, request, object_id, number):
    """What correction `number` did to each claim; flagged ones are marked reviewed here."""
    _require_editor(request)
    correction = get_object_or_404(
        Correction.objects.select_related("article", "actor"), article_id=object_id, number=number
    )
    here = reverse("admin:claims_article_correction", args=[correction.article_id, correction.number])
    if request.method == "POST":
        raw = request.POST.get("reanchor", "")
        if not raw.isdigit():
            raise Http404(_("No such claim in this correction."))
        reanchor = get_object_or_404(ClaimReanchor, pk=int(raw), correction=correction)
        if claim_reanchor_review(reanchor=reanchor, by=request.user):
            admin.message_user(request, _("Marked reviewed."), messages.SUCCESS)
        else:
            admin.message_user(request, _("Someone had already marked it reviewed."), messages.INFO)
        return HttpResponseRedirect(here)
    before, after = correction.previous_body, _text_after(correction)
    reanchors = sorted(
        correction.reanchors.select_related("claim", "reviewed_by"),
        key=lambda r: (not r.flagged, r.old_start, r.pk),
    )
    rows = [
        {
            "reanchor": reanchor,
            "claim_url": reverse("admin:claims_claim_change", args=[reanchor.claim_id]),
            "before": _in_context(before, reanchor.old_start, reanchor.old_end, reanchor.old_quote),
            "after": _in_context(after, reanchor.new_start, reanchor.new_end, reanchor.old_quote),
        }
        for reanchor in reanchors
    ]
    context = _admin_context(
        admin,
        request,
        title=_("Correction %(number)s: the claims it moved") % {"number": correction.number},
        article=correction.article,
        correction=correction,
        rows=rows,
        awaiting=sum(1 for r in reanchors if r.flagged and r.reviewed_at is None),
        change_url=reverse("admin:claims_article_change", args=[correction.article_id]),
        correct_url=reverse("admin:claims_article_correct", args=[correction.article_id]),
    )
    return TemplateResponse(request, "admin/claims/article/correction_review.html", context)


def correction_urls(admin) -> list:
    """The two pages, for `ArticleAdmin.get_urls` (before the admin's catch-all)."""
    site = admin.admin_site
    return [
        path(
            "<int:object_id>/correct/",
            site.admin_view(lambda request, object_id: correct_view(admin, request, object_id)),
            name="claims_article_correct",
        ),
        path(
            "<int:object_id>/corrections/<int:number>/",
            site.admin_view(lambda request, object_id, number: review_view(admin, request, object_id, number)),
            name="claims_article_correction",
        ),
    ]
