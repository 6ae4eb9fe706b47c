"""Writes to sources: validated, and unique by the database's say.

The API and the admin store a source through `source_save`, so a duplicate
slug is refused by the unique constraint itself (UniqueConflict, answered 409
by the API and shown as a form error by the admin), never by a SELECT that a
concurrent request could outrun.
"""

from django.db import transaction

from newsroom.uniqueness import full_clean_except_unique, unique_save
from sources.models import Source


@transaction.atomic
def source_save(*, source: Source, **changes) -> Source:
    """Apply `changes` to `source` (new or stored), validate and store it.

    A newsroom member's save confirms the source: a proposed one becomes
    visible to readers (see `sources.models`)."""
    for field, value in changes.items():
        setattr(source, field, value)
    source.proposed = False
    full_clean_except_unique(source)
    unique_save(source)
    return source
