"""The API of an article's corrections: /api/v1/articles/{slug}/corrections/.

GET lists the corrections of a published article, newest first, as the public
log shows them (`claims.correction_log`): the note, what changed, the text
before, and what each did to the public claims. POST corrects the article
(editors only; `claims.corrections.article_correct` decides): the whole new
text, a note for readers and `based_on`, the number of corrections the client
read; a correction made meanwhile is answered 409 with the current number.
"""

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import generics, serializers, status
from rest_framework.permissions import SAFE_METHODS, BasePermission
from rest_framework.response import Response

from claims.api import MethodFirstMixin, NewsroomPagination, api_responses
from claims.correction_log import corrections_with_claims, public_articles
from claims.corrections import article_correct, can_correct
from claims.models import AnchorOutcome, Article, ClaimReanchor, Correction
from claims.serializers import PublicPageField
from newsroom.throttling import API_THROTTLES


class ReanchorSerializer(serializers.ModelSerializer):
    claim = serializers.PrimaryKeyRelatedField(read_only=True, help_text="The claim's id.")
    outcome = serializers.ChoiceField(
        choices=AnchorOutcome.choices,
        read_only=True,
        help_text="moved: the same words elsewhere; changed: other words (flagged for review); "
        "detached: the words are gone (the claim is kept, without a span).",
    )

    class Meta:
        model = ClaimReanchor
        fields = [
            "claim",
            "outcome",
            "old_start",
            "old_end",
            "old_quote",
            "new_start",
            "new_end",
            "new_quote",
            "reopened",
        ]
        read_only_fields = fields


class ChangeSerializer(serializers.Serializer):
    removed = serializers.CharField(help_text="The words taken out (empty for an insertion).")
    inserted = serializers.CharField(help_text="The words put in (empty for a deletion).")


class CorrectionSerializer(serializers.ModelSerializer):
    page = PublicPageField(help_text="The correction's page on the public site.")
    changes = ChangeSerializer(many=True, read_only=True)
    claims = ReanchorSerializer(
        many=True,
        read_only=True,
        source="affected",
        help_text="The claims whose words changed or went (for a reader, the public ones).",
    )

    class Meta:
        model = Correction
        fields = ["id", "page", "number", "note", "changes", "created_at", "previous_body", "claims"]
        read_only_fields = fields


class CorrectionWriteSerializer(serializers.Serializer):
    body = serializers.CharField(trim_whitespace=False, help_text="The whole article as it should now read.")
    note = serializers.CharField(help_text="What was corrected and why; readers see it.")
    based_on = serializers.IntegerField(
        min_value=0,
        max_value=2_147_483_647,
        help_text="How many corrections the article had when you read it (0 for none); "
        "a correction made since is answered 409.",
    )


class EditorsCorrect(BasePermission):
    """Anyone reads; correcting needs an editor (`claims.correct_article`)."""

    message = _("Your role may not correct articles: it needs an editor.")

    def has_permission(self, request, view):
        if request.method in SAFE_METHODS:
            return True
        user = request.user
        if not (user and user.is_authenticated):
            return False  # 401, with how to authenticate
        return can_correct(user=user)


@extend_schema_view(
    get=extend_schema(
        summary="List an article's corrections",
        description="The corrections of a published article, newest first: the note, what changed, "
        "the text before each, and the public claims whose words changed or went.",
        responses=api_responses({200: CorrectionSerializer(many=True)}, 400, 401, 404, 429),
    ),
    post=extend_schema(
        summary="Correct an article",
        description="Editors only. Replaces a published article's text in one transaction: every claim "
        "is found again in the new text; claims whose words changed are flagged, those whose words "
        "are gone are detached, rated ones are reopened. 409 when someone corrected it since "
        "`based_on`.",
        request=CorrectionWriteSerializer,
        responses=api_responses({201: CorrectionSerializer}, 400, 401, 403, 404, 409, 413, 415, 429),
    ),
)
class ArticleCorrectionsView(MethodFirstMixin, generics.ListCreateAPIView):
    permission_classes = [EditorsCorrect]
    serializer_class = CorrectionSerializer
    pagination_class = NewsroomPagination
    throttle_classes = API_THROTTLES
    queryset = Correction.objects.none()  # for the schema; get_queryset is the article's corrections

    def get_queryset(self):
        article = get_object_or_404(public_articles(user=self.request.user), slug=self.kwargs["slug"])
        ids = article.corrections.values("pk")
        return corrections_with_claims(user=self.request.user, ids=ids).defer(None).order_by("-number")

    def create(self, request, *args, **kwargs):
        article = get_object_or_404(Article.objects.visible_to(request.user), slug=self.kwargs["slug"])
        serializer = CorrectionWriteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        result = article_correct(article=article, by=request.user, **serializer.validated_data)
        correction = corrections_with_claims(user=request.user, ids=[result.correction.pk]).defer(None).get()
        return Response(
            CorrectionSerializer(correction, context={"request": request}).data, status=status.HTTP_201_CREATED
        )
