"""The admin's own forms: the claim change form, the workflow-move and assign forms, article import."""

from django import forms
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError

from claims.admin.display import staff_users
from claims.importing import MAX_ARTICLE_CHARACTERS
from claims.models import VERDICTS, Claim
from claims.workflow import StaleClaim


class ClaimAdminForm(forms.ModelForm):
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
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, to_status: str, **kwargs):
        super().__init__(*args, **kwargs)
        if to_status in VERDICTS:
            self.fields["summary"].required = True
        else:
            del self.fields["summary"]


class AssignForm(forms.Form):
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
