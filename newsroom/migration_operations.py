"""Migration operations that behave on every database the project runs on.

`AddIndexConcurrently` builds an index on PostgreSQL with `CREATE INDEX
CONCURRENTLY`, so adding an index to a table of a million claims does not
block writes to it for the build's seconds; on SQLite (a laptop's database,
no concurrent writers to protect) it is a plain `CREATE INDEX`. Django's own
operation of that name only runs on PostgreSQL. A migration using it must be
non-atomic (`atomic = False`): PostgreSQL refuses a concurrent build inside a
transaction.
"""

from django.contrib.postgres import operations
from django.db.migrations import AddIndex


class AddIndexConcurrently(operations.AddIndexConcurrently):
    def database_forwards(self, app_label, schema_editor, from_state, to_state):
        if schema_editor.connection.vendor == "postgresql":
            super().database_forwards(app_label, schema_editor, from_state, to_state)
        else:
            AddIndex.database_forwards(self, app_label, schema_editor, from_state, to_state)

    def database_backwards(self, app_label, schema_editor, from_state, to_state):
        if schema_editor.connection.vendor == "postgresql":
            super().database_backwards(app_label, schema_editor, from_state, to_state)
        else:
            AddIndex.database_backwards(self, app_label, schema_editor, from_state, to_state)
