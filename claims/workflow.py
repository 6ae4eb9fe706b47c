"""The verification workflow: the one module that changes a claim's status.

Which status may follow which, who may make each move, what must accompany a
verdict, and how two people editing the same claim are kept from overwriting
each other all live here. The admin, the public site, the REST API and the
management commands call these functions; none of them re-implements a rule.

    unverified ──take into review──▶ in_review ──verdict──▶ verified | misleading
                                         ▲                    | false | unverifiable
                                         └──────reopen────────┘

- Taking a claim into review needs the `claims.take_into_review` permission
  (fact-checkers and editors); setting and reopening a verdict needs
  `claims.set_verdict` (editors).
- A verdict needs a summary (what readers will see) and, except
  `unverifiable`, at least one piece of evidence.
- A note (why, kept in the review history) is optional for taking a claim
  into review and for a verdict (whose summary says why). The admin's forms
  ask for one to reopen a verdict (`Move.note_required`); the API and the
  commands leave it to the caller, as before.
- `claim_moves` makes several moves in a row, all or none (the admin's
  one-screen verdict: take into review, then rate, in one save);
  `move_paths_for` lists the paths a user may take from a claim's status.
- Every move appends a ReviewEntry; the history is never edited.
- Carrying a verdict over (`verdict_carry_over`): a claim an editor linked as a
  repeat of an earlier, published check (`ClaimMatch`, `claims.matching`) may
  take that check's verdict and summary, unverified or in review, as one new
  review entry that names the earlier check (`ReviewEntry.carried_from`) and
  says so in its note. Editors only (`claims.set_verdict`); never automatic.
- Every write is also in the change log (`claims.history`) with its values
  before and after; `@acting` records it as the `by` user's.
- Every write names the version it was based on; a write based on an older
  version is refused with `StaleClaim` instead of silently overwriting.
"""

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from claims import figure_links
from claims.history import acting
from claims.models import VERDICT_STATUSES, VERDICTS, Claim, ClaimMatch, Evidence, ReviewEntry, Status
from newsroom.text_rules import text_check
from newsroom.uniqueness import full_clean_except_unique, unique_save
from sources.models import Source

TAKE_INTO_REVIEW_PERMISSION = "claims.take_into_review"
SET_VERDICT_PERMISSION = "claims.set_verdict"
CHANGE_CLAIM_PERMISSION = "claims.change_claim"
ADD_EVIDENCE_PERMISSION = "claims.add_evidence"
ROLE_NEEDED = {
    TAKE_INTO_REVIEW_PERMISSION: gettext_lazy("a fact-checker or an editor"),
    SET_VERDICT_PERMISSION: gettext_lazy("an editor"),
}
# Each move's name, in the reader's language (the admin's buttons and messages).
RATE_LABELS = {
    Status.VERIFIED: gettext_lazy("Rate verified"),
    Status.MISLEADING: gettext_lazy("Rate misleading"),
    Status.FALSE: gettext_lazy("Rate false"),
    Status.UNVERIFIABLE: gettext_lazy("Rate unverifiable"),
}
# What a verdict is about: frozen while the verdict stands.
VERDICT_SUBJECT_FIELDS = (
    "article", "start", "end", "quote", "statement", "kind",
    "source", "attribution", "via", "value", "qualifier", "unit",
)


@dataclass(frozen=True)
class Move:
    """One allowed edge of the workflow and the permission it needs."""

    from_status: str
    to_status: str
    permission: str
    label: str  # lazily translated
    note_required: bool = False


MOVES: tuple[Move, ...] = (
    Move(Status.UNVERIFIED, Status.IN_REVIEW, TAKE_INTO_REVIEW_PERMISSION, gettext_lazy("Take into review")),
    *(
        Move(Status.IN_REVIEW, verdict, SET_VERDICT_PERMISSION, RATE_LABELS[verdict])
        for verdict in VERDICT_STATUSES
    ),
    *(
        Move(verdict, Status.IN_REVIEW, SET_VERDICT_PERMISSION, gettext_lazy("Reopen"), note_required=True)
        for verdict in VERDICT_STATUSES
    ),
)
_MOVES_BY_EDGE = {(move.from_status, move.to_status): move for move in MOVES}


class StaleClaim(Exception):
    """The claim changed since the version the user's change was based on."""

    def __init__(self, claim_id: int, expected_version: int, current_version: int | None):
        self.claim_id = claim_id
        self.expected_version = expected_version
        self.current_version = current_version
        super().__init__(
            _(
                "This claim was changed by someone else while you were working on it "
                "(you started from version %(expected)s, it is now at version "
                "%(current)s). Reload it, review their change and try again."
            )
            % {"expected": expected_version, "current": current_version}
        )


