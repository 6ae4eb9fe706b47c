"""The admin's own forms: the claim change form, the workflow-move and assign forms, article import."""

from django import forms
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError

from claims.admin.display import staff_users
from claims.importing import MAX_ARTICLE_CHARACTERS
from claims.models import VERDICTS, Claim
from claims.workflow import StaleClaim
from newsroom.admin_saves import DatabaseDecidesUniqueForm


MISSING_VERSION = (
    "This form was sent without the version of the claim it was based on, so it could "
    "overwrite someone else's change. Reload the claim and try again."
)


class ClaimAdminForm(DatabaseDecidesUniqueForm):
    expected_version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    class Meta:
        model = Claim
        fields = "__all__"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["expected_version"].initial = self.instance.version

    def clean(self):
        cleaned = super().clean()
        if self.instance.pk:
            expected = cleaned.get("expected_version")
            if expected is None:
                raise ValidationError(MISSING_VERSION, code="version_missing")
            current = Claim.objects.filter(pk=self.instance.pk).values_list("version", flat=True).first()
            if expected != current:
                raise ValidationError(str(StaleClaim(self.instance.pk, expected, current)), code="stale")
        return cleaned


class TransitionForm(forms.Form):
    note = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Why: what you checked or what changed. Kept in the review history.",
    )
    summary = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 4}),
        required=False,
        label="Verdict summary",
        help_text="The explanation readers will see with the verdict.",
    )
    # The version the move is based on. Required for one claim's move (its page
    # posts it); a bulk action's page has none and each claim is moved from the
    # version read when the action is applied (`versioned=False`).
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, to_status: str, versioned: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.versioned = versioned
        if to_status in VERDICTS:
            self.fields["summary"].required = True
        else:
            del self.fields["summary"]
        if not versioned:
            del self.fields["version"]

    def clean(self):
        cleaned = super().clean()
        if self.versioned and cleaned.get("version") is None and not self.has_error("version"):
            # A hidden field's error would not show: tell the user at the top.
            raise ValidationError(MISSING_VERSION, code="version_missing")
        return cleaned


class ClaimVersionsForm(forms.Form):
    """For a bulk action: the version of each listed claim the user confirmed,
    so a claim changed since its page was shown is skipped, not overwritten."""

    versions = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, claims=None, **kwargs):
        super().__init__(*args, **kwargs)
        if claims is not None and not self.is_bound:
            self.initial["versions"] = " ".join(f"{claim.pk}:{claim.version}" for claim in claims)

    def clean_versions(self) -> dict[int, int]:
        try:
            pairs = [item.split(":") for item in self.cleaned_data["versions"].split()]
            return {int(pk): int(version) for pk, version in pairs}
        except ValueError:
            return {}

    def clean(self):
        cleaned = super().clean()
        if not cleaned.get("versions"):
            raise ValidationError(MISSING_VERSION, code="version_missing")
        return cleaned


class BulkTransitionForm(ClaimVersionsForm, TransitionForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, versioned=False, **kwargs)


class AssignForm(ClaimVersionsForm):
    assignee = forms.ModelChoiceField(
        queryset=get_user_model().objects.none(), required=False, empty_label="Nobody (unassign)"
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["assignee"].queryset = staff_users()


class ArticleImportForm(forms.Form):
    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 20, "cols": 100}),
        strip=False,
        help_text=f"Paste the article as published (plain text or HTML, at most {MAX_ARTICLE_CHARACTERS:,} characters).",
    )
    headline = forms.CharField(max_length=300, required=False, help_text="Leave empty to use the first line.")
    publisher = forms.CharField(max_length=200, required=False, help_text="The media outlet’s name, if known.")
    url = forms.URLField(max_length=500, required=False, label="URL")
    published_on = forms.DateField(required=False, help_text="YYYY-MM-DD, if known.")
    language = forms.CharField(max_length=16, initial="en")
