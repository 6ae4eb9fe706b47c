"""Article states: the one module that publishes and withdraws an article.

    draft ──publish──▶ published ──withdraw (with a public note)──▶ withdrawn

- An imported or newly written article starts as a draft, seen by staff alone
  (`Article.objects.visible_to`); its claims are not public
  (`Claim.objects.visible_to`) until it is published, and leave the public
  lists again when it is withdrawn. A withdrawn article's page stays, saying
  that it was withdrawn and why.
- Publishing and withdrawing need the `claims.publish_article` permission
  (editors). Withdrawing needs a note: readers are told why.
- Every move appends an `ArticleStateEntry` (who, when, from, to, note); the
  history is never edited.
- The readers' status totals follow by themselves: the tally triggers
  (`claims.tallies`) count a claim as public only while its article is
  published, and move the counts when an article changes state.
"""

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from claims.history import acting
from claims.models import Article, ArticleState, ArticleStateEntry
from newsroom.text_rules import text_check

PUBLISH_ARTICLE_PERMISSION = "claims.publish_article"


@dataclass(frozen=True)
class ArticleMove:
    """One allowed edge between article states and the permission it needs."""

    from_state: str
    to_state: str
    permission: str
    label: str
    needs_note: bool = False


ARTICLE_MOVES: tuple[ArticleMove, ...] = (
    ArticleMove(ArticleState.DRAFT, ArticleState.PUBLISHED, PUBLISH_ARTICLE_PERMISSION, gettext_lazy("Publish")),
    ArticleMove(
        ArticleState.PUBLISHED, ArticleState.WITHDRAWN, PUBLISH_ARTICLE_PERMISSION, gettext_lazy("Withdraw"), needs_note=True
    ),
)
_MOVES_BY_EDGE = {(move.from_state, move.to_state): move for move in ARTICLE_MOVES}


class ArticleMoveNotAllowed(ValidationError):
    """There is no such move from the article's current state."""


class ArticleMoveForbidden(PermissionDenied):
    """The move exists, but this user's role may not make it."""


def article_move_for(*, from_state: str, to_state: str) -> ArticleMove | None:
    return _MOVES_BY_EDGE.get((from_state, to_state))


def can_move_article(*, user, move: ArticleMove) -> bool:
    return bool(user and user.is_active and user.is_staff and user.has_perm(move.permission))


def article_moves_for(*, article: Article, user) -> list[ArticleMove]:
    """The moves this user may make on this article now."""
    return [
        move for move in ARTICLE_MOVES if move.from_state == article.state and can_move_article(user=user, move=move)
    ]


@acting
@transaction.atomic
def article_transition(*, article: Article, to: str, by, note: str = "") -> ArticleStateEntry:
    """Move `article` to state `to` on behalf of user `by`, recording why.

    Raises ArticleMoveNotAllowed (no such move, or a withdrawal without a
    note) or ArticleMoveForbidden (the user's role may not). Updates
    `article` in place."""
    text_check(field="note", value=note)
    note = (note or "").strip()
    if to not in ArticleState.values:
        raise ArticleMoveNotAllowed(
            {
                "to": _("“%(to)s” is not an article state. Choose one of: %(states)s.")
                % {"to": to, "states": ", ".join(ArticleState.values)}
            }
        )
    current = Article.objects.select_for_update().get(pk=article.pk)
    move = article_move_for(from_state=current.state, to_state=to)
    if move is None:
        raise ArticleMoveNotAllowed(
            {
                "to": _("An article that is %(current)s cannot become %(to)s.")
                % {"current": ArticleState(current.state).label.lower(), "to": ArticleState(to).label.lower()}
            }
        )
    if not can_move_article(user=by, move=move):
        raise ArticleMoveForbidden(
            _("Your role may not %(move)s articles: it needs an editor.") % {"move": str(move.label).lower()}
        )
    if move.needs_note and not note:
        raise ArticleMoveNotAllowed({"note": _("Say why the article is withdrawn: readers will see this note.")})
    now = timezone.now()
    changes = {"state": to, "updated_at": now}
    if to == ArticleState.WITHDRAWN:
        changes["withdrawn_note"] = note
    Article.objects.filter(pk=current.pk).update(**changes)
    entry = ArticleStateEntry.objects.create(
        article=current, actor=by, created_at=now, from_state=current.state, to_state=to, note=note
    )
    for field, value in changes.items():
        setattr(article, field, value)
    return entry


@acting
def articles_transition(*, articles, to: str, by, note: str = "") -> tuple[int, list[str]]:
    """`article_transition` for each article; returns how many moved and, for
    the others, why not (one message each). Each article moves on its own, so
    one refusal does not undo the rest."""
    moved, refusals = 0, []
    for article in articles:
        try:
            article_transition(article=article, to=to, by=by, note=note)
        except ValidationError as error:
            refusals.append(f"{article.headline}: {' '.join(error.messages)}")
        except PermissionDenied as error:
            refusals.append(f"{article.headline}: {error}")
        else:
            moved += 1
    return moved, refusals
