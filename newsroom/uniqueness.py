"""Uniqueness decided by the database: an IntegrityError turned into a clear conflict.

Two identical creates at the same instant (a double-clicked submit, a client
that retries) both pass any check made by a SELECT before the INSERT; only the
database's unique constraint sees them both. So services validate everything
*except* uniqueness (`full_clean_except_unique`), save with `unique_save`, and
a unique violation becomes `UniqueConflict`: a ValidationError naming the
fields, which the API answers 409 (`newsroom.api`) and the admin shows as a
form error (`newsroom.admin_saves`).
"""

import re

from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.db import IntegrityError, models, transaction


class UniqueConflict(ValidationError):
    """Another object already holds these unique values."""

    def __init__(self, message: str, *, fields: tuple[str, ...]):
        self.fields = tuple(fields)
        self.conflict_message = message
        key = fields[0] if len(fields) == 1 else NON_FIELD_ERRORS
        super().__init__({key: [message]}, code="unique")


def full_clean_except_unique(instance: models.Model, *, exclude=None) -> None:
    """`full_clean()` without the SELECTs that guess at uniqueness: fields,
    `clean()` and every check constraint, but no unique check (the INSERT or
    UPDATE decides, see `unique_save`)."""
    errors = {}
    try:
        instance.full_clean(exclude=exclude, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        errors = error.update_error_dict(errors)
    try:
        check_constraints_validate(instance, exclude={*(exclude or ()), *errors})
    except ValidationError as error:
        errors = error.update_error_dict(errors)
    if errors:
        raise ValidationError(errors)


def check_constraints_validate(instance: models.Model, *, exclude=None) -> None:
    """Validate every constraint of `instance` except the unique ones."""
    errors = {}
    for model_class, constraints in instance.get_constraints():
        for constraint in constraints:
            if isinstance(constraint, models.UniqueConstraint):
                continue
            try:
                constraint.validate(model_class, instance, exclude=exclude)
            except ValidationError as error:
                errors = error.update_error_dict(errors)
    if errors:
        raise ValidationError(errors)


def unique_save(instance: models.Model, **save_kwargs) -> None:
    """Save `instance` in a savepoint; a unique violation raises UniqueConflict."""
    try:
        with transaction.atomic():
            instance.save(**save_kwargs)
    except IntegrityError as error:
        conflict = unique_conflict(error, instance)
        if conflict is None:
            raise
        raise conflict from error


def unique_conflict(error: IntegrityError, instance: models.Model) -> UniqueConflict | None:
    """The UniqueConflict behind `error` on `instance`'s table, or None when the
    error is not a unique violation of one of its constraints."""
    for fields, constraint in _unique_sets(type(instance)):
        if _names_constraint(error, type(instance), fields, constraint):
            return UniqueConflict(_message(instance, fields, constraint), fields=fields)
    return None


def _unique_sets(model) -> list[tuple[tuple[str, ...], models.UniqueConstraint | None]]:
    sets = [((field.name,), None) for field in model._meta.concrete_fields if field.unique and not field.primary_key]
    sets += [
        (tuple(constraint.fields), constraint)
        for constraint in model._meta.total_unique_constraints + [
            c for c in model._meta.constraints if isinstance(c, models.UniqueConstraint) and c.condition is not None
        ]
        if constraint.fields
    ]
    sets += [(tuple(names), None) for names in model._meta.unique_together]
    return sets


_POSTGRES_KEY = re.compile(r"Key \((?P<columns>[^)]*)\)=")
_SQLITE_COLUMNS = re.compile(r"UNIQUE constraint failed: (?P<columns>.+)$")


def _violated(error: IntegrityError) -> tuple[str | None, set[str] | None]:
    """The violated constraint's name and columns, as far as the driver says."""
    cause = error.__cause__
    diag = getattr(cause, "diag", None)
    if diag is not None:  # PostgreSQL (psycopg)
        if getattr(cause, "sqlstate", None) != "23505":
            return None, None
        match = _POSTGRES_KEY.search(diag.message_detail or "")
        columns = {part.strip().strip('"') for part in match["columns"].split(",")} if match else None
        return diag.constraint_name, columns
    match = _SQLITE_COLUMNS.search(str(error))
    if not match:
        return None, None
    text = match["columns"].strip()
    index = re.fullmatch(r"index '(?P<name>[^']+)'", text)
    if index:
        return index["name"], None
    return None, {part.strip().rsplit(".", 1)[-1].strip('"') for part in text.split(",")}


def _names_constraint(error, model, fields, constraint) -> bool:
    name, columns = _violated(error)
    if name is None and columns is None:
        return False
    if constraint is not None and name == constraint.name:
        return True
    wanted = {model._meta.get_field(field).column for field in fields}
    return columns == wanted


def _message(instance, fields, constraint) -> str:
    if constraint is not None and constraint.violation_error_message != constraint.default_violation_error_message:
        return str(constraint.violation_error_message)
    error = instance.unique_error_message(type(instance), list(fields))
    return error.message % error.params if error.params else str(error.message)
