"""Each object's change log in the admin, as readable differences.

The "History" page of an article, a claim (with its evidence) and a source
(with its aliases) lists the object's change records (`claims.history`),
newest first: when, who, what happened and, field by field, the value before
→ after. Choices show their labels, related objects their names, and long
texts (an article's body, a statement) only the words that changed, with a
few words of context. `ChangeHistoryAdmin` replaces the admin's own history
view (which lists only what was saved through an admin form).

Staff who may view the object see its history; the admin turns everyone else
away. Nothing public reads the change log: readers see the public parts of
the record (the review history of verdicts, the corrections) on the site.
"""

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from difflib import SequenceMatcher

from django.apps import apps
from django.contrib.admin.utils import unquote
from django.contrib.admin.views.main import PAGE_VAR
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.db.models import Q
from django.template.response import TemplateResponse
from django.utils import timezone
from django.utils.formats import localize
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import capfirst
from django.utils.translation import gettext as _

from claims.models import ChangeAction, ChangeRecord

EMPTY = "—"
# A text longer than this (on either side) shows as a word difference.
LONG_TEXT = 80
# Unchanged words kept around each change in a long text.
CONTEXT_WORDS = 8
PER_PAGE = 50


@dataclass
class Difference:
    label: str
    before: SafeString | str
    after: SafeString | str


@dataclass
class ChangeRow:
    record: ChangeRecord
    subject: str  # "" for the object itself, else e.g. "Evidence: Ministry release"
    differences: list[Difference] = field(default_factory=list)


def _columns(model) -> dict[str, models.Field]:
    return {model_field.column: model_field for model_field in model._meta.concrete_fields}


def _aware(value: datetime) -> datetime:
    return timezone.make_aware(value, UTC) if timezone.is_naive(value) else value


def _value(model_field, raw, related: dict) -> str:
    """One stored value as a person reads it."""
    if raw is None or raw == "":
        return EMPTY
    if model_field is None:
        return str(raw)
    if model_field.is_relation:
        obj = related.get((model_field.related_model, raw))
        return str(obj) if obj is not None else _("#%(id)s (deleted)") % {"id": raw}
    if model_field.choices:
        return str(dict(model_field.flatchoices).get(raw, raw))
    if isinstance(model_field, models.BooleanField):
        return _("yes") if raw in (True, 1, "1", "t", "true") else _("no")
    if isinstance(model_field, models.DateTimeField | models.DateField):
        try:
            parsed = model_field.to_python(raw)
        except ValidationError:
            return str(raw)
        if isinstance(parsed, datetime):
            parsed = timezone.localtime(_aware(parsed))
        return localize(parsed)
    if isinstance(model_field, models.DecimalField):
        try:
            return f"{Decimal(str(raw)).normalize():f}"
        except InvalidOperation:
            return str(raw)
    return str(raw)


_TOKENS = re.compile(r"\s+|[^\s]+")


def _elided(tokens: list[str], *, leading: bool, trailing: bool) -> str:
    """Unchanged text between changes, cut to a few words each side."""
    words = CONTEXT_WORDS * 2  # a word and the space after it
    if len(tokens) <= 2 * words + 1:
        return "".join(tokens)
    head = "".join(tokens[:words]) if leading else ""
    tail = "".join(tokens[-words:]) if trailing else ""
    return f"{head}… {tail}".strip() if head else f"… {tail}"


def text_difference(before: str, after: str) -> tuple[SafeString, SafeString]:
    """Two long texts as the words that changed, marked <del> and <ins>, in a
    few words of unchanged context."""
    old, new = _TOKENS.findall(before), _TOKENS.findall(after)
    opcodes = SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    old_html, new_html = [], []
    for index, (tag, i1, i2, j1, j2) in enumerate(opcodes):
        if tag == "equal":
            text = _elided(old[i1:i2], leading=index > 0, trailing=index < len(opcodes) - 1)
            old_html.append(conditional_escape(text))
            new_html.append(conditional_escape(text))
            continue
        if i2 > i1:
            old_html.append(format_html("<del>{}</del>", "".join(old[i1:i2])))
        if j2 > j1:
            new_html.append(format_html("<ins>{}</ins>", "".join(new[j1:j2])))
    return mark_safe("".join(old_html)), mark_safe("".join(new_html))


