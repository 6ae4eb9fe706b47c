"""The newsroom's internal discussion of a claim: comments and who they mention.

Comments are staff-only, always: no public page, anonymous API answer, CSV or
ClaimReview reads them. Writing one goes through `claims.comments.comment_add`,
which checks the author's role and resolves the @usernames it mentions.
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

COMMENT_MAX_LENGTH = 4000


class ClaimComment(models.Model):
    """One message in a claim's internal thread. Append-only in the product:
    the admin and the API add comments and never edit them."""

    # A comment is about its claim only: it goes with a claim an editor deletes
    # (a claim with a review history cannot be deleted at all).
    claim = models.ForeignKey("claims.Claim", on_delete=models.CASCADE, related_name="comments", verbose_name=_("claim"))
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="claim_comments", verbose_name=_("author"))
    body = models.TextField(_("comment"), max_length=COMMENT_MAX_LENGTH)
    mentions = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="claim_mentions", blank=True, verbose_name=_("mentions"))
    created_at = models.DateTimeField(default=timezone.now, verbose_name=_("created at"))

    class Meta:
        ordering = ["created_at", "id"]
        verbose_name = _("internal comment")
        verbose_name_plural = _("internal comments")
        indexes = [models.Index(fields=["claim", "created_at"], name="claim_comment_thread")]
        constraints = [models.CheckConstraint(condition=~Q(body=""), name="claim_comment_not_empty")]

    def __str__(self):
        return f"{self.author} on claim {self.claim_id}"
