"""Create the Fact-checkers and Editors groups with their permissions."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

from claims.roles import ROLE_PERMISSIONS, staff_roles_sync


def create_roles(apps, schema_editor):
    # Permissions are normally created after all migrations; make sure they
    # exist now so the groups can hold them.
    for app_label in ("claims", "sources"):
        app_config = apps.get_app_config(app_label)
        app_config.models_module = True  # the state registry's stub has none
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None
    staff_roles_sync(apps=apps)


def remove_roles(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=ROLE_PERMISSIONS).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("claims", "0002_review_history_append_only"),
        ("sources", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_roles, remove_roles)]
