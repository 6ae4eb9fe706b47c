"""The change log: every write to an article, claim, evidence item, source or
source alias, with who made it, when, and the values before and after.

Rows are written by database triggers only (`claims.history` installs them and
explains why), never by Python, so bulk updates and raw SQL are on the record
too. The log is append-only and internal: the admin shows it to staff as each
object's history; readers see the public parts of a record elsewhere (the
review history of verdicts, the corrections).
"""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class ChangeAction(models.TextChoices):
    CREATE = "create", _("Created")
    UPDATE = "update", _("Changed")
    DELETE = "delete", _("Deleted")


class ChangeLogImmutable(Exception):
    """Raised on any attempt to change or delete a change record."""


class ChangeRecordQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise ChangeLogImmutable("Change records cannot be changed.")

    def delete(self):
        raise ChangeLogImmutable("Change records cannot be deleted.")

    def of(self, obj):
        """The records of one object, newest first."""
        return self.filter(model=obj._meta.label_lower, object_id=obj.pk)

    def of_children(self, model, parent_id: int):
        """The records of `model` rows whose parent (an alias's source, an
        evidence item's claim) is `parent_id`."""
        return self.filter(model=model._meta.label_lower, parent_id=parent_id)


class ChangeRecord(models.Model):
    """One row written: created, changed or deleted.

    `before` and `after` map database columns to values: on a change, only the
    columns that changed (`updated_at` left out); on a creation, `after` holds
    the whole row; on a deletion, `before` does. `actor` is who was acting
    (`claims.history.history_actor`); empty for a command or script that acted
    for nobody. `parent_id` names the row an alias or evidence item belongs to,
    so a source's or claim's history can show them.

    On SQLite, every tracked table's triggers name this table: a migration
    that rebuilds it must drop them first (`claims.history.history_triggers_remove`);
    `migrate` puts them back.
    """

    model = models.CharField(max_length=64, help_text=_("The model's label, e.g. claims.claim."), verbose_name=_("model"))
    object_id = models.BigIntegerField(verbose_name=_("object id"))
    parent_id = models.BigIntegerField(null=True, blank=True, verbose_name=_("parent id"))
    action = models.CharField(max_length=8, choices=ChangeAction.choices, verbose_name=_("action"))
    before = models.JSONField(null=True, blank=True, verbose_name=_("before"))
    after = models.JSONField(null=True, blank=True, verbose_name=_("after"))
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True, related_name="+",
        verbose_name=_("actor"),
    )
    created_at = models.DateTimeField(verbose_name=_("created at"))

    objects = ChangeRecordQuerySet.as_manager()

    class Meta:
        verbose_name = _("change record")
        verbose_name_plural = _("change records")
        ordering = ["-id"]
        indexes = [
            models.Index(fields=["model", "object_id", "-id"], name="change_record_object_idx"),
            models.Index(
                fields=["model", "parent_id", "-id"],
                name="change_record_parent_idx",
                condition=models.Q(parent_id__isnull=False),
            ),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(action__in=ChangeAction.values), name="change_record_action_valid"
            ),
        ]

    def __str__(self):
        return f"{self.get_action_display()} {self.model} #{self.object_id}"

    def save(self, *args, **kwargs):
        if self.pk is not None and not self._state.adding:
            raise ChangeLogImmutable("Change records cannot be changed.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ChangeLogImmutable("Change records cannot be deleted.")
