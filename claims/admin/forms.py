"""The admin's own forms: the claim change form, the workflow-move and assign forms, article import."""

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.utils.formats import number_format
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext, gettext_lazy as _

from claims.admin.display import staff_users
from claims.fetching import FetchError, url_check
from claims.importing import MAX_ARTICLE_BYTES, MAX_ARTICLE_CHARACTERS, article_text, article_text_decode
from claims.models import VERDICTS, Article, Claim
from claims.tasks import ImportDocument, error_message
from claims.workflow import StaleClaim
from newsroom.admin_saves import DatabaseDecidesUniqueForm

# Files one upload may import (each becomes one article).
MAX_IMPORT_FILES = 20

# A number in the reader's language ("100,000", "100.000"), when the help text is shown.
lazy_intcomma = lazy(lambda number: number_format(number, force_grouping=True), str)


MISSING_VERSION = _(
    "This form was sent without the version of the claim it was based on, so it could "
    "overwrite someone else's change. Reload the claim and try again."
)


def move_path_value(path) -> str:
    """A path of workflow moves as one choice value: the statuses, comma-separated."""
    return ",".join(move.to_status for move in path)


class ClaimAdminForm(DatabaseDecidesUniqueForm):
    expected_version = forms.IntegerField(widget=forms.HiddenInput, required=False)
    # The one-screen verdict: a workflow move made when the form is saved, after
    # the claim and its new evidence (ClaimAdmin.save_related). The admin sets
    # `move_paths` (claims.workflow.move_paths_for) on the form class per request.
    workflow_move = forms.ChoiceField(
        required=False,
        label=_("Move it on"),
        help_text=_(
            "Made when you save, after the evidence below is stored. A verdict publishes the verdict "
            "summary; every move is kept in the review history."
        ),
    )
    workflow_note = forms.CharField(
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
        label=_("Note for the review history"),
        help_text=_("Why: what you checked or what changed. Optional, except to reopen a verdict."),
    )
    move_paths: list = []

    class Meta:
        model = Claim
        fields = "__all__"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "quote" in self.fields:
            self.fields["quote"].strip = False  # the exact words, spaces at either end included
        if self.instance.pk:
            self.fields["expected_version"].initial = self.instance.version
        self.fields["workflow_move"].choices = [("", _("No change of status"))] + [
            (move_path_value(path), " → ".join(str(move.label) for move in path)) for path in self.move_paths
        ]

    def clean_workflow_move(self) -> list[str]:
        value = self.cleaned_data.get("workflow_move")
        return value.split(",") if value else []

    def clean(self):
        cleaned = super().clean()
        path = next(
            (path for path in self.move_paths if [move.to_status for move in path] == cleaned.get("workflow_move")),
            (),
        )
        if any(move.note_required for move in path) and not (cleaned.get("workflow_note") or "").strip():
            self.add_error("workflow_note", _("Say why: a note is needed to reopen a verdict."))
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
        label=_("Note"),
        help_text=_("Why: what you checked or what changed. Kept in the review history."),
    )
    summary = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 4}),
        required=False,
        label=_("Verdict summary"),
        help_text=_("The explanation readers will see with the verdict."),
    )
    # The version the move is based on. Required for one claim's move (its page
    # posts it); a bulk action's page has none and each claim is moved from the
    # version read when the action is applied (`versioned=False`).
    version = forms.IntegerField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, to_status: str, versioned: bool = True, note_required: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        self.versioned = versioned
        # Whether the move needs a note is the workflow's rule (`Move.note_required`).
        self.fields["note"].required = note_required
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
        queryset=get_user_model().objects.none(), required=False, label=_("Assignee"), empty_label=_("Nobody (unassign)")
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["assignee"].queryset = staff_users()


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """Any number of uploaded files, as a list."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput())
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        if not data:
            return []
        uploads = data if isinstance(data, list | tuple) else [data]
        return [super(MultipleFileField, self).clean(upload, initial) for upload in uploads]


class ArticleImportForm(forms.Form):
    """Pasted text, uploaded files or a URL to fetch, each to be imported as one article
    by a background task.

    What can be checked at once, without the network (empty or oversized text, bytes
    that are not UTF-8, a URL already stored, a URL that may not be fetched by its
    form or its IP address: `claims.fetching.url_check`) is a form error here; the
    download and the import run in a worker.
    """

    text = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 20, "cols": 100}),
        strip=False,
        required=False,
        label=_("Text"),
        help_text=format_lazy(
            _("Paste the article as published (plain text or HTML, at most {characters} characters)."),
            characters=lazy_intcomma(MAX_ARTICLE_CHARACTERS),
        ),
    )
    files = MultipleFileField(
        required=False,
        label=_("Or upload files"),
        help_text=format_lazy(
            _("UTF-8 text or HTML files, one article each, at most {count} at a time."), count=MAX_IMPORT_FILES
        ),
    )
    headline = forms.CharField(
        max_length=300, required=False, label=_("Headline"), help_text=_("Leave empty to use the first line.")
    )
    publisher = forms.CharField(
        max_length=200, required=False, label=_("Publisher"), help_text=_("The media outlet’s name, if known.")
    )
    url = forms.URLField(max_length=500, required=False, label="URL")
    fetch = forms.BooleanField(
        required=False,
        label=_("Fetch the article from this URL"),
        help_text=_("Instead of pasting: a background task downloads the page and keeps only its story."),
    )
    published_on = forms.DateField(required=False, label=_("Published on"), help_text=_("YYYY-MM-DD, if known."))
    language = forms.CharField(max_length=16, initial="en", label=_("Language"))

    def clean(self):
        cleaned = super().clean()
        self.texts, self.fetch_url = [], ""
        if cleaned.get("fetch"):
            self._fetch_check(cleaned)
            return cleaned
        texts = []
        if (cleaned.get("text") or "").strip() or not cleaned.get("files"):
            texts.append(("pasted text", cleaned.get("text") or ""))
        uploads = cleaned.get("files") or []
        if len(uploads) > MAX_IMPORT_FILES:
            raise ValidationError(
                gettext("At most %(count)s files can be imported at a time.") % {"count": MAX_IMPORT_FILES}
            )
        for upload in uploads:
            try:
                texts.append((upload.name, article_text_decode(upload.read(MAX_ARTICLE_BYTES + 1), name=upload.name)))
            except ValidationError as error:
                self.add_error("files", error_message(error))
        if len(texts) > 1 and (cleaned.get("headline") or cleaned.get("url")):
            raise ValidationError(
                gettext("A headline and a URL describe one article: give them with a single text or file.")
            )
        for name, text in texts:
            try:
                article_text(text)
            except ValidationError as error:
                prefix = "" if name == "pasted text" else f"{name}: "
                self.add_error("files" if prefix else "text", prefix + error_message(error))
        self._url_not_stored(cleaned.get("url"))
        self.texts = texts
        return cleaned

    def _fetch_check(self, cleaned) -> None:
        """A URL the worker may fetch, as far as can be known without the network."""
        if (cleaned.get("text") or "").strip() or cleaned.get("files"):
            raise ValidationError(gettext("Fetch the article from its URL, or paste or upload it: not both."))
        if not cleaned.get("url"):
            if "url" not in self.errors:
                self.add_error("url", gettext("Give the URL of the article to fetch."))
            return
        try:
            self.fetch_url = url_check(url=cleaned["url"], allow_private=settings.ARTICLE_FETCH_ALLOW_PRIVATE)
        except FetchError as error:
            self.add_error("url", str(error))
            return
        self._url_not_stored(self.fetch_url)

    def _url_not_stored(self, url) -> None:
        if url and Article.objects.filter(url=url).exists():
            self.add_error("url", gettext("An article with the URL %(url)s is already stored.") % {"url": url})

    def documents(self) -> list[ImportDocument]:
        cleaned = self.cleaned_data
        published_on = cleaned.get("published_on")
        described = {
            "headline": cleaned.get("headline") or "",
            "publisher": cleaned.get("publisher") or "",
            "url": cleaned.get("url") or "",
            "published_on": published_on.isoformat() if published_on else "",
            "language": cleaned.get("language") or "en",
        }
        if self.fetch_url:
            return [ImportDocument(text="", name=self.fetch_url, fetch_url=self.fetch_url, **described)]
        return [ImportDocument(text=text, name=name, **described) for name, text in self.texts]
