"""Repeated claims in the admin: a claim's earlier matches on its change page, with
their verdicts and a link that records the reuse, and the list of recorded matches.

Matching and linking are `claims.matching`'s job, carrying a verdict over is
`claims.workflow.verdict_carry_over`'s; this module only shows and calls. The carry-over
is an action on the list and a button on a match's page (Django 6.1's change-form
actions), offered to editors only.
"""

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.http import urlencode
from django.utils.formats import date_format, number_format
from django.utils.translation import gettext, gettext_lazy, ngettext

from claims import matching, workflow
from claims.models import Claim, ClaimMatch, FigureValue


@admin.display(description=gettext_lazy("earlier matches"))
def earlier_checks(modeladmin, claim: Claim):
    """Confirmed earlier claims that say the same thing, with their verdicts, and
    a link that records the reuse (already recorded ones say so)."""
    if claim is None or claim.pk is None:
        return "—"
    linked = {match.earlier_id for match in ClaimMatch.objects.filter(claim=claim)}
    rows = []
    for other, score in matching.earlier_matches(claim=claim, user=None):
        if other.pk in linked:
            action = format_html("<strong>{}</strong>", gettext("linked"))
        else:
            url = reverse("admin:claims_claimmatch_add") + "?" + urlencode({"claim": claim.pk, "earlier": other.pk})
            action = format_html('<a href="{}">{}</a>', url, gettext("link as a repeat"))
        rows.append(
            (
                reverse("admin:claims_claim_change", args=[other.pk]),
                other.statement[:140],
                _checked(other),
                gettext("similarity %(score)s") % {"score": number_format(score, 2)},
                action,
            )
        )
    if not rows:
        return gettext("No earlier claim says the same thing.")
    return format_html(
        "<ul>{}</ul>",
        format_html_join("", '<li><a href="{}">{}</a> — {} ({}) · {}</li>', rows),
    )


@admin.display(description=gettext_lazy("tracked figure"))
def tracked_figure(modeladmin, claim: Claim):
    value = FigureValue.objects.filter(claim=claim).select_related("figure").first() if claim and claim.pk else None
    if value is None:
        return "—"
    url = reverse("admin:claims_trackedfigure_change", args=[value.figure_id])
    return format_html('<a href="{}">{}</a>', url, value.figure.name)


def _checked(claim: Claim) -> str:
    if claim.has_verdict and claim.verdict_at:
        return gettext("checked on %(date)s: %(status)s") % {
            "date": date_format(claim.verdict_at, "DATE_FORMAT"),
            "status": claim.get_status_display().lower(),
        }
    return claim.get_status_display().lower()


class CarryOverFilter(admin.SimpleListFilter):
    title = gettext_lazy("carry-over")
    parameter_name = "carry_over"

    def lookups(self, request, model_admin):
        return [("waiting", gettext_lazy("Earlier verdict waiting to be carried over"))]

    def queryset(self, request, queryset):
        if self.value() == "waiting":
            return queryset.filter(workflow.carry_over_waiting())
        return queryset


@admin.register(ClaimMatch)
class ClaimMatchAdmin(admin.ModelAdmin):
    list_display = ["claim", "claim_status", "earlier", "earlier_check", "linked_by", "created_at"]
    list_filter = [CarryOverFilter]
    list_select_related = ["claim", "earlier", "linked_by"]
    raw_id_fields = ["claim", "earlier"]
    fields = ["claim", "earlier", "note"]
    actions = ["carry_verdict_over"]

    @admin.display(description=gettext_lazy("repeat's status"))
    def claim_status(self, match):
        return _checked(match.claim)

    @admin.display(description=gettext_lazy("earlier check"))
    def earlier_check(self, match):
        return _checked(match.earlier)

    def has_carry_over_permission(self, request):
        return request.user.has_perm(workflow.SET_VERDICT_PERMISSION)

    @admin.action(
        description=gettext_lazy("Carry the earlier verdict over to the repeat"),
        permissions=["carry_over"],
        location=[admin.ActionLocation.CHANGE_LIST, admin.ActionLocation.CHANGE_FORM],
    )
    def carry_verdict_over(self, request, queryset):
        """Each repeat takes its earlier check's verdict as a new review entry
        naming that check (`claims.workflow.verdict_carry_over`)."""
        carried = 0
        for match in queryset.select_related("claim", "earlier"):
            try:
                workflow.verdict_carry_over(match=match, by=request.user)
            except PermissionDenied as error:
                self.message_user(request, str(error), messages.ERROR)
                return
            except (ValidationError, workflow.StaleClaim) as error:
                reason = " ".join(getattr(error, "messages", [str(error)]))
                self.message_user(
                    request, gettext("Claim %(id)s: %(reason)s") % {"id": match.claim_id, "reason": reason}, messages.ERROR
                )
            else:
                carried += 1
        if carried:
            self.message_user(
                request,
                ngettext(
                    "Carried the earlier verdict over to %(count)s claim; its review history names the earlier check.",
                    "Carried the earlier verdict over to %(count)s claims; each review history names the earlier check.",
                    carried,
                )
                % {"count": carried},
                messages.SUCCESS,
            )

    def has_change_permission(self, request, obj=None):
        # A link is made or removed, never edited.
        return False

    def save_model(self, request, obj, form, change):
        matching.check_reuse(claim=obj.claim, earlier=obj.earlier, by=request.user, note=obj.note)

    def get_form(self, request, obj=None, **kwargs):
        form = super().get_form(request, obj, **kwargs)
        user = request.user

        class MatchForm(form):
            def clean(self):
                cleaned = super().clean()
                claim, earlier = cleaned.get("claim"), cleaned.get("earlier")
                if claim and earlier:
                    try:
                        if claim.pk == earlier.pk:
                            raise ValidationError({"earlier": gettext("A claim cannot repeat itself.")})
                        if ClaimMatch.objects.filter(claim=claim, earlier=earlier).exists():
                            raise ValidationError({"earlier": gettext("These two claims are already linked.")})
                        if not user.has_perm(matching.LINK_PERMISSION):
                            raise PermissionDenied
                    except PermissionDenied:
                        raise ValidationError(gettext("You may not link repeated claims.")) from None
                return cleaned

            def validate_unique(self):
                # Checked in clean() with a clearer message; the database
                # constraint decides a race in check_reuse.
                pass

        return MatchForm
