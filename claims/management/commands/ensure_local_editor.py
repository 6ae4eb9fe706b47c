"""`manage.py ensure_local_editor`: a login for a developer's own machine.

Creates the staff user `editor` in the Editors group with a random password,
printed once, unless an editor account already exists. No password is ever
stored in the repository.
"""

import secrets

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from claims.roles import EDITORS


class Command(BaseCommand):
    help = "Create a local editor account (printing how to log in) if there is none."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="editor")

    @transaction.atomic
    def handle(self, *args, username, **options):
        User = get_user_model()
        try:
            group = Group.objects.get(name=EDITORS)
        except Group.DoesNotExist as error:
            raise CommandError("The Editors group is missing: run `manage.py migrate` first.") from error
        existing = User.objects.filter(username=username).first()
        if existing is not None:
            self.stdout.write(
                f"Local editor account “{username}” exists. Log in at http://127.0.0.1:8000/admin/ "
                f"(forgot the password? `DEBUG=1 .venv/bin/python manage.py changepassword {username}`)."
            )
            return
        password = secrets.token_urlsafe(12)
        user = User.objects.create_user(username=username, password=password, is_staff=True)
        user.groups.add(group)
        self.stdout.write(
            self.style.SUCCESS(
                f"Created the local editor account. Log in at http://127.0.0.1:8000/admin/ "
                f"as “{username}” with password: {password}"
            )
        )
