"""The admin's autocomplete fields show a refused value as a form error, not a 500.

When a form comes back with errors, Django's `AutocompleteSelect` shows the
chosen option again by reading it from the database:
`filter(pk__in=[the posted value])`. A posted value that is no id at all
("a\\x00b", a number beyond 64 bits) makes that read raise (ValueError,
OverflowError, PostgreSQL's "bigint out of range") while the page is drawn,
after the form already said "Select a valid choice". `CheckedAutocomplete`
gives every foreign key autocomplete field a widget that leaves out a value its
field refuses, so the page shows the form error.
"""

from django.contrib.admin.widgets import AutocompleteSelect
from django.core.exceptions import ValidationError


class CheckedAutocompleteSelect(AutocompleteSelect):
    def optgroups(self, name, value, attr=None):
        remote = self.field.remote_field
        target = remote.model._meta.get_field(getattr(remote, "field_name", None) or remote.model._meta.pk.name)
        readable = []
        for item in value:
            try:
                target.clean(item, None)
            except (ValidationError, TypeError, ValueError, OverflowError):
                continue
            readable.append(item)
        return super().optgroups(name, readable, attr)


class CheckedAutocomplete:
    """A ModelAdmin or inline mixin: its `autocomplete_fields` use the widgets above."""

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        formfield = super().formfield_for_foreignkey(db_field, request, **kwargs)
        widget = getattr(formfield, "widget", None)
        if type(widget) is AutocompleteSelect:
            widget.__class__ = CheckedAutocompleteSelect
        return formfield
