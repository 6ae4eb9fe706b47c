"""`manage.py transition_claim`: move a claim through the workflow from a script.

The same rules as the admin and the API apply (claims.workflow): the acting
user's role, a summary and evidence for verdicts, and the version check.
"""

from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.management.base import BaseCommand, CommandError

from claims.models import Claim, Status
from claims.workflow import StaleClaim, claim_transition


class Command(BaseCommand):
    help = "Move a claim to another status as a named staff member, recording a note."

    def add_arguments(self, parser):
        parser.add_argument("claim_id", type=int)
        parser.add_argument("--to", required=True, choices=Status.values)
        parser.add_argument("--by", required=True, help="Username of the staff member making the move.")
        parser.add_argument("--note", default="", help="Why; kept in the review history.")
        parser.add_argument("--summary", default=None, help="The verdict summary readers will see.")
        parser.add_argument("--expected-version", dest="expected_version", type=int, default=None, help="Refuse if the claim is no longer at this version.")

    def handle(self, *args, claim_id, to, by, note, summary, expected_version, **options):
        try:
            claim = Claim.objects.get(pk=claim_id)
        except Claim.DoesNotExist as error:
            raise CommandError(f"No claim with id {claim_id}.") from error
        try:
            user = get_user_model().objects.get(username=by)
        except get_user_model().DoesNotExist as error:
            raise CommandError(f"No user named “{by}”.") from error
        before = claim.get_status_display()
        try:
            claim_transition(claim=claim, to=to, by=user, note=note, summary=summary, expected_version=expected_version)
        except ValidationError as error:
            raise CommandError(" ".join(error.messages)) from error
        except (PermissionDenied, StaleClaim) as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            self.style.SUCCESS(f"Claim {claim.pk}: {before} → {claim.get_status_display()} (version {claim.version}).")
        )