class TransitionNotAllowed(ValidationError):
    """The workflow has no such move from the claim's current status."""


class TransitionForbidden(PermissionDenied):
    """The move exists, but this user's role may not make it."""


def move_for(*, from_status: str, to_status: str) -> Move | None:
    return _MOVES_BY_EDGE.get((from_status, to_status))


def can_make(*, user, move: Move) -> bool:
    return bool(user and user.is_active and user.has_perm(move.permission))


def transitions_for(*, claim: Claim, user) -> list[Move]:
    """The moves this user may make on this claim now, in workflow order."""
    return [
        move
        for move in MOVES
        if move.from_status == claim.status and can_make(user=user, move=move)
    ]


def move_paths_for(*, claim: Claim, user) -> list[tuple[Move, ...]]:
    """What this user may do to this claim from its page in one save: each move
    open to them now and, for an unverified claim, taking it into review
    followed by each verdict they may set (two moves, two history entries)."""
    paths = [(move,) for move in transitions_for(claim=claim, user=user)]
    for (first,) in list(paths):
        if first.to_status == Status.IN_REVIEW and first.from_status == Status.UNVERIFIED:
            paths += [
                (first, then)
                for then in MOVES
                if then.from_status == Status.IN_REVIEW and can_make(user=user, move=then)
            ]
    return paths


def _claim_version_bump(*, claim_id: int, expected_version: int | None, **changes) -> int:
    """Raise the claim's version, guarded by the version the caller read.

    A single conditional UPDATE: on PostgreSQL it waits for a concurrent writer's
    row lock and then sees its new version; on SQLite it takes the database
    write lock. Either way exactly one of two concurrent writers wins.
    """
    rows = Claim.objects.filter(pk=claim_id)
    if expected_version is not None:
        rows = rows.filter(version=expected_version)
    updated = rows.update(version=F("version") + 1, updated_at=timezone.now(), **changes)
    if not updated:
        current = Claim.objects.filter(pk=claim_id).values_list("version", flat=True).first()
        raise StaleClaim(claim_id, expected_version, current)
    return Claim.objects.filter(pk=claim_id).values_list("version", flat=True).get()


@acting
@transaction.atomic
def claim_transition(
    *,
    claim: Claim,
    to: str,
    by,
    note: str = "",
    summary: str | None = None,
    expected_version: int | None = None,
) -> ReviewEntry:
    """Move `claim` to status `to` on behalf of user `by`, recording why.

    `summary` is the verdict explanation readers will see; when omitted, the
    claim's drafted summary is used. `expected_version` is the version the user
    saw; pass it from every form and API call so a stale move is refused.
    Raises TransitionNotAllowed, TransitionForbidden, ValidationError (missing
    summary or evidence) or StaleClaim. Updates `claim` in place.
    """
    text_check(field="note", value=note)
    text_check(field="summary", value=summary)
    if to not in Status.values:
        raise TransitionNotAllowed(
            {"to": _("“%(to)s” is not a status. Choose one of: %(statuses)s.") % {"to": to, "statuses": ", ".join(Status.values)}}
        )
    current = Claim.objects.select_for_update().get(pk=claim.pk)
    if expected_version is not None and current.version != expected_version:
        raise StaleClaim(claim.pk, expected_version, current.version)
    move = move_for(from_status=current.status, to_status=to)
    if move is None:
        raise TransitionNotAllowed(
            {
                "to": _("A claim that is %(current)s cannot move to %(to)s.")
                % {"current": Status(current.status).label.lower(), "to": Status(to).label.lower()}
            }
        )
    if not can_make(user=by, move=move):
        raise TransitionForbidden(
            _("Your role may not %(move)s: it needs %(role)s.")
            % {"move": str(move.label).lower(), "role": ROLE_NEEDED[move.permission]}
        )

    changes: dict = {"status": to}
    published_summary = ""
    if to in VERDICTS:
        published_summary = (summary if summary is not None else current.summary_draft).strip()
        errors = {}
        if not published_summary:
            errors["summary"] = _("A verdict needs a summary: the explanation readers will see.")
        if to != Status.UNVERIFIABLE and not current.evidence.exists():
            errors["evidence"] = _("Add at least one piece of evidence before rating a claim %(status)s.") % {
                "status": Status(to).label.lower()
            }
        if errors:
            raise ValidationError(errors)
        now = timezone.now()
        changes.update(verdict_summary=published_summary, summary_draft=published_summary, verdict_at=now)
    else:
        now = timezone.now()
        changes.update(verdict_summary="", verdict_at=None)

    new_version = _claim_version_bump(claim_id=claim.pk, expected_version=current.version, **changes)
    entry = ReviewEntry.objects.create(
        claim=current,
        actor=by,
        created_at=now,
        from_status=current.status,
        to_status=to,
        note=note.strip(),
        summary=published_summary,
    )
    for field, value in changes.items():
        setattr(claim, field, value)
    claim.version = new_version
    return entry


