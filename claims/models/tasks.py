"""Background work the admin and commands queue: its state, progress and result."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _


class BackgroundTaskKind(models.TextChoices):
    IMPORT_ARTICLES = "import_articles", _("Import articles")
    EXTRACT_CLAIMS = "extract_claims", _("Extract claims")


class BackgroundTaskState(models.TextChoices):
    QUEUED = "queued", _("Queued")
    RUNNING = "running", _("Running")
    SUCCEEDED = "succeeded", _("Succeeded")
    FAILED = "failed", _("Failed")


class BackgroundTask(models.Model):
    """One piece of long work queued by a person or a command, as the admin shows it:
    what was asked, its state, how far it got, its result and, if it failed, why.

    The work itself runs in a worker process (`claims.tasks`); `task_result_id` is the
    id of the queued task in Django's tasks framework, where the worker also records
    a failure's traceback.
    """

    kind = models.CharField(max_length=32, choices=BackgroundTaskKind.choices)
    description = models.CharField(max_length=300)
    state = models.CharField(max_length=16, choices=BackgroundTaskState.choices, default=BackgroundTaskState.QUEUED)
    params = models.JSONField(default=dict, help_text="What the task was asked to do.")
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    task_result_id = models.CharField(max_length=64, blank=True)
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    result = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(
        null=True,
        blank=True,
        verbose_name="last sign of life",
        help_text="When the running task last reported progress (claims.task_liveness).",
    )
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(state__in=BackgroundTaskState.values), name="background_task_state_known"
            ),
            models.CheckConstraint(condition=Q(done__lte=models.F("total")), name="background_task_done_within_total"),
        ]

    def __str__(self):
        return f"{self.get_kind_display()}: {self.description}"
