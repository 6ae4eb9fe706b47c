"""How the REST API shows and accepts articles, claims, evidence and transitions.

Reading and writing use different serializers: a claim is read with its
article, source, evidence and history nested, and written with plain ids.
Internal fields (the assignee, the draft summary, machine proposals, staff
names) are shown only to staff, by the same test `Claim.objects.visible_to`
applies; the schema lists them as optional (see `staff_only_fields`).
Serializers validate shape; `claims.workflow` does every write.
"""

from collections.abc import Mapping

from django.contrib.auth import get_user_model
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.validators import UniqueValidator

from claims.models import Article, Claim, Evidence, Qualifier, ReviewEntry, Status
from claims.models import sees_internal as user_sees_internal
from newsroom.row_serializers import RowListSerializer, route_link
from sources.models import Source


def sees_internal(context) -> bool:
    """Whether the client may see internal fields: staff, as for
    `Claim.objects.visible_to`. The schema generator sees everything, so the
    staff fields are documented."""
    view = context.get("view")
    if getattr(view, "swagger_fake_view", False):
        return True
    return user_sees_internal(getattr(context.get("request"), "user", None))


def absolute_uri(context, path: str) -> str:
    request = context.get("request")
    return request.build_absolute_uri(path) if request is not None else path


@extend_schema_field(OpenApiTypes.URI)
class PublicPageField(serializers.ReadOnlyField):
    """The object's page on the public site, as an absolute address."""

    def __init__(self, **kwargs):
        super().__init__(source="*", **kwargs)

    def to_representation(self, instance) -> str:
        return absolute_uri(self.context, instance.get_absolute_url())

    def row_renderer(self):
        """For lists (`newsroom.row_serializers`): one reverse() per page for
        a model that names its page's route (`page_route()`)."""
        links = {}

        def render(instance):
            if not hasattr(instance, "page_route"):
                return self.to_representation(instance)
            name, kwargs = instance.page_route()
            if name not in links:

                def link(values, name=name):
                    return absolute_uri(self.context, reverse(name, kwargs=values))

                links[name] = route_link(link, list(kwargs)) or link
            return links[name](kwargs)

        return render


class OptionalURLField(serializers.URLField):
    """A URL that may be missing: shown as null rather than an empty string,
    which is not a URL."""

    def __init__(self, **kwargs):
        super().__init__(read_only=True, allow_null=True, **kwargs)

    def to_representation(self, value):
        return value or None


@extend_schema_field(
    {
        "oneOf": [{"type": "number"}, {"type": "string", "format": "decimal"}],
        "nullable": True,
        "description": "A number, as a JSON number or a decimal string.",
    }
)
class DecimalInputField(serializers.DecimalField):
    """A decimal a client may send as a JSON number or as a string."""


# The JSON type each kind of input field takes; checked before REST framework
# would coerce 1 into "1" or "1" into 1.
_JSON_TYPES = [
    (serializers.BooleanField, (bool,), gettext_lazy("Expected true or false.")),
    (serializers.DecimalField, (int, float, str), gettext_lazy("Expected a number.")),
    (serializers.IntegerField, (int,), gettext_lazy("Expected a whole number.")),
    (serializers.PrimaryKeyRelatedField, (int,), gettext_lazy("Expected an id (a whole number).")),
    (serializers.ChoiceField, (str,), gettext_lazy("Expected a string.")),
    (serializers.CharField, (str,), gettext_lazy("Expected a string.")),
]


