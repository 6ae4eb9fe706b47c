"""PostgreSQL's unaccent extension, for accent-insensitive search (claims.search).

Skipped on other databases. In production the database user needs the right
to create extensions, or an administrator runs `CREATE EXTENSION unaccent` once.
"""

from django.contrib.postgres.operations import UnaccentExtension
from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("claims", "0004_proposed_sources")]

    operations = [UnaccentExtension()]
