"""How the REST API shows and accepts sources.

Internal notes and `proposed` are shown only to staff (see `claims.serializers.sees_internal`);
a source's detail adds a tally of its visible claims by status.
"""

from rest_framework import serializers

from claims.models import Status
from claims.serializers import (
    InputModelSerializer,
    OptionalURLField,
    PublicPageField,
    SourceRefSerializer,
    StaffFieldsMixin,
)
from sources.models import Source


class StatusCountSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=Status.choices)
    label = serializers.CharField()
    count = serializers.IntegerField()
    percent = serializers.FloatField(help_text="Share of the source's claims, 0 to 100.")


class SourceSerializer(StaffFieldsMixin, serializers.ModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name="source-detail", lookup_field="slug")
    page = PublicPageField(help_text="The source's page on the public site.")
    affiliation = SourceRefSerializer(read_only=True, allow_null=True)
    aliases = serializers.SlugRelatedField(slug_field="name", many=True, read_only=True)
    homepage = OptionalURLField(help_text="Null when not known.")

    staff_only_fields = ("notes", "proposed")

    class Meta:
        model = Source
        fields = [
            "id",
            "url",
            "page",
            "name",
            "slug",
            "kind",
            "description",
            "affiliation",
            "country",
            "homepage",
            "aliases",
            "created_at",
            "updated_at",
            "notes",
            "proposed",
        ]
        read_only_fields = fields


class SourceDetailSerializer(SourceSerializer):
    """A source with a tally of the claims attributed to it, by status."""

    claim_tally = StatusCountSerializer(many=True, read_only=True)

    class Meta(SourceSerializer.Meta):
        fields = [*SourceSerializer.Meta.fields, "claim_tally"]
        read_only_fields = fields


class SourceWriteSerializer(InputModelSerializer):
    """A new or changed source (fact-checkers and editors)."""

    affiliation = serializers.PrimaryKeyRelatedField(
        queryset=Source.objects.all(), required=False, allow_null=True
    )

    class Meta:
        model = Source
        fields = ["name", "slug", "kind", "description", "affiliation", "country", "homepage", "notes"]
