"""Accent- and case-insensitive text matching, the same on PostgreSQL and SQLite.

A reader who types “Guaido” must find “Guaidó”. `Folded(expression)` is the
text lower-cased with its accents removed and curly apostrophes straightened,
computed by the database: PostgreSQL's `unaccent` extension (migration 0005)
there, and on SQLite the Python function `fold` registered on every
connection (see `claims.apps`). `fold` is the same rule in Python, for the
words being searched for.
"""

from django.db.models import Func, TextField

from claims.extraction.names import fold

SQLITE_FUNCTION = "newsroom_fold"


def fold_or_none(text: str | None) -> str | None:
    return None if text is None else fold(text)


class Folded(Func):
    function = SQLITE_FUNCTION
    output_field = TextField()

    def as_postgresql(self, compiler, connection, **extra_context):
        return self.as_sql(
            compiler,
            connection,
            template="lower(unaccent(replace(%(expressions)s, '’', '''')))",
            **extra_context,
        )


def sqlite_fold_register(sender, connection, **kwargs) -> None:
    """connection_created receiver: give SQLite the fold function."""
    if connection.vendor == "sqlite":
        connection.connection.create_function(SQLITE_FUNCTION, 1, fold_or_none, deterministic=True)
