"""Background tasks in the admin: what was queued, its state, progress, result or error.

Read-only: tasks are created by the article import and the "Extract claims"
action (and by commands with `--enqueue`) and moved by the worker that runs them.
Every staff member who may import articles or add claims sees them. A page of a
task that is still queued or running reloads itself every few seconds, so its
counts move while you watch. A task whose worker died is failed, with an error
saying so, by `claims.task_liveness`.
"""

from django.contrib import admin
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext, gettext_lazy, ngettext

from claims.models import BackgroundTask, BackgroundTaskState

# Seconds between reloads of an unfinished task's page.
RELOAD_SECONDS = 3


def background_task_url(background_task: BackgroundTask) -> str:
    return reverse("admin:claims_backgroundtask_change", args=[background_task.pk])


def _state_badge(background_task: BackgroundTask):
    return format_html(
        '<span class="task-badge task-badge-{}">{}</span>',
        background_task.state,
        background_task.get_state_display(),
    )


@admin.register(BackgroundTask)
class BackgroundTaskAdmin(admin.ModelAdmin):
    list_display = ["description", "kind", "state_display", "progress", "requested_by", "created_at", "finished_at"]
    list_filter = ["state", "kind"]
    list_select_related = ["requested_by"]
    search_fields = ["description"]
    date_hierarchy = "created_at"
    fields = [
        "kind",
        "description",
        "state_display",
        "progress",
        "result_display",
        "error_display",
        "requested_by",
        "created_at",
        "started_at",
        "heartbeat_at",
        "finished_at",
        "task_result_link",
    ]
    readonly_fields = fields
    change_form_template = "admin/claims/backgroundtask/change_form.html"

    class Media:
        css = {"all": ["admin/claims/claims_admin.css"]}

    def get_queryset(self, request):
        # The texts an import was given can be large, and no admin page shows them.
        return super().get_queryset(request).defer("params")

    def has_view_permission(self, request, obj=None):
        user = request.user
        return user.is_active and user.is_staff and (
            user.has_perm("claims.add_article") or user.has_perm("claims.add_claim")
        )

    def has_module_permission(self, request):
        return self.has_view_permission(request)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    def change_view(self, request, object_id, form_url="", extra_context=None):
        background_task = self.get_object(request, object_id)
        unfinished = background_task is not None and background_task.state in (
            BackgroundTaskState.QUEUED,
            BackgroundTaskState.RUNNING,
        )
        extra_context = {**(extra_context or {}), "reload_seconds": RELOAD_SECONDS if unfinished else None}
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.display(description=gettext_lazy("state"), ordering="state")
    def state_display(self, background_task):
        return _state_badge(background_task)

    @admin.display(description=gettext_lazy("progress"))
    def progress(self, background_task):
        return gettext("%(done)s of %(total)s") % {"done": background_task.done, "total": background_task.total}

    @admin.display(description=gettext_lazy("result"))
    def result_display(self, background_task):
        result = background_task.result or {}
        if "imported" in result:
            articles = format_html_join(
                "",
                '<li><a href="{}">{}</a>: {}, {}</li>',
                (
                    (
                        reverse("admin:claims_article_change", args=[item["article_id"]]),
                        item["headline"],
                        ngettext("%(count)s proposed claim", "%(count)s proposed claims", item["claims"])
                        % {"count": item["claims"]},
                        ngettext("%(count)s new source", "%(count)s new sources", item["sources_created"])
                        % {"count": item["sources_created"]},
                    )
                    for item in result["imported"]
                ),
            )
            failed = format_html_join(
                "", "<li>{}: {}</li>", ((item["name"], gettext("not imported")) for item in result.get("failed", []))
            )
            return format_html("<ul>{}{}</ul>", articles, failed) if articles or failed else "-"
        if "claims_proposed" in result:
            proposed = ngettext(
                "%(count)s new claim proposed", "%(count)s new claims proposed", result["claims_proposed"]
            ) % {"count": result["claims_proposed"]}
            articles = ngettext("for %(count)s article", "for %(count)s articles", result["articles"]) % {
                "count": result["articles"]
            }
            return format_html(
                '{} {}: <a href="{}?proposed__exact=1">{}</a>',
                proposed,
                articles,
                reverse("admin:claims_claim_changelist"),
                gettext("review the proposals"),
            )
        return "-"

    @admin.display(description=gettext_lazy("error"))
    def error_display(self, background_task):
        if not background_task.error:
            return "-"
        return format_html('<p class="errornote">{}</p>', background_task.error)

    @admin.display(description=gettext_lazy("worker's record"))
    def task_result_link(self, background_task):
        """The queued task as the worker recorded it (with a failure's traceback), for administrators."""
        if not background_task.task_result_id:
            return "-"
        try:
            url = reverse("admin:django_tasks_database_dbtaskresult_change", args=[background_task.task_result_id])
        except NoReverseMatch:
            return background_task.task_result_id
        return format_html('<a href="{}">{}</a>', url, background_task.task_result_id)
