"""Tracked figures in the admin: figures with their values, suggestions to accept or
reject, disagreements to explain, and the claim-list pieces (a filter, an action).

Every link, unlink, date change, acceptance and explanation calls
`claims.figure_links`, which checks the user's permission on the server and keeps
the disagreement flags in step; nothing here writes those models directly.
"""

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, Exists, OuterRef, Q
from django.urls import reverse
from django.utils.formats import number_format
from django.utils.html import format_html
from django.utils.translation import gettext, gettext_lazy, ngettext

from claims import figure_links
from claims.models import (
    Claim,
    FigureDisagreement,
    FigureSuggestion,
    FigureValue,
    SuggestionState,
    TrackedFigure,
)


def _claim_link(claim: Claim):
    url = reverse("admin:claims_claim_change", args=[claim.pk])
    return format_html('<a href="{}">{}</a>', url, claim.statement[:120])


def _value_text(claim: Claim) -> str:
    if claim.value is None:  # the claim's figure was removed after it was linked or suggested
        return gettext("no value")
    qualifier = f"{claim.get_qualifier_display()} " if claim.qualifier else ""
    return f"{qualifier}{number_format(claim.value.normalize(), force_grouping=True)} {claim.unit}"


def _errors(request, error: ValidationError | PermissionDenied) -> None:
    text = "; ".join(error.messages) if isinstance(error, ValidationError) else str(error)
    messages.error(request, text)


def _each(request, items, act, done) -> None:
    """Run `act` on each item; refusals become messages, the rest is counted:
    `done(count)` says what was done ("Linked 2 claims.")."""
    count = 0
    for item in items:
        try:
            act(item)
            count += 1
        except (ValidationError, PermissionDenied) as error:
            _errors(request, error)
    if count:
        messages.success(request, done(count))


class ClaimValueColumns:
    """The claim behind a row (a figure's value, a suggestion) and its value."""

    @admin.display(description=gettext_lazy("claim"))
    def claim_statement(self, row):
        return _claim_link(row.claim)

    @admin.display(description=gettext_lazy("value"))
    def value(self, row):
        return _value_text(row.claim)


class FigureValueInline(ClaimValueColumns, admin.TabularInline):
    model = FigureValue
    extra = 0
    can_delete = False
    fields = ["claim_statement", "value", "source", "refers_to", "disagrees"]
    readonly_fields = fields
    show_change_link = True

    def has_add_permission(self, request, obj=None):
        return False

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("claim", "claim__source")

    @admin.display(description=gettext_lazy("source"))
    def source(self, value):
        return value.claim.source or gettext("The article’s own reporting")

    @admin.display(description=gettext_lazy("disagrees"), boolean=True)
    def disagrees(self, value):
        return FigureDisagreement.objects.filter(Q(first=value) | Q(second=value), explained=False).exists()


@admin.register(TrackedFigure)
class TrackedFigureAdmin(admin.ModelAdmin):
    list_display = ["name", "unit", "value_count", "open_disagreements"]
    search_fields = ["name", "subject", "place", "description"]
    prepopulated_fields = {"slug": ["name"]}
    fields = ["name", "slug", "unit", "subject", "place", "description"]
    inlines = [FigureValueInline]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(
                value_total=Count("values", distinct=True),
                open_total=Count("disagreements", filter=Q(disagreements__explained=False), distinct=True),
            )
        )

    @admin.display(description=gettext_lazy("values"), ordering="value_total")
    def value_count(self, figure):
        return figure.value_total

    @admin.display(description=gettext_lazy("unexplained disagreements"), ordering="open_total")
    def open_disagreements(self, figure):
        return figure.open_total

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        if change and "unit" in form.changed_data:
            figure_links.disagreements_refresh(figure=obj)


@admin.register(FigureValue)
class FigureValueAdmin(ClaimValueColumns, admin.ModelAdmin):
    """One claim's value in a figure: only its date may change; deleting unlinks."""

    list_display = ["figure", "claim_statement", "value", "refers_to"]
    list_select_related = ["figure", "claim"]
    list_filter = [("figure", admin.RelatedOnlyFieldListFilter)]
    fields = ["figure", "claim_statement", "value", "refers_to"]
    readonly_fields = ["figure", "claim_statement", "value"]
    actions = ["unlink"]

    def has_add_permission(self, request):
        # Links are made from a claim (action or suggestion), where the unit is checked.
        return False

    def save_model(self, request, obj, form, change):
        figure_links.figure_value_date_set(value=obj, refers_to=obj.refers_to, by=request.user)

    def delete_model(self, request, obj):
        figure_links.figure_unlink(value=obj, by=request.user)

    def delete_queryset(self, request, queryset):
        for value in queryset:
            figure_links.figure_unlink(value=value, by=request.user)

    def get_actions(self, request, action_location=admin.ActionLocation.CHANGE_LIST):
        # Django 6.1 asks for the actions of a place (the list or a change form);
        # an override without `action_location` is deprecated.
        actions = super().get_actions(request, action_location=action_location)
        actions.pop("delete_selected", None)
        return actions

    @admin.action(description=gettext_lazy("Unlink the selected values from their figure"), permissions=["delete"])
    def unlink(self, request, queryset):
        self.delete_queryset(request, queryset)
        messages.success(request, gettext("Unlinked."))