@acting
@transaction.atomic
def claim_moves(
    *,
    claim: Claim,
    path: list[str],
    by,
    note: str = "",
    summary: str | None = None,
    expected_version: int | None = None,
) -> list[ReviewEntry]:
    """Make the moves to each status of `path` in turn (one of `move_paths_for`),
    each by `claim_transition` with its checks and history entry; all or none."""
    entries = []
    for to in path:
        entries.append(
            claim_transition(
                claim=claim, to=to, by=by, note=note, summary=summary, expected_version=expected_version
            )
        )
        expected_version = claim.version
    return entries


# A verdict may be carried over to a claim not judged yet.
CARRY_OVER_FROM = (Status.UNVERIFIED, Status.IN_REVIEW)


@acting
@transaction.atomic
def carry_over_waiting() -> Q:
    """Recorded matches whose repeat could take its earlier check's verdict now:
    the earlier claim has a verdict and the repeat none yet (the desk's queue
    and the match list's filter; `verdict_carry_over` checks the rest)."""
    return Q(earlier__status__in=VERDICTS, claim__status__in=CARRY_OVER_FROM)


def verdict_carry_over(
    *, match: ClaimMatch, by, note: str = "", expected_version: int | None = None
) -> ReviewEntry:
    """Give `match.claim` the verdict and summary of the earlier check it repeats,
    on behalf of editor `by`, as one review entry naming that check.

    The earlier claim must have a verdict and be public (readers can follow the
    link); the repeat must not have a verdict of its own (reopen it first). The
    evidence rule is met by the earlier check, whose page the new one links to.
    Raises TransitionForbidden, ValidationError or StaleClaim.
    """
    text_check(field="note", value=note)
    if not (by and by.is_active and by.is_staff and by.has_perm(SET_VERDICT_PERMISSION)):
        raise TransitionForbidden(
            _("Your role may not carry a verdict over: it needs %(role)s.")
            % {"role": ROLE_NEEDED[SET_VERDICT_PERMISSION]}
        )
    current = Claim.objects.select_for_update().get(pk=match.claim_id)
    if expected_version is not None and current.version != expected_version:
        raise StaleClaim(current.pk, expected_version, current.version)
    earlier = Claim.objects.get(pk=match.earlier_id)
    if earlier.status not in VERDICTS:
        raise ValidationError(
            {"earlier": _("The earlier claim has no verdict to carry over: check it first, or check this one.")}
        )
    if not Claim.objects.visible_to(None).filter(pk=earlier.pk).exists():
        raise ValidationError(
            {"earlier": _("The earlier check is not public, so readers could not follow it: publish it first.")}
        )
    if current.status not in CARRY_OVER_FROM:
        raise TransitionNotAllowed(
            {
                "to": _("This claim is already “%(status)s”: reopen it before carrying another verdict over.")
                % {"status": Status(current.status).label.lower()}
            }
        )
    checked_on = f" on {earlier.verdict_at:%-d %B %Y}" if earlier.verdict_at else ""
    named = (
        f"Verdict carried over from our check of claim {earlier.pk} (“{earlier.statement[:200]}”){checked_on}: "
        f"{Status(earlier.status).label.lower()}."
    )
    now = timezone.now()
    changes = {
        "status": earlier.status,
        "verdict_summary": earlier.verdict_summary,
        "summary_draft": earlier.verdict_summary,
        "verdict_at": now,
    }
    new_version = _claim_version_bump(claim_id=current.pk, expected_version=current.version, **changes)
    entry = ReviewEntry.objects.create(
        claim=current,
        actor=by,
        created_at=now,
        from_status=current.status,
        to_status=earlier.status,
        note=f"{named} {note.strip()}".strip(),
        summary=earlier.verdict_summary,
        carried_from=earlier,
    )
    claim = match.claim
    for field, value in changes.items():
        setattr(claim, field, value)
    claim.version = new_version
    return entry


