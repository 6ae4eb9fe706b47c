"""Admin saves that fail in the service or the database come back as form errors.

A form can be valid and its save still be refused: the workflow freezes a
claim with a published verdict, the database's unique constraint turns away
the second of two identical creates. `SaveErrorsAsFormErrors` catches the
ValidationError (UniqueConflict included, see `newsroom.uniqueness`) that a
save raises, lets the admin's transaction roll everything back (inlines too),
and shows the same page again with the error on its field, or at the top when
it concerns several fields. Nothing is stored.

`DatabaseDecidesUniqueForm` leaves uniqueness to the database: its check
constraints are validated, its unique constraints are not guessed at by a
SELECT that a concurrent save could outrun.
"""

from django import forms
from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.db import IntegrityError

from newsroom.uniqueness import check_constraints_validate, unique_conflict, unique_save


class DatabaseDecidesUniqueForm(forms.ModelForm):
    """A ModelForm whose unique checks are left to the INSERT or UPDATE."""

    def validate_unique(self):
        exclude = self._get_validation_exclusions()
        try:
            check_constraints_validate(self.instance, exclude=exclude)
        except ValidationError as error:
            self._update_errors(error)


class SaveErrorsAsFormErrors:
    """ModelAdmin mixin: a ValidationError raised while saving is a form error."""

    def save_model(self, request, obj, form, change):
        unique_save(obj)

    def save_formset(self, request, form, formset, change):
        try:
            super().save_formset(request, form, formset, change)
        except IntegrityError as error:
            conflict = unique_conflict(error, formset.model())
            if conflict is None:
                raise
            raise conflict from error

    def get_form(self, request, obj=None, change=False, **kwargs):
        # `change` by name: Django's UserAdmin.get_form takes it only as a keyword.
        form_class = super().get_form(request, obj, change=change, **kwargs)
        save_errors = getattr(request, "_admin_save_errors", None)
        if not save_errors:
            return form_class

        class WithSaveErrors(form_class):
            def clean(self):
                cleaned = super().clean()
                for field, messages in save_errors.items():
                    self.add_error(field if field in self.fields else None, messages)
                return cleaned

        WithSaveErrors.__name__ = form_class.__name__
        return WithSaveErrors

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except ValidationError as error:
            if request.method != "POST" or getattr(request, "_admin_save_errors", None):
                raise
            # The admin's transaction has rolled back; show the form again,
            # this time failing validation with the save's error.
            request._admin_save_errors = errors_by_field(error)
            return super().changeform_view(request, object_id, form_url, extra_context)


def errors_by_field(error: ValidationError) -> dict[str | None, list[str]]:
    if hasattr(error, "error_dict"):
        return {None if field == NON_FIELD_ERRORS else field: messages for field, messages in error.message_dict.items()}
    return {None: error.messages}