@admin.register(FigureSuggestion)
class FigureSuggestionAdmin(ClaimValueColumns, admin.ModelAdmin):
    list_display = ["claim_statement", "value", "figure", "score", "state"]
    list_filter = ["state"]
    list_select_related = ["claim", "figure"]
    actions = ["accept", "reject"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        # Suggestions are answered with the actions, never edited.
        return False

    def get_queryset(self, request):
        return (
            super().get_queryset(request).filter(state=SuggestionState.PENDING)
            if not request.GET.get("state__exact")
            else super().get_queryset(request)
        )

    def has_answer_permission(self, request):
        return request.user.has_perm(figure_links.LINK_PERMISSION)

    @admin.action(description=gettext_lazy("Accept: link each claim to the suggested figure"), permissions=["answer"])
    def accept(self, request, queryset):
        _each(
            request,
            queryset.select_related("claim", "figure"),
            lambda suggestion: figure_links.suggestion_accept(suggestion=suggestion, by=request.user),
            lambda count: ngettext("Linked %(count)s claim.", "Linked %(count)s claims.", count) % {"count": count},
        )

    @admin.action(
        description=gettext_lazy("Reject: never suggest these figures for these claims again"), permissions=["answer"]
    )
    def reject(self, request, queryset):
        for suggestion in queryset:
            figure_links.suggestion_reject(suggestion=suggestion, by=request.user)
        messages.success(request, gettext("Rejected."))


@admin.register(FigureDisagreement)
class FigureDisagreementAdmin(admin.ModelAdmin):
    """Disagreements are found, not written: an editor may only explain one."""

    list_display = ["figure", "first_value", "second_value", "explained"]
    list_filter = ["explained", ("figure", admin.RelatedOnlyFieldListFilter)]
    list_select_related = ["figure", "first__claim", "second__claim"]
    fields = ["figure", "first_value", "second_value", "note", "explained_by", "explained_at"]
    readonly_fields = ["figure", "first_value", "second_value", "explained_by", "explained_at"]

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description=gettext_lazy("one value"))
    def first_value(self, flag):
        return format_html("{} — {}", _value_text(flag.first.claim), _claim_link(flag.first.claim))

    @admin.display(description=gettext_lazy("the other"))
    def second_value(self, flag):
        return format_html("{} — {}", _value_text(flag.second.claim), _claim_link(flag.second.claim))

    def save_model(self, request, obj, form, change):
        figure_links.disagreement_explain(flag=obj, by=request.user, note=obj.note)

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)

        class ExplainForm(form):
            def clean_note(self):
                note = self.cleaned_data.get("note", "").strip()
                if not note:
                    raise ValidationError(gettext("Say why the two values differ: readers see this note."))
                return note

        return ExplainForm


# --- pieces of the claim list --------------------------------------------------------------


class DisagreesFilter(admin.SimpleListFilter):
    title = gettext_lazy("tracked figure")
    parameter_name = "figure_flag"

    def lookups(self, request, model_admin):
        return [
            ("disagrees", gettext("disagrees with another source")),
            ("linked", gettext("linked to a figure")),
            ("suggested", gettext("has a figure suggestion")),
        ]

    def queryset(self, request, queryset):
        if self.value() == "disagrees":
            flags = FigureDisagreement.objects.filter(explained=False).filter(
                Q(first__claim=OuterRef("pk")) | Q(second__claim=OuterRef("pk"))
            )
            return queryset.filter(Exists(flags))
        if self.value() == "linked":
            return queryset.filter(Exists(FigureValue.objects.filter(claim=OuterRef("pk"))))
        if self.value() == "suggested":
            pending = FigureSuggestion.objects.filter(claim=OuterRef("pk"), state=SuggestionState.PENDING)
            return queryset.filter(Exists(pending))
        return queryset


@admin.action(description=gettext_lazy("Start a tracked figure from each selected statistic"), permissions=["track_figure"])
def start_tracked_figures(modeladmin, request, queryset):
    _each(
        request,
        queryset.select_related("article"),
        lambda claim: figure_links.figure_create_from_claim(claim=claim, by=request.user),
        lambda count: ngettext("Started %(count)s tracked figure.", "Started %(count)s tracked figures.", count)
        % {"count": count},
    )


@admin.action(description=gettext_lazy("Suggest tracked figures for the selected statistics"), permissions=["track_figure"])
def suggest_tracked_figures(modeladmin, request, queryset):
    found = sum(len(figure_links.suggestions_refresh(claim=claim)) for claim in queryset)
    message = ngettext(
        "%(count)s suggestion waiting in “Figure suggestions”.", "%(count)s suggestions waiting in “Figure suggestions”.", found
    )
    messages.info(request, message % {"count": found})


def has_track_figure_permission(modeladmin, request) -> bool:
    return request.user.has_perm(figure_links.CREATE_PERMISSION)