@acting
@transaction.atomic
def claim_save(*, claim: Claim, by, expected_version: int | None) -> Claim:
    """Validate and store an editor's changes to a claim's content.

    The status and the published verdict are not touched: only
    `claim_transition` moves them. A new claim starts `unverified`. While a
    claim has a published verdict, what the verdict is about (its words, its
    statement, its source, its figure) is frozen: reopen it first, so the
    change is in the review history. Saving a claim confirms it, and the
    sources it names, for readers.
    """
    perm = "claims.add_claim" if claim._state.adding else CHANGE_CLAIM_PERMISSION
    if not (by and by.has_perm(perm)):
        raise PermissionDenied(_("Your role may not edit claims."))
    claim.proposed = False
    if claim._state.adding:
        claim.status = Status.UNVERIFIED
        claim.verdict_summary = ""
        claim.verdict_at = None
        full_clean_except_unique(claim)
        unique_save(claim)
        _sources_confirm(claims=[claim])
        figure_links.claim_stored(claim=claim)
        return claim
    stored = Claim.objects.select_for_update().get(pk=claim.pk)
    if expected_version is not None and stored.version != expected_version:
        # Stale first: a change that lost to someone else's is a conflict,
        # whatever else is wrong with it.
        raise StaleClaim(claim.pk, expected_version, stored.version)
    full_clean_except_unique(claim)
    if stored.status in VERDICTS:
        fields = [Claim._meta.get_field(name) for name in VERDICT_SUBJECT_FIELDS]
        changed = [
            str(field.verbose_name)
            for field in fields
            if getattr(stored, field.attname) != getattr(claim, field.attname)
        ]
        if changed:
            raise ValidationError(
                _(
                    "This claim has a published verdict (%(status)s), so what it says cannot change "
                    "(%(fields)s). Reopen it first; the reopening is kept in the review history."
                )
                % {"status": stored.get_status_display().lower(), "fields": ", ".join(changed)}
            )
    claim.version = _claim_version_bump(claim_id=claim.pk, expected_version=expected_version)
    content_fields = [
        field.name
        for field in Claim._meta.concrete_fields
        if field.editable and not field.primary_key
    ]
    unique_save(claim, update_fields=[*content_fields, "proposed", "updated_at"])
    _sources_confirm(claims=[claim])
    figure_links.claim_stored(claim=claim)
    return claim


@acting
@transaction.atomic
def claims_assign(*, claims, assignee, by, expected_versions: dict[int, int] | None = None) -> int:
    """Assign claims to a staff member (or unassign with None); returns how many.

    With `expected_versions` (claim id -> the version the user saw), a claim
    changed since, or not listed, is left as it is (and not counted)."""
    if not (by and by.has_perm(CHANGE_CLAIM_PERMISSION)):
        raise PermissionDenied(_("Your role may not assign claims."))
    if assignee is not None and not (assignee.is_active and assignee.is_staff):
        raise ValidationError({"assignee": _("Claims can only be assigned to active staff members.")})
    ids = [claim.pk for claim in claims]
    rows = Claim.objects.filter(pk__in=ids)
    if expected_versions is not None:
        unchanged = Q(pk__in=[])
        for pk in ids:
            if pk in expected_versions:
                unchanged |= Q(pk=pk, version=expected_versions[pk])
        rows = rows.filter(unchanged)
    return rows.update(
        assignee=assignee, version=F("version") + 1, updated_at=timezone.now()
    )


def evidence_frozen(*, claim: Claim) -> bool:
    """Evidence behind a published verdict is part of the record: more may be
    added, but none changed or removed until the claim is reopened."""
    return claim.status in VERDICTS


@acting
@transaction.atomic
def evidence_add(*, claim: Claim, by, **fields) -> Evidence:
    """Attach a piece of evidence to a claim on behalf of user `by`."""
    if not (by and by.has_perm(ADD_EVIDENCE_PERMISSION)):
        raise PermissionDenied(_("Your role may not add evidence."))
    evidence = Evidence(claim=claim, added_by=by, **fields)
    evidence.full_clean()
    evidence.save()
    return evidence


@acting
@transaction.atomic
def claims_confirm(*, claims, by) -> int:
    """Confirm machine-proposed claims, which makes them public; returns how many."""
    if not (by and by.has_perm(CHANGE_CLAIM_PERMISSION)):
        raise PermissionDenied(_("Your role may not confirm claims."))
    claims = list(claims)
    count = Claim.objects.filter(pk__in=[claim.pk for claim in claims], proposed=True).update(
        proposed=False, version=F("version") + 1, updated_at=timezone.now()
    )
    _sources_confirm(claims=claims)
    return count


def _sources_confirm(*, claims) -> None:
    """A confirmed claim's source and intermediary become public with it."""
    ids = {claim.source_id for claim in claims} | {claim.via_id for claim in claims}
    Source.objects.filter(pk__in=ids - {None}, proposed=True).update(proposed=False, updated_at=timezone.now())
