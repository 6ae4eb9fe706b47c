"""Small display helpers shared by the claim, article and source admins."""

from django.contrib.auth import get_user_model
from django.utils.html import format_html, format_html_join

from claims.highlighting import quote_in_context as paragraphs_with_quote
from claims.models import Claim


def status_badge(status: str, label: str):
    return format_html('<span class="claim-badge claim-badge-{}">{}</span>', status, label)


def quote_in_context(claim: Claim):
    """The quote's paragraph with the quote marked, as the public claim page shows it."""
    return format_html_join(
        "", '<p class="claim-context">{}</p>', ((paragraph,) for paragraph in paragraphs_with_quote(claim=claim))
    )


def staff_users():
    return get_user_model().objects.filter(is_staff=True, is_active=True).order_by("username")
