"""The editors' and fact-checkers' workspace in the Django admin.

One module per concern: `claims` (the claim admin, its workflow moves and bulk
actions), `articles` (article admin and import), `forms` (the admin's forms),
`display` (badges and the quote in its paragraph, shared with the source admin),
`figures` (tracked figures, their suggestions and disagreements), `matches`
(repeated claims and the earlier checks they reuse), `tasks` (background tasks:
state, progress, result, error), `comments` (a claim's internal thread),
`staff` (the user admin with each staff member's public display name),
`corrections` (an editor's "Correct this article" page and the review of the
claims a correction moved), `history` (each object's change log as readable
differences, on its History page).
Importing this package registers the admins.
"""

from django.contrib import admin
from django.utils.translation import gettext_lazy

from claims.admin import articles, claims, figures, matches, staff, tasks  # noqa: F401  (registers the admins)
from claims.admin.display import quote_in_context, staff_users, status_badge

__all__ = ["quote_in_context", "staff_users", "status_badge"]

admin.site.site_header = gettext_lazy("Newsroom fact tracker")
admin.site.site_title = gettext_lazy("Newsroom fact tracker")
admin.site.index_title = gettext_lazy("Claims, sources and verification")
