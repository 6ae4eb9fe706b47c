"""Internal comments on a claim: writing one, the thread, and who is mentioned.

A comment mentions colleagues by `@username`. Every mention must name an
active staff member in a newsroom role (`sees_internal`); a comment naming
anyone else is refused with the name, so a typo does not go unnoticed. A
mentioned colleague finds the claim in their desk queue "Mentions me" until
they comment on that claim themselves (`mentions_unanswered`).

Comments are internal: only staff with `claims.view_claimcomment` read them
(the claim's admin page, `/api/v1/claims/{id}/comments/`); no public page,
export or ClaimReview includes them.
"""

import re

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Exists, OuterRef, Q, QuerySet
from django.utils.translation import gettext as _

from claims.models import COMMENT_MAX_LENGTH, Claim, ClaimComment, sees_internal
from newsroom.text_rules import text_check

VIEW_COMMENT_PERMISSION = "claims.view_claimcomment"
ADD_COMMENT_PERMISSION = "claims.add_claimcomment"

# "@name" not preceded by a word character (an e-mail address is no mention);
# a trailing full stop or hyphen is punctuation, not part of the name.
MENTION = re.compile(r"(?<![\w@])@([\w.+-]*[\w+])")


def can_read_comments(user) -> bool:
    return sees_internal(user) and user.is_active and user.has_perm(VIEW_COMMENT_PERMISSION)


def can_comment(user) -> bool:
    return sees_internal(user) and user.is_active and user.has_perm(ADD_COMMENT_PERMISSION)


def mentioned_usernames(body: str) -> list[str]:
    """The usernames `body` mentions, in order of first mention."""
    return list(dict.fromkeys(MENTION.findall(body)))


def mentionable_users() -> QuerySet:
    """Colleagues a comment may mention: active staff in a newsroom role."""
    return (
        get_user_model()
        .objects.filter(is_active=True, is_staff=True)
        .filter(Q(is_superuser=True) | Q(groups__permissions__codename="view_claim"))
        .distinct()
    )


@transaction.atomic
def comment_add(*, claim: Claim, by, body: str) -> ClaimComment:
    """Add `by`'s comment to `claim`'s internal thread, with its mentions resolved."""
    if not can_comment(by):
        raise PermissionDenied(_("Only fact-checkers and editors may comment on claims."))
    body = (body or "").strip()
    if not body:
        raise ValidationError({"body": _("Write a comment first.")})
    if len(body) > COMMENT_MAX_LENGTH:
        raise ValidationError(
            {"body": _("A comment has at most %(limit)s characters.") % {"limit": COMMENT_MAX_LENGTH}}
        )
    text_check(field="body", value=body)
    names = mentioned_usernames(body)
    users = {user.get_username(): user for user in mentionable_users().filter(username__in=names)}
    unknown = [name for name in names if name not in users]
    if unknown:
        raise ValidationError(
            {
                "body": _("No colleague is called %(names)s: mention fact-checkers and editors by their username.")
                % {"names": ", ".join(f"@{name}" for name in unknown)}
            }
        )
    comment = ClaimComment.objects.create(claim=claim, author=by, body=body)
    comment.mentions.set(users.values())
    return comment


def claim_comments(*, claim: Claim) -> QuerySet[ClaimComment]:
    """A claim's thread, oldest first, with authors and mentions in two queries."""
    return claim.comments.select_related("author").prefetch_related("mentions")


def mentions_unanswered(*, user) -> Q:
    """Claims where a comment mentions `user` and `user` has not commented since:
    the desk's "Mentions me" queue and the claim list's filter of that name."""
    answered_later = ClaimComment.objects.filter(
        claim=OuterRef("claim"), author=user, created_at__gt=OuterRef("created_at")
    )
    mentioning = (
        ClaimComment.objects.filter(claim=OuterRef("pk"), mentions=user)
        .exclude(author=user)  # a note to oneself waits for no answer
        .exclude(Exists(answered_later))
    )
    return Q(Exists(mentioning))
