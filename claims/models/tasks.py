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

    kind = models.CharField(max_length=32, choices=BackgroundTaskKind.choices, verbose_name=_("kind"))
    description = models.CharField(max_length=300, verbose_name=_("description"))
    state = models.CharField(max_length=16, choices=BackgroundTaskState.choices, default=BackgroundTaskState.QUEUED, verbose_name=_("state"))
    params = models.JSONField(default=dict, help_text=_("What the task was asked to do."), verbose_name=_("params"))
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
        verbose_name=_("requested by"),
    )
    task_result_id = models.CharField(max_length=64, blank=True, verbose_name=_("task result id"))
    done = models.PositiveIntegerField(default=0, verbose_name=_("done"))
    total = models.PositiveIntegerField(default=0, verbose_name=_("total"))
    result = models.JSONField(default=dict, blank=True, verbose_name=_("result"))
    error = models.TextField(blank=True, verbose_name=_("error"))
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))
    started_at = models.DateTimeField(null=True, blank=True, verbose_name=_("started at"))
    heartbeat_at = models.DateTimeField(
        null=True,
        blank=True,
        verbose_name=_("last sign of life"),
        help_text=_("When the running task last reported progress (claims.task_liveness)."),
    )
    finished_at = models.DateTimeField(null=True, blank=True, verbose_name=_("finished at"))

    class Meta:
        verbose_name = _("background task")
        verbose_name_plural = _("background tasks")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(state__in=BackgroundTaskState.values), name="background_task_state_known"
            ),
            models.CheckConstraint(condition=Q(done__lte=models.F("total")), name="background_task_done_within_total"),
        ]

    def __str__(self):
        return f"{self.get_kind_display()}: {self.description}"

    @property
    def language(self) -> str:
        """The language of the person who queued it (`claims.tasks`): the worker
        writes the task's errors and results in it, as the description is."""
        return self.params.get("language") or settings.LANGUAGE_CODE
