"""Template helpers for the public pages."""

import json

from django import template
from django.contrib.auth.models import AnonymousUser
from django.core.serializers.json import DjangoJSONEncoder
from django.utils.formats import number_format
from django.utils.html import conditional_escape, escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from newsroom.public_address import absolute_url


register = template.Library()

# As Django's json_script does: inside <script>, "</script>", "<!--" and
# entities must not appear, whatever the data holds.
_SCRIPT_ESCAPES = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


@register.filter
def ld_json(value) -> str:
    """`value` as JSON safe to place inside <script type="application/ld+json">."""
    return mark_safe(json.dumps(value, cls=DjangoJSONEncoder, ensure_ascii=False).translate(_SCRIPT_ESCAPES))


@register.filter
def figure(value) -> str:
    """A claim's normalised value as readers of the page's language write it:
    235,000 or 12.5 in English, 235.000 or 12,5 in Spanish."""
    if value is None:
        return ""
    return number_format(value.normalize(), use_l10n=True, force_grouping=True)


@register.filter
def shown_to(source, user):
    """`source` when `user` may see it named and linked, else None: the one
    visibility rule (`Source.is_visible_to`) for a source reached through a
    relation, e.g. `{% with publisher=article.publisher|shown_to:request.user %}`."""
    if source is None or not source.is_visible_to(user):
        return None
    return source


@register.filter
def lang_attr(language: str) -> str:
    """` lang="…"` for text in `language` (an article's) on a page in another
    one, so screen readers and hyphenation read it right; nothing when they match."""
    if not language or language.lower() == (get_language() or "").lower():
        return ""
    return format_html(' lang="{}"', language)


@register.filter
def absolute(path: str) -> str:
    """`path` as an absolute URL under `NEWSROOM_URL`, as the canonical links,
    feeds and share cards name the site."""
    return absolute_url(path)


@register.filter
def is_public(obj) -> bool:
    """Whether any reader, signed in or not, may see `obj` (a claim or a source,
    by its `is_visible_to`): only those get share links and a share card."""
    return obj.is_visible_to(AnonymousUser())


@register.simple_tag
def check_labels(field, dots=False) -> str:
    """A multiple-choice filter's checkboxes, each in its label, written as
    Django's checkbox template writes them (django/forms/widgets/input.html and
    attrs.html), in one pass: a template per checkbox cost 2-3 ms a page.
    `dots`: a status dot before each label."""
    labels = []
    for choice in field.subwidgets:
        check = choice.data
        value = "" if check["value"] is None else f' value="{escape(str(check["value"]))}"'
        attrs = "".join(
            f" {escape(name)}" if attr is True else f' {escape(name)}="{escape(str(attr))}"'
            for name, attr in check["attrs"].items()
            if attr is not False
        )
        dot = f'<span class="dot status-bg-{escape(check["value"])}" aria-hidden="true"></span>' if dots else ""
        labels.append(
            f'\n      <label for="{escape(choice.id_for_label)}"><input type="{escape(check["type"])}" '
            f'name="{escape(check["name"])}"{value}{attrs}> {dot}{conditional_escape(choice.choice_label)}</label>\n      '
        )
    return mark_safe("".join(labels))