def _related_objects(records, fields_of) -> dict:
    """{(model, id): object} for every related id the records name, one
    query per related model."""
    wanted: dict = {}
    for record in records:
        columns = fields_of(record.model)
        for values in (record.before or {}, record.after or {}):
            for column, raw in values.items():
                model_field = columns.get(column)
                if model_field is not None and model_field.is_relation and raw is not None:
                    wanted.setdefault(model_field.related_model, set()).add(raw)
    related = {}
    for model, ids in wanted.items():
        for pk, obj in model._default_manager.in_bulk(list(ids)).items():
            related[(model, pk)] = obj
    return related


def change_rows(records, *, subject_model) -> list[ChangeRow]:
    """The records as rows of readable differences. Records of other models
    than `subject_model` (an evidence item on its claim's page) are named."""
    cache: dict = {}

    def fields_of(label):
        if label not in cache:
            cache[label] = _columns(apps.get_model(label))
        return cache[label]

    records = list(records)
    related = _related_objects(records, fields_of)
    children = {}
    for label in {record.model for record in records} - {subject_model._meta.label_lower}:
        ids = [record.object_id for record in records if record.model == label]
        children[label] = apps.get_model(label)._default_manager.in_bulk(ids)
    rows = []
    for record in records:
        model = apps.get_model(record.model)
        columns = fields_of(record.model)
        subject = ""
        if record.model != subject_model._meta.label_lower:
            child = children[record.model].get(record.object_id)
            name = str(child) if child is not None else _("#%(id)s") % {"id": record.object_id}
            subject = f"{capfirst(model._meta.verbose_name)}: {name}"
        before, after = record.before or {}, record.after or {}
        names = [column for column in (after if record.action != ChangeAction.DELETE else before) if column != "id"]
        if record.action == ChangeAction.UPDATE:
            names = [column for column in before if column != "id"]
        differences = []
        for column in names:
            model_field = columns.get(column)
            label = capfirst(str(model_field.verbose_name)) if model_field is not None else column
            old, new = before.get(column), after.get(column)
            if record.action != ChangeAction.UPDATE and old in (None, "") and new in (None, ""):
                continue  # a creation or deletion lists the fields that held something
            if isinstance(old, str) and isinstance(new, str) and max(len(old), len(new)) > LONG_TEXT:
                old_html, new_html = text_difference(old, new)
            else:
                old_html, new_html = _value(model_field, old, related), _value(model_field, new, related)
                if record.action == ChangeAction.CREATE:
                    old_html = ""
                elif record.action == ChangeAction.DELETE:
                    new_html = ""
            differences.append(Difference(label=label, before=old_html, after=new_html))
        rows.append(ChangeRow(record=record, subject=subject, differences=differences))
    return rows


class ChangeHistoryAdmin:
    """ModelAdmin mixin: the History page shows the change log. `history_children`
    names models whose records point at this object as their parent (an
    evidence item's claim, an alias's source); their changes show too."""

    history_children: tuple = ()

    def history_records(self, obj):
        label = obj._meta.label_lower
        children = [model._meta.label_lower for model in self.history_children]
        where = Q(model=label, object_id=obj.pk)
        if children:
            where |= Q(model__in=children, parent_id=obj.pk)
        return ChangeRecord.objects.filter(where).select_related("actor").order_by("-id")

    def history_view(self, request, object_id, extra_context=None):
        obj = self.get_object(request, unquote(object_id))
        if obj is None:
            return self._get_obj_does_not_exist_redirect(request, self.opts, object_id)
        if not self.has_view_or_change_permission(request, obj):
            raise PermissionDenied
        paginator = self.get_paginator(request, self.history_records(obj), PER_PAGE)
        page = paginator.get_page(request.GET.get(PAGE_VAR, 1))
        context = {
            **self.admin_site.each_context(request),
            "title": _("Change history: %s") % obj,
            "subtitle": None,
            "rows": change_rows(page.object_list, subject_model=self.model),
            "page": page,
            "page_range": paginator.get_elided_page_range(page.number),
            "page_var": PAGE_VAR,
            "module_name": str(capfirst(self.opts.verbose_name_plural)),
            "object": obj,
            "opts": self.opts,
            "preserved_filters": self.get_preserved_filters(request),
            **(extra_context or {}),
        }
        request.current_app = self.admin_site.name
        return TemplateResponse(request, "admin/claims/change_history.html", context)