class InputSerializerMixin:
    """For request bodies: refuse fields that cannot be written here and values
    of the wrong JSON type with a field error (never ignore them silently),
    and take decimals as JSON numbers or strings."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            writable = {name for name, field in self.fields.items() if not field.read_only}
            errors = {
                name: [str(NOT_WRITABLE.get(name, _("This field cannot be written here.")))]
                for name in data
                if name not in writable
            }
            for name, field in self.fields.items():
                value = data.get(name)
                if field.read_only or value is None:
                    continue
                for field_class, types, expected in _JSON_TYPES:
                    if isinstance(field, field_class):
                        if isinstance(value, bool) is not (bool in types) or not isinstance(value, types):
                            errors[name] = [str(expected)]
                        break
            if errors:
                raise serializers.ValidationError(errors)
        return super().to_internal_value(data)


NOT_WRITABLE = {
    "status": gettext_lazy("The status changes only through POST /api/v1/claims/{id}/transition/."),
    "verdict": gettext_lazy("The verdict is published through POST /api/v1/claims/{id}/transition/."),
    "verdict_summary": gettext_lazy("The verdict is published through POST /api/v1/claims/{id}/transition/."),
}


class InputModelSerializer(InputSerializerMixin, serializers.ModelSerializer):
    """A model's input. Uniqueness is not checked here: a SELECT before the
    INSERT cannot see a concurrent request's row, so the database constraint
    decides and a conflict is answered 409 (newsroom.uniqueness)."""

    serializer_field_mapping = {
        **serializers.ModelSerializer.serializer_field_mapping,
        models.DecimalField: DecimalInputField,
    }

    def build_standard_field(self, field_name, model_field):
        field_class, field_kwargs = super().build_standard_field(field_name, model_field)
        if "validators" in field_kwargs:
            field_kwargs["validators"] = [
                validator for validator in field_kwargs["validators"] if not isinstance(validator, UniqueValidator)
            ]
        return field_class, field_kwargs

    def get_unique_together_validators(self):
        return []


class StaffFieldsMixin:
    """Drops `staff_only_fields` for clients that are not staff."""

    staff_only_fields: tuple[str, ...] = ()

    def get_fields(self):
        fields = super().get_fields()
        if not sees_internal(self.context):
            for name in self.staff_only_fields:
                fields.pop(name, None)
        return fields


class ArticleRefSerializer(serializers.ModelSerializer):
    """An article as named inside a claim."""

    url = serializers.HyperlinkedIdentityField(view_name="article-detail", lookup_field="slug")

    class Meta:
        model = Article
        fields = ["id", "headline", "url"]


class SourceRefSerializer(StaffFieldsMixin, serializers.ModelSerializer):
    """A source as named inside a claim, an article, evidence or another source.

    Null when the client may not see the source (`Source.is_visible_to`: a
    proposed source is never named to a reader); staff see it with
    `proposed`. Declare it with `allow_null=True`."""

    url = serializers.HyperlinkedIdentityField(view_name="source-detail", lookup_field="slug")

    staff_only_fields = ("proposed",)

    class Meta:
        model = Source
        fields = ["id", "name", "url", "proposed"]

    def shown(self, instance) -> bool:
        """Whether the client may see this source (`newsroom.row_serializers` asks too)."""
        return instance.is_visible_to(getattr(self.context.get("request"), "user", None))

    def to_representation(self, instance):
        if not self.shown(instance):
            return None
        return super().to_representation(instance)


class EvidenceSerializer(StaffFieldsMixin, serializers.ModelSerializer):
    source = SourceRefSerializer(read_only=True, allow_null=True)
    url = OptionalURLField(help_text="The document's address; null when it has only a reference.")
    added_by = serializers.CharField(source="added_by.username", read_only=True)

    staff_only_fields = ("added_by",)

    class Meta:
        model = Evidence
        fields = ["id", "title", "url", "reference", "summary", "stance", "source", "created_at", "added_by"]
        read_only_fields = fields


class EvidenceWriteSerializer(InputModelSerializer):
    """A new piece of evidence: a URL or a document reference, and what it shows."""

    source = serializers.PrimaryKeyRelatedField(queryset=Source.objects.all(), required=False, allow_null=True)

    class Meta:
        model = Evidence
        fields = ["title", "url", "reference", "summary", "stance", "source"]


class HistoryEntrySerializer(StaffFieldsMixin, serializers.ModelSerializer):
    """One change of status. Readers see when and what; staff also who and why."""

    actor = serializers.CharField(source="actor.username", read_only=True)

    staff_only_fields = ("actor", "note")

    class Meta:
        model = ReviewEntry
        fields = ["created_at", "from_status", "to_status", "summary", "actor", "note"]
        read_only_fields = fields


class ClaimSerializer(StaffFieldsMixin, serializers.ModelSerializer):
    """A claim as the API shows it."""

    url = serializers.HyperlinkedIdentityField(view_name="claim-detail")
    page = PublicPageField(help_text="The claim's page on the public site.")
    article = ArticleRefSerializer(read_only=True)
    source = SourceRefSerializer(read_only=True, allow_null=True)
    via = SourceRefSerializer(read_only=True, allow_null=True)
    verdict = serializers.CharField(
        source="verdict_summary",
        read_only=True,
        help_text="The published explanation of the verdict; empty until a verdict is set.",
    )
    evidence = EvidenceSerializer(many=True, read_only=True)
    history = HistoryEntrySerializer(source="reviews", many=True, read_only=True)
    assignee = serializers.CharField(source="assignee.username", read_only=True, allow_null=True)
    # Declared so the schema admits the blank qualifier of a claim without a value.
    qualifier = serializers.ChoiceField(choices=Qualifier.choices, allow_blank=True, read_only=True)

    staff_only_fields = ("assignee", "summary_draft", "proposed", "confidence")

    class Meta:
        model = Claim
        fields = [
            "id",
            "url",
            "page",
            "article",
            "quote",
            "start",
            "end",
            "statement",
            "kind",
            "source",
            "attribution",
            "via",
            "value",
            "qualifier",
            "unit",
            "status",
            "verdict",
            "verdict_at",
            "evidence",
            "history",
            "version",
            "created_at",
            "updated_at",
            "assignee",
            "summary_draft",
            "proposed",
            "confidence",
        ]
        read_only_fields = fields
        list_serializer_class = RowListSerializer  # lists: the same JSON, per-page work done once


class ClaimCreateSerializer(InputModelSerializer):
    """A new claim: its article, exact span and quote, and what it says.

    The status is not written here: a new claim starts unverified and moves
    only through the transition endpoint.
    """

    # Only a correction detaches a claim (empties its span): a client gives both.
    start = serializers.IntegerField(
        min_value=0, max_value=2_147_483_647, help_text="Offset of the quote’s first character in the body."
    )
    end = serializers.IntegerField(
        min_value=0, max_value=2_147_483_647, help_text="Offset just past the quote’s last character."
    )

    class Meta:
        model = Claim
        fields = [
            "article",
            "start",
            "end",
            "quote",
            "statement",
            "kind",
            "source",
            "attribution",
            "via",
            "value",
            "qualifier",
            "unit",
            "summary_draft",
        ]
        extra_kwargs = {
            "summary_draft": {"help_text": "Internal until a verdict publishes it."},
            # The exact words, spaces at either end included: body[start:end].
            "quote": {"trim_whitespace": False},
        }


class ClaimUpdateSerializer(ClaimCreateSerializer):
    """Changes to a claim's content, based on the `version` the client read."""

    version = serializers.IntegerField(
        min_value=1,
        help_text="The version of the claim the change is based on; a stale version is answered 409.",
    )

    # Documented as required for PATCH too: a change without it could overwrite
    # someone else's.
    required_even_when_partial = ("version",)

    class Meta(ClaimCreateSerializer.Meta):
        fields = [*ClaimCreateSerializer.Meta.fields, "version"]

    def validate(self, attrs):
        if "version" not in attrs:
            raise serializers.ValidationError({"version": [_("Give the version of the claim you read.")]})
        return super().validate(attrs)


