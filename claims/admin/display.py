"""Small display helpers shared by the claim, article and source admins."""

from django.contrib.auth import get_user_model
from django.contrib import admin
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext as _
from django.utils.text import Truncator

from claims.highlighting import quote_in_context as paragraphs_with_quote
from claims.models import Claim


def status_badge(status: str, label: str):
    return format_html('<span class="claim-badge claim-badge-{}">{}</span>', status, label)


def quote_in_context(claim: Claim):
    """The quote's paragraph with the quote marked, as the public claim page shows it
    (for a claim a correction detached, the words it had and why they are not shown)."""
    if claim.is_detached:
        return format_html(
            '<p class="claim-context">{} <del>{}</del></p>',
            _("A correction of the article removed these words; the claim is kept, detached:"),
            claim.quote,
        )
    return format_html_join(
        "", '<p class="claim-context">{}</p>', ((paragraph,) for paragraph in paragraphs_with_quote(claim=claim))
    )


def staff_users():
    return get_user_model().objects.filter(is_staff=True, is_active=True).order_by("username")


def cut_text(text: str, length: int):
    """`text` cut to `length` characters for a narrow column, whole on hover (title)."""
    text = str(text or "")
    if len(text) <= length:
        return text or "-"
    return format_html('<span title="{}">{}</span>', text, Truncator(text).chars(length))


def claim_list_column(description: str, path: str, length: int):
    """A list column showing the text at `path` (e.g. "source__name") cut to `length`."""

    def column(model_admin, obj):
        value = obj
        for part in path.split("__"):
            value = getattr(value, part, None) if value is not None else None
        return cut_text(value, length)

    return admin.display(description=description, ordering=path)(column)
