"""The staff-only API of a claim's internal comments: /api/v1/claims/{id}/comments/.

GET lists the thread (oldest first, paginated), POST adds a comment; both for
fact-checkers and editors only (`claims.comments` decides who may read and
write and which @mentions are valid). Anonymous clients are asked to
authenticate (401), readers are refused (403): comments are never public.
"""

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import generics, serializers, status
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.response import Response

from claims.api import MethodFirstMixin, NewsroomPagination, api_responses
from claims.comments import can_comment, can_read_comments, claim_comments, comment_add
from claims.models import COMMENT_MAX_LENGTH, Claim, ClaimComment
from newsroom.throttling import API_THROTTLES


class CommentSerializer(serializers.ModelSerializer):
    author = serializers.SlugRelatedField(slug_field="username", read_only=True, help_text="The author's username.")
    mentions = serializers.SlugRelatedField(
        slug_field="username", many=True, read_only=True, help_text="The usernames the comment mentions."
    )

    class Meta:
        model = ClaimComment
        fields = ["id", "author", "body", "mentions", "created_at"]
        read_only_fields = fields


class CommentWriteSerializer(serializers.Serializer):
    body = serializers.CharField(
        max_length=COMMENT_MAX_LENGTH,
        help_text="The comment. Mention a colleague with @username (fact-checkers and editors only).",
    )


class NewsroomStaffComments(BasePermission):
    """Reading needs `claims.view_claimcomment`, writing `claims.add_claimcomment`,
    both as active staff in a newsroom role; nobody else gets in."""

    message = _("Internal comments are for the newsroom's fact-checkers and editors only.")

    def has_permission(self, request, view):
        user = request.user
        if not (user and user.is_authenticated):
            return False  # 401, with how to authenticate
        return can_read_comments(user) if request.method in SAFE_METHODS else can_comment(user)


COMMENT_ERRORS = (401, 403, 404, 429)


@extend_schema_view(
    get=extend_schema(
        summary="List a claim's internal comments",
        description="Staff only (fact-checkers and editors): the claim's internal discussion, oldest "
        "first. Never shown to readers, in the exports or in ClaimReview.",
        responses=api_responses({200: CommentSerializer(many=True)}, *COMMENT_ERRORS),
    ),
    post=extend_schema(
        summary="Comment on a claim",
        description="Staff only. Mention colleagues with @username: each must be an active "
        "fact-checker or editor, or the comment is refused (400) naming the unknown ones. A "
        'mentioned colleague sees the claim in their desk queue "Mentions me".',
        request=CommentWriteSerializer,
        responses=api_responses({201: CommentSerializer}, 400, *COMMENT_ERRORS, 413, 415),
    ),
)
class ClaimCommentsView(MethodFirstMixin, generics.ListCreateAPIView):
    permission_classes = [NewsroomStaffComments]
    serializer_class = CommentSerializer
    pagination_class = NewsroomPagination
    throttle_classes = API_THROTTLES
    queryset = ClaimComment.objects.none()  # for the schema; get_queryset is the claim's thread

    def claim(self) -> Claim:
        return get_object_or_404(Claim.objects.visible_to(self.request.user), pk=self.kwargs["claim_id"])

    def get_queryset(self):
        return claim_comments(claim=self.claim())

    def create(self, request, *args, **kwargs):
        claim = self.claim()
        serializer = CommentWriteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        comment = comment_add(claim=claim, by=request.user, body=serializer.validated_data["body"])
        return Response(
            CommentSerializer(claim_comments(claim=claim).get(pk=comment.pk)).data, status=status.HTTP_201_CREATED
        )