class TransitionSerializer(InputSerializerMixin, serializers.Serializer):
    """A move in the verification workflow."""

    to = serializers.ChoiceField(choices=Status.choices, help_text="The status to move the claim to.")
    note = serializers.CharField(required=False, allow_blank=True, default="", help_text="Why (internal).")
    summary = serializers.CharField(
        required=False,
        allow_blank=True,
        help_text="The verdict explanation readers will see; defaults to the claim's draft summary.",
    )
    version = serializers.IntegerField(
        min_value=1, help_text="The version of the claim the move is based on; a stale version is answered 409."
    )


class CarryOverSerializer(InputSerializerMixin, serializers.Serializer):
    """Carrying an earlier check's verdict over to a claim linked as its repeat."""

    earlier = serializers.IntegerField(
        min_value=1, help_text="The id of the earlier, checked claim this one is linked to as a repeat."
    )
    note = serializers.CharField(required=False, allow_blank=True, default="", help_text="Why (internal).")
    version = serializers.IntegerField(
        min_value=1, help_text="The version of the claim the move is based on; a stale version is answered 409."
    )


class AssignSerializer(InputSerializerMixin, serializers.Serializer):
    """Who a claim is assigned to."""

    assignee = serializers.SlugRelatedField(
        slug_field="username",
        queryset=get_user_model().objects.all(),
        allow_null=True,
        help_text="The username of an active staff member; null to unassign.",
    )
    version = serializers.IntegerField(
        min_value=1, help_text="The version of the claim the change is based on; a stale version is answered 409."
    )


class ArticleSerializer(serializers.ModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name="article-detail", lookup_field="slug")
    page = PublicPageField(help_text="The article's page on the public site.")
    publisher = SourceRefSerializer(read_only=True, allow_null=True)
    article_url = OptionalURLField(source="url", help_text="Where it was published; null when not known.")
    claim_count = serializers.IntegerField(read_only=True, help_text="Claims visible to this client.")

    class Meta:
        model = Article
        fields = [
            "id",
            "url",
            "page",
            "slug",
            "headline",
            "publisher",
            "published_on",
            "byline",
            "language",
            "article_url",
            "state",
            "withdrawn_note",
            "claim_count",
            "created_at",
            "updated_at",
        ]
        read_only_fields = fields


class ArticleDetailSerializer(ArticleSerializer):
    """An article with its body and every claim in it this client may see."""

    claims = ClaimSerializer(many=True, read_only=True, source="visible_claims")

    class Meta(ArticleSerializer.Meta):
        fields = [*ArticleSerializer.Meta.fields, "body", "claims"]
        read_only_fields = fields
