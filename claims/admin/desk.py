"""The desk: a staff member's daily queue, the admin's landing page (/admin/desk/).

Each queue is one filtered admin list: what is assigned to me and still open,
claims whose internal comments mention me and wait for my answer, what waits in review for a verdict (editors), machine proposals waiting for
confirmation, articles in draft, corrected articles whose flagged claims wait
for review, unexplained figure disagreements and pending
figure suggestions, and repeated claims whose earlier verdict can be carried
over. A queue is declared once (`Queue`): the admin list's query
string the link opens and the database filter that counts the same rows (a
test checks that the count equals the list's). A queue shows only to those
who may open its list and act on it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

from django.db.models import Q
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from claims.comments import VIEW_COMMENT_PERMISSION, mentions_unanswered
from claims.corrections import CORRECT_ARTICLE_PERMISSION, articles_awaiting_review
from claims.workflow import SET_VERDICT_PERMISSION, carry_over_waiting

from claims.models import (
    Article,
    ArticleState,
    Claim,
    ClaimMatch,
    FigureDisagreement,
    FigureSuggestion,
    Status,
    SuggestionState,
)


@dataclass(frozen=True)
class Queue:
    """One line of the desk: a filtered admin list and how to count it."""

    key: str
    label: str
    help: str
    model: type
    params: dict[str, str]  # the admin list's query string
    rows: Callable[..., Q]  # given the user, the same rows as a filter
    permission: str  # who sees the queue (beside viewing the model)


OPEN = f"{Status.UNVERIFIED},{Status.IN_REVIEW}"

QUEUES: tuple[Queue, ...] = (
    Queue(
        "assigned",
        _("Assigned to me"),
        _("Claims assigned to you without a verdict yet."),
        Claim,
        {"assignee": "me", "status__in": OPEN},
        lambda user: Q(assignee=user, status__in=[Status.UNVERIFIED, Status.IN_REVIEW]),
        "claims.view_claim",
    ),
    Queue(
        "mentions",
        _("Mentions me"),
        _("Claims whose internal comments mention you and that you have not commented on since."),
        Claim,
        {"mentions": "me"},
        lambda user: mentions_unanswered(user=user),
        VIEW_COMMENT_PERMISSION,
    ),
    Queue(
        "in_review",
        _("In review, waiting for a verdict"),
        _("Claims a fact-checker has taken into review: rate them."),
        Claim,
        {"status__exact": Status.IN_REVIEW},
        lambda user: Q(status=Status.IN_REVIEW),
        "claims.set_verdict",
    ),
    Queue(
        "proposals",
        _("Proposals waiting for confirmation"),
        _("Claims proposed by automatic extraction; readers see none until confirmed."),
        Claim,
        {"proposed__exact": "1"},
        lambda user: Q(proposed=True),
        "claims.change_claim",
    ),
    Queue(
        "drafts",
        _("Articles in draft"),
        _("Imported or new articles no reader sees until an editor publishes them."),
        Article,
        {"state__exact": ArticleState.DRAFT},
        lambda user: Q(state=ArticleState.DRAFT),
        "claims.view_article",
    ),
    Queue(
        "corrections",
        _("Corrected articles with claims to review"),
        _("A correction changed or removed the words of some of their claims: check each on its correction's page."),
        Article,
        {"correction_review": "waiting"},
        lambda user: articles_awaiting_review(),
        CORRECT_ARTICLE_PERMISSION,
    ),
    Queue(
        "carry_over",
        _("Repeated claims whose earlier verdict can be carried over"),
        _("A claim linked to an earlier check that has a verdict, while it has none yet."),
        ClaimMatch,
        {"carry_over": "waiting"},
        lambda user: carry_over_waiting(),
        SET_VERDICT_PERMISSION,
    ),
    Queue(
        "disagreements",
        _("Figure disagreements to explain"),
        _("Two values of a tracked figure that cannot both be true."),
        FigureDisagreement,
        {"explained__exact": "0"},
        lambda user: Q(explained=False),
        "claims.view_figuredisagreement",
    ),
    Queue(
        "suggestions",
        _("Figure suggestions to accept or reject"),
        _("Statistic claims that probably belong to a tracked figure."),
        FigureSuggestion,
        {"state__exact": SuggestionState.PENDING},
        lambda user: Q(state=SuggestionState.PENDING),
        "claims.view_figuresuggestion",
    ),
)


def queue_url(queue: Queue) -> str:
    opts = queue.model._meta
    return f"{reverse(f'admin:{opts.app_label}_{opts.model_name}_changelist')}?{urlencode(queue.params)}"


def desk_queues(*, user) -> list[dict]:
    """The queues this user may work on, each with its count (one query each) and link."""
    rows = []
    for queue in QUEUES:
        opts = queue.model._meta
        if not (user.has_perm(queue.permission) and user.has_perm(f"{opts.app_label}.view_{opts.model_name}")):
            continue
        rows.append(
            {
                "queue": queue,
                "count": queue.model.objects.filter(queue.rows(user)).count(),
                "url": queue_url(queue),
            }
        )
    return rows


def desk_view(request, admin_site):
    """The desk page; wrapped in `admin_site.admin_view` (staff only) by the URLconf."""
    context = {
        **admin_site.each_context(request),
        "title": _("Your desk"),
        "queues": desk_queues(user=request.user),
    }
    return TemplateResponse(request, "admin/desk.html", context)
