"""The claim admin: list filters, inlines, the change form, workflow moves and bulk actions.

Every change of status goes through `claims.workflow`: the claim form has no
status field, the change page offers only the moves the user's role allows,
and bulk actions call the same functions one claim at a time. Claim saves go
through `claim_save`, which refuses a save based on a stale version.
"""

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Exists, OuterRef
from django.http import HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import format_html
from django.utils.translation import gettext, gettext_lazy, ngettext

from claims.admin.comments import MentionsFilter, comment_add_view, comments_context
from claims.admin.matches import earlier_checks, tracked_figure
from claims.admin.figures import (
    DisagreesFilter,
    has_track_figure_permission,
    start_tracked_figures,
    suggest_tracked_figures,
)
from claims.admin.display import claim_list_column, quote_in_context, staff_users, status_badge
from claims.admin.history import ChangeHistoryAdmin
from claims.admin.forms import AssignForm, BulkTransitionForm, ClaimAdminForm, TransitionForm
from claims.models import VERDICTS, Article, Claim, Evidence, ReviewEntry, Status
from claims.selectors import claims_search
from claims.workflow import (
    SET_VERDICT_PERMISSION,
    TAKE_INTO_REVIEW_PERMISSION,
    StaleClaim,
    claim_save,
    claim_moves,
    claim_transition,
    claims_assign,
    claims_confirm,
    can_make,
    evidence_add,
    evidence_frozen,
    move_for,
    move_paths_for,
    transitions_for,
)
from newsroom.admin_widgets import CheckedAutocomplete
from newsroom.admin_saves import SaveErrorsAsFormErrors
from newsroom.pagination import BoundedCountPaginator
from sources.models import Source


class AssigneeFilter(admin.SimpleListFilter):
    title = gettext_lazy("assignee")
    parameter_name = "assignee"

    def lookups(self, request, model_admin):
        return [("me", gettext("Assigned to me")), ("none", gettext("Unassigned"))] + [
            (str(user.pk), user.get_username()) for user in staff_users()
        ]

    def queryset(self, request, queryset):
        value = self.value()
        if value == "me":
            return queryset.filter(assignee=request.user)
        if value == "none":
            return queryset.filter(assignee__isnull=True)
        if value and value.isdigit():
            return queryset.filter(assignee_id=int(value))
        return queryset


class BoundedRelatedFilter(admin.SimpleListFilter):
    """A filter by article or source that lists a few recent choices (and the
    one selected), not all twenty thousand articles; any other is reached by
    the link on its own admin page (?article__id__exact=ID)."""

    shown = 15
    field = ""

    def choices_queryset(self):
        raise NotImplementedError

    def lookups(self, request, model_admin):
        choices = list(self.choices_queryset()[: self.shown])
        value = self.value()
        if value and value.isdigit() and all(str(obj.pk) != value for obj in choices):
            choices += list(self.choices_queryset().filter(pk=int(value)))
        return [(str(obj.pk), str(obj)) for obj in choices]

    def queryset(self, request, queryset):
        value = self.value()
        if value and value.isdigit():
            return queryset.filter(**{f"{self.field}_id": int(value)})
        return queryset


class RecentArticleFilter(BoundedRelatedFilter):
    title = gettext_lazy("article (latest)")
    parameter_name = "article__id__exact"
    field = "article"

    def choices_queryset(self):
        return Article.objects.only("id", "headline").order_by("-published_on", "-id")


class RecentSourceFilter(BoundedRelatedFilter):
    title = gettext_lazy("source (latest added)")
    parameter_name = "source__id__exact"
    field = "source"

    def choices_queryset(self):
        return Source.objects.only("id", "name").order_by("-created_at", "-id")


class HasEvidenceFilter(admin.SimpleListFilter):
    title = gettext_lazy("evidence")
    parameter_name = "has_evidence"

    def lookups(self, request, model_admin):
        return [("yes", gettext("Has evidence")), ("no", gettext("No evidence yet"))]

    def queryset(self, request, queryset):
        has_evidence = Exists(Evidence.objects.filter(claim=OuterRef("pk")))
        if self.value() == "yes":
            return queryset.filter(has_evidence)
        if self.value() == "no":
            return queryset.filter(~has_evidence)
        return queryset


