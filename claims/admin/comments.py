"""Internal comments in the admin: the thread on a claim's change page, the form
that adds to it, and the claim list's "Mentions me" filter.

The rules (who may comment, which @mentions are valid, what "mentions me"
means) live in `claims.comments`; this module only shows and calls.
"""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from claims.comments import can_comment, can_read_comments, claim_comments, comment_add, mentions_unanswered
from claims.models import COMMENT_MAX_LENGTH, Claim


class MentionsFilter(admin.SimpleListFilter):
    title = _("mentions")
    parameter_name = "mentions"

    def lookups(self, request, model_admin):
        return [("me", _("Mentions me, not yet answered"))]

    def queryset(self, request, queryset):
        if self.value() == "me":
            return queryset.filter(mentions_unanswered(user=request.user))
        return queryset


class CommentForm(forms.Form):
    body = forms.CharField(
        label=_("Add a comment"),
        max_length=COMMENT_MAX_LENGTH,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 80}),
        help_text=_("Internal: only fact-checkers and editors see it. Mention a colleague with @username."),
    )


def comments_context(*, request, claim: Claim, form: CommentForm | None = None) -> dict:
    """What the change page's comment panel shows this user (nothing without the permission)."""
    if claim is None or not can_read_comments(request.user):
        return {}
    return {
        "comments": list(claim_comments(claim=claim)),
        "comment_form": (form or CommentForm()) if can_comment(request.user) else None,
        "comment_url": reverse("admin:claims_claim_comment", args=[claim.pk]),
    }


def comment_add_view(model_admin, request, claim_id):
    """POST a comment from the change page; back to the thread, or the page with the form's error."""
    claim = get_object_or_404(Claim, pk=claim_id)
    if not can_comment(request.user):
        raise PermissionDenied
    change_url = reverse("admin:claims_claim_change", args=[claim.pk])
    if request.method != "POST":
        return HttpResponseRedirect(change_url + "#comments")
    form = CommentForm(request.POST)
    if form.is_valid():
        try:
            comment_add(claim=claim, by=request.user, body=form.cleaned_data["body"])
        except ValidationError as error:
            form.add_error("body", error.message_dict.get("body", error.messages))
        else:
            model_admin.message_user(request, _("Comment added."), messages.SUCCESS)
            return HttpResponseRedirect(change_url + "#comments")
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.opts,
        "title": _("Comment on: %(claim)s") % {"claim": claim.statement[:80]},
        "claim": claim,
        "change_url": change_url,
        **comments_context(request=request, claim=claim, form=form),
    }
    return TemplateResponse(request, "admin/claims/claim/comment.html", context, status=400)