EVIDENCE_FORM_FIELDS = ["title", "stance", "url", "reference", "summary", "source"]


class EvidenceInline(CheckedAutocomplete, admin.StackedInline):
    model = Evidence
    extra = 0
    fields = [("title", "stance"), ("url", "reference"), "summary", "source", "added_by", "created_at"]
    readonly_fields = ["added_by", "created_at"]
    autocomplete_fields = ["source"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("added_by", "source")

    def has_change_permission(self, request, obj=None):
        return not (obj is not None and evidence_frozen(claim=obj)) and super().has_change_permission(request, obj)

    def has_delete_permission(self, request, obj=None):
        return not (obj is not None and evidence_frozen(claim=obj)) and super().has_delete_permission(request, obj)


class ReviewHistoryInline(admin.TabularInline):
    """The claim's review history, newest first. Nobody may edit it here."""

    model = ReviewEntry
    fk_name = "claim"
    verbose_name = gettext_lazy("review history entry")
    verbose_name_plural = gettext_lazy("review history (newest first)")
    fields = ["created_at", "actor", "from_status", "to_status", "note", "summary", "carried_from"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("actor", "carried_from")

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


# Whole sentences, so that each language agrees the verdict with "claims" its own way.
VERDICT_ACTION_NAMES = {
    Status.VERIFIED: gettext_lazy("Rate selected claims verified…"),
    Status.MISLEADING: gettext_lazy("Rate selected claims misleading…"),
    Status.FALSE: gettext_lazy("Rate selected claims false…"),
    Status.UNVERIFIABLE: gettext_lazy("Rate selected claims unverifiable…"),
}

# Fieldsets named again in get_fieldsets (by identity: a translated name is no key).
VERIFICATION = gettext_lazy("Verification")
REPEATED_CLAIMS = gettext_lazy("Repeated claims")


def _verdict_action(verdict: str):
    """A bulk action rating the selected claims `verdict`, via the summary-and-note page."""

    def rate(model_admin, request, queryset):
        return model_admin._bulk_transition(request, queryset, verdict, f"rate_{verdict}")

    rate.__name__ = f"rate_{verdict}"
    return admin.action(description=VERDICT_ACTION_NAMES[verdict], permissions=["set_verdict"])(rate)


@admin.register(Claim)
class ClaimAdmin(CheckedAutocomplete, ChangeHistoryAdmin, SaveErrorsAsFormErrors, admin.ModelAdmin):
    history_children = (Evidence,)  # the History page: the claim's changes and its evidence's
    form = ClaimAdminForm
    # Fits a 1366-pixel screen (tests/browser/test_claim_desk.py): long texts cut,
    # with the whole of them on hover; status, assignee and date always in view.
    list_display = ["statement_cut", "article_cut", "source_cut", "status_display", "assignee", "updated_on"]
    list_display_links = ["statement_cut"]
    list_filter = ["status", "kind", RecentSourceFilter, RecentArticleFilter, AssigneeFilter, HasEvidenceFilter, "proposed", DisagreesFilter, MentionsFilter]
    # A million claims: no full count beside the page's, no date hierarchy
    # reading every claim's date; the paginator counts up to 10,000.
    show_full_result_count = False
    paginator = BoundedCountPaginator
    list_select_related = ["article", "source", "assignee"]
    list_per_page = 50
    search_fields = ["statement", "quote", "source__name", "source__aliases__name"]
    # Searched, not a dropdown of every article (tens of thousands, bodies and all).
    autocomplete_fields = ["article", "source", "via"]
    inlines = [EvidenceInline, ReviewHistoryInline]
    readonly_fields = [
        "status_display",
        "quote_in_context",
        "verdict_summary",
        "verdict_at",
        "version",
        "proposed",
        "confidence",
        "created_at",
        "updated_at",
        "tracked_figure",
        "earlier_checks",
    ]
    fieldsets = [
        (VERIFICATION, {"fields": ["status_display", "assignee", "summary_draft", "verdict_summary", "verdict_at"]}),
        (gettext_lazy("The claim"), {"fields": ["article", "quote_in_context", ("start", "end"), "quote", "statement", "kind"]}),
        (gettext_lazy("Source"), {"fields": ["source", "attribution", "via"]}),
        (gettext_lazy("Figure"), {"fields": [("value", "qualifier"), "unit", "tracked_figure"], "description": gettext_lazy("For statistics: the normalised quantity.")}),
        (REPEATED_CLAIMS, {"fields": ["earlier_checks"], "classes": ["collapse"]}),
        (gettext_lazy("Record"), {"fields": ["proposed", "confidence", "version", "created_at", "updated_at", "expected_version"], "classes": ["collapse"]}),
    ]
    actions = ["confirm_proposals", "assign_claims", "take_into_review", "rate_verified", "rate_misleading", "rate_false", "rate_unverifiable", "reopen", start_tracked_figures, suggest_tracked_figures]
    has_track_figure_permission = has_track_figure_permission
    tracked_figure = tracked_figure
    earlier_checks = earlier_checks

    class Media:
        css = {"all": ["admin/claims/claims_admin.css"]}

    # Permissions named by the actions' `permissions=`; the workflow holds the rules.
    def has_take_into_review_permission(self, request):
        return request.user.has_perm(TAKE_INTO_REVIEW_PERMISSION)

    def has_set_verdict_permission(self, request):
        return request.user.has_perm(SET_VERDICT_PERMISSION)

    def get_fieldsets(self, request, obj=None):
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None:  # adding: no status, history or actions yet
            return [fs for fs in fieldsets if fs[0] is not VERIFICATION and fs[0] is not REPEATED_CLAIMS]
        if move_paths_for(claim=obj, user=request.user):
            # The one-screen verdict: the move is chosen beside the status.
            name, options = fieldsets[0]
            fields = [options["fields"][0], "workflow_move", "workflow_note", *options["fields"][1:]]
            fieldsets = [(name, {**options, "fields": fields}), *fieldsets[1:]]
        return fieldsets

    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change, **kwargs)
        form.move_paths = move_paths_for(claim=obj, user=request.user) if obj is not None else []
        return form

    @admin.display(description=gettext_lazy("status"), ordering="status")
    def status_display(self, claim):
        return status_badge(claim.status, claim.get_status_display())

    statement_cut = claim_list_column(gettext_lazy("statement"), "statement", 110)
    article_cut = claim_list_column(gettext_lazy("article"), "article__headline", 40)
    source_cut = claim_list_column(gettext_lazy("source"), "source__name", 28)

    @admin.display(description=gettext_lazy("updated"), ordering="updated_at")
    def updated_on(self, claim):
        moment = timezone.localtime(claim.updated_at)
        return format_html(
            '<time datetime="{}" title="{}">{}</time>',
            moment.isoformat(),
            date_format(moment, "DATETIME_FORMAT"),
            date_format(moment, "SHORT_DATE_FORMAT"),
        )

    @admin.display(description=gettext_lazy("quote in its paragraph"))
    def quote_in_context(self, claim):
        if not claim.pk:
            return "-"
        return quote_in_context(claim)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        claim = self.get_object(request, object_id)
        extra_context = {
            **(extra_context or {}),
            "workflow_moves": [
                (move, reverse("admin:claims_claim_transition", args=[claim.pk, move.to_status]))
                for move in transitions_for(claim=claim, user=request.user)
            ]
            if claim
            else [],
            **comments_context(request=request, claim=claim),
        }
        return super().change_view(request, object_id, form_url, extra_context)

    def get_search_results(self, request, queryset, search_term):
        # The same search as the public site and the API: accents and case ignored.
        return claims_search(queryset=queryset, text=search_term, user=request.user), False

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "assignee":
            kwargs["queryset"] = staff_users()
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def save_model(self, request, obj, form, change):
        claim_save(claim=obj, by=request.user, expected_version=form.cleaned_data.get("expected_version"))

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        moves = form.cleaned_data.get("workflow_move")
        if not moves:
            return
        claim = form.instance
        try:
            claim_moves(
                claim=claim,
                path=moves,
                by=request.user,
                note=form.cleaned_data.get("workflow_note") or "",
                summary=claim.summary_draft,
                expected_version=claim.version,
            )
        except ValidationError as error:
            # The verdict's summary is the form's draft summary; SaveErrorsAsFormErrors
            # rolls everything back and shows the form again with the error.
            if hasattr(error, "error_dict"):
                renamed = {"summary": "summary_draft"}
                raise ValidationError(
                    {renamed.get(field, field): errors for field, errors in error.error_dict.items()}
                ) from error
            raise
        self.message_user(
            request,
            gettext("%(status)s: done. The change is in the review history.") % {"status": claim.get_status_display()},
            messages.SUCCESS,
        )

    def save_formset(self, request, form, formset, change):
        if formset.model is not Evidence:
            return super().save_formset(request, form, formset, change)
        formset.save(commit=False)  # validates and sorts into new/changed/deleted
        for evidence in formset.deleted_objects:
            evidence.delete()
        for evidence, _ in formset.changed_objects:
            evidence.save()
        # New evidence goes through the workflow module, which records who added it.
        formset.new_objects = [
            evidence_add(
                claim=form.instance,
                by=request.user,
                **{name: getattr(evidence, name) for name in EVIDENCE_FORM_FIELDS},
            )
            for evidence in formset.new_objects
        ]

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except StaleClaim as error:
            # Someone saved between this form's validation and its save.
            self.message_user(request, str(error), messages.ERROR)
            return HttpResponseRedirect(request.path)

    # --- One claim: an explicit workflow move, with its note ---------------

    def get_urls(self):
        return [
            path(
                "<int:claim_id>/transition/<str:to_status>/",
                self.admin_site.admin_view(self.transition_view),
                name="claims_claim_transition",
            ),
            path(
                "<int:claim_id>/comments/",
                self.admin_site.admin_view(lambda request, claim_id: comment_add_view(self, request, claim_id)),
                name="claims_claim_comment",
            ),
            *super().get_urls(),
        ]

    @staticmethod
    def _move(request, claim, to_status, form, *, expected_version):
        """Make a workflow move with the note (and summary) a TransitionForm gathered."""
        claim_transition(
            claim=claim,
            to=to_status,
            by=request.user,
            note=form.cleaned_data["note"],
            summary=form.cleaned_data.get("summary"),
            expected_version=expected_version,
        )

    def transition_view(self, request, claim_id, to_status):
        claim = get_object_or_404(Claim.objects.select_related("article", "source"), pk=claim_id)
        move = move_for(from_status=claim.status, to_status=to_status)
        if move is None or not can_make(user=request.user, move=move):
            raise PermissionDenied
        change_url = reverse("admin:claims_claim_change", args=[claim.pk])
        if request.method == "POST":
            form = TransitionForm(request.POST, to_status=to_status, note_required=move.note_required)
            if form.is_valid():
                try:
                    self._move(request, claim, to_status, form, expected_version=form.cleaned_data["version"])
                except StaleClaim as error:
                    self.message_user(request, str(error), messages.ERROR)
                    return HttpResponseRedirect(change_url)
                except ValidationError as error:
                    for field, errors in error.message_dict.items():
                        form.add_error(field if field in form.fields else None, errors)
                else:
                    self.message_user(
                        request,
                        gettext("%(move)s: done. The change is in the review history.") % {"move": move.label},
                        messages.SUCCESS,
                    )
                    return HttpResponseRedirect(change_url)
        else:
            form = TransitionForm(
                initial={"version": claim.version, "summary": claim.summary_draft},
                to_status=to_status,
                note_required=move.note_required,
            )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": f"{move.label}: {claim.statement[:80]}",
            "claim": claim,
            "move": move,
            "form": form,
            "quote_in_context": quote_in_context(claim),
            "change_url": change_url,
        }
        return TemplateResponse(request, "admin/claims/claim/transition.html", context)

    # --- Bulk actions on the list -------------------------------------------

    @admin.action(description=gettext_lazy("Confirm selected machine proposals (publish them)"), permissions=["change"])
    def confirm_proposals(self, request, queryset):
        count = claims_confirm(claims=queryset, by=request.user)
        message = ngettext("%(count)s proposed claim confirmed.", "%(count)s proposed claims confirmed.", count)
        self.message_user(request, message % {"count": count}, messages.SUCCESS)

    @admin.action(description=gettext_lazy("Assign selected claims to…"), permissions=["change"])
    def assign_claims(self, request, queryset):
        if "apply" in request.POST:
            form = AssignForm(request.POST)
            if form.is_valid():
                count = claims_assign(
                    claims=queryset,
                    assignee=form.cleaned_data["assignee"],
                    by=request.user,
                    expected_versions=form.cleaned_data["versions"],
                )
                assignee = form.cleaned_data["assignee"]
                if assignee:
                    message = ngettext(
                        "%(count)s claim assigned to %(who)s.", "%(count)s claims assigned to %(who)s.", count
                    ) % {"count": count, "who": assignee}
                else:
                    message = ngettext("%(count)s claim unassigned.", "%(count)s claims unassigned.", count) % {
                        "count": count
                    }
                self.message_user(request, message, messages.SUCCESS)
                skipped = len(queryset) - count
                if skipped:
                    message = ngettext(
                        "%(count)s skipped: changed by someone else since you chose it. Reload the list and try again.",
                        "%(count)s skipped: changed by someone else since you chose them. Reload the list and try again.",
                        skipped,
                    )
                    self.message_user(request, message % {"count": skipped}, messages.WARNING)
                return None
        else:
            form = AssignForm(claims=queryset)
        return self._intermediate_page(request, queryset, form, "assign_claims", gettext("Assign claims"))

    @admin.action(description=gettext_lazy("Take selected claims into review"), permissions=["take_into_review"])
    def take_into_review(self, request, queryset):
        return self._bulk_transition(request, queryset, Status.IN_REVIEW, "take_into_review")

    rate_verified = _verdict_action(Status.VERIFIED)
    rate_misleading = _verdict_action(Status.MISLEADING)
    rate_false = _verdict_action(Status.FALSE)
    rate_unverifiable = _verdict_action(Status.UNVERIFIABLE)

    @admin.action(description=gettext_lazy("Reopen selected verdicts…"), permissions=["set_verdict"])
    def reopen(self, request, queryset):
        return self._bulk_transition(request, queryset, Status.IN_REVIEW, "reopen", reopen=True)

    def _bulk_transition(self, request, queryset, to_status, action, reopen=False):
        from_status = Status.VERIFIED if reopen else (Status.IN_REVIEW if to_status in VERDICTS else Status.UNVERIFIED)
        note_required = move_for(from_status=from_status, to_status=to_status).note_required
        if "apply" in request.POST:
            form = BulkTransitionForm(request.POST, to_status=to_status, note_required=note_required)
            if form.is_valid():
                done, skipped = 0, []
                versions = form.cleaned_data["versions"]
                for claim in queryset.select_related(None):
                    if reopen != (claim.status in VERDICTS):
                        skipped.append(
                            gettext("#%(id)s: it is “%(status)s”")
                            % {"id": claim.pk, "status": claim.get_status_display().lower()}
                        )
                        continue
                    try:
                        if claim.pk not in versions:
                            raise StaleClaim(claim.pk, None, claim.version)
                        self._move(request, claim, to_status, form, expected_version=versions[claim.pk])
                        done += 1
                    except (ValidationError, PermissionDenied, StaleClaim) as error:
                        reason = "; ".join(error.messages) if isinstance(error, ValidationError) else str(error)
                        skipped.append(f"#{claim.pk}: {reason}")
                status_name = Status(to_status).label.lower()
                if done:
                    message = ngettext(
                        "%(count)s claim moved to “%(status)s”.", "%(count)s claims moved to “%(status)s”.", done
                    )
                    self.message_user(request, message % {"count": done, "status": status_name}, messages.SUCCESS)
                if skipped:
                    message = ngettext("%(count)s skipped: %(reasons)s", "%(count)s skipped: %(reasons)s", len(skipped))
                    reasons = " | ".join(skipped)
                    self.message_user(request, message % {"count": len(skipped), "reasons": reasons}, messages.WARNING)
                return None
        else:
            form = BulkTransitionForm(to_status=to_status, claims=queryset, note_required=note_required)
        count = queryset.count()
        title = ngettext("%(status)s: %(count)s claim", "%(status)s: %(count)s claims", count) % {
            "status": Status(to_status).label,
            "count": count,
        }
        return self._intermediate_page(request, queryset, form, action, title)

    def _intermediate_page(self, request, queryset, form, action, title):
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": title,
            "claims": queryset.select_related("article", "source"),
            "form": form,
            "action": action,
            "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
        }
        return TemplateResponse(request, "admin/claims/claim/bulk_action.html", context)
