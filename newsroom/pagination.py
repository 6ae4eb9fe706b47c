"""Pagination for the public list pages: one rule for every list.

A bad ?page= value (abc, 0, 999) never gives an error page: the nearest real
page is shown with a message saying why.

Lists never count the whole table: `BoundedCountPaginator` counts at most
COUNT_LIMIT + 1 rows (`SELECT count(*) FROM (… LIMIT 10001)`), so a list of a
million claims costs what a list of ten thousand does. Past the limit the
total reads “more than 10,000” and the pages stop there; a reader narrows the
filters to see further (the API's cursor pagination goes on to the end). A filtered
list counts up to FILTERED_COUNT_LIMIT: counting matches visits each matching
row, and a thousand is what a reader can use (“more than 1,000 claims match”).

A page past the first is read as a deferred join (`page_of_queryset`): the
ids of the page's rows come from a subquery that skips the OFFSET rows in the
ordering's index alone (`claim_public_order_idx`, an index-only scan), and only
those rows are joined to their article and sources. `LIMIT 25 OFFSET 9975`
over the joined rows joined ten thousand rows to read twenty-five (112 ms at a
million claims, 11 ms as a deferred join); still one query.
"""

from functools import cached_property
from typing import NamedTuple

from django.core.paginator import Page, Paginator
from django.db import connections
from django.db.models import QuerySet
from django.utils.formats import number_format
from django.utils.translation import gettext as _

COUNT_LIMIT = 10_000
FILTERED_COUNT_LIMIT = 1_000


def count_at_most(items, limit: int) -> int:
    """How many `items` there are, counting no further than `limit` + 1 (a
    queryset's count is `SELECT count(*) FROM (… LIMIT limit + 1)`, unordered:
    any N + 1 rows tell "more than N"; an ordered count would sort every match
    first)."""
    if hasattr(items, "query"):
        if not items.query.is_sliced:
            items = items.order_by()
        return items[: limit + 1].count()
    return min(len(items), limit + 1)


def count_text(count: int, *, exact: bool) -> str:
    """A total as a reader should see it: "9,876", or "more than 10,000"."""
    total = number_format(count, force_grouping=True)
    return total if exact else _("more than %(total)s") % {"total": total}


class Total(NamedTuple):
    """A total counted no further than a limit (`bounded_total`)."""

    count: int  # the limit when there are more
    exact: bool

    @property
    def text(self) -> str:
        return count_text(self.count, exact=self.exact)


def bounded_total(items, limit: int | None = None) -> Total:
    """How many `items` there are, as a page that shows a total without
    counting more than `limit` (COUNT_LIMIT) + 1 rows says it (e.g. the home
    page's articles)."""
    limit = COUNT_LIMIT if limit is None else limit
    counted = count_at_most(items, limit)
    return Total(count=min(counted, limit), exact=counted <= limit)


def page_of_queryset(items: QuerySet, bottom: int, top: int) -> QuerySet:
    """`items[bottom:top]`, the same rows in the same order, as one query that
    skips the first `bottom` rows by id only (see the module docstring). A
    queryset whose ids alone cannot be sliced the same way (DISTINCT, GROUP
    BY, UNION) is sliced as it is."""
    query = items.query
    if (
        bottom == 0
        or query.is_sliced
        or query.distinct
        or query.combinator
        or query.group_by is not None
        or not connections[items.db].features.allow_sliced_subqueries_with_in
    ):
        return items[bottom:top]
    return items.filter(pk__in=items.values("pk")[bottom:top])


class BoundedCountPaginator(Paginator):
    """A Paginator whose `count` stops at `count_limit` (`count_is_exact` says
    whether it did); `count_text` is the total as a reader should see it."""

    count_limit = COUNT_LIMIT

    def __init__(self, *args, count_limit: int | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        if count_limit is not None:
            self.count_limit = count_limit

    @cached_property
    def _bounded_count(self) -> int:
        return count_at_most(self.object_list, self.count_limit)

    @cached_property
    def count(self) -> int:
        return min(self._bounded_count, self.count_limit)

    def page(self, number) -> Page:
        """Django's `Paginator.page`, a queryset's page read by `page_of_queryset`."""
        number = self.validate_number(number)
        bottom = (number - 1) * self.per_page
        top = bottom + self.per_page
        if top + self.orphans >= self.count:
            top = self.count
        items = self.object_list
        rows = page_of_queryset(items, bottom, top) if isinstance(items, QuerySet) else items[bottom:top]
        return self._get_page(rows, number, self)

    @property
    def count_is_exact(self) -> bool:
        return self._bounded_count <= self.count_limit

    @property
    def count_text(self) -> str:
        return count_text(self.count, exact=self.count_is_exact)


def _page_of(paginator: Paginator, raw: str | None):
    """The requested page, or the nearest real one with a message saying so."""
    if raw is None or raw.strip() == "":
        return paginator.page(1), ""
    try:
        number = int(raw)
    except ValueError:
        return paginator.page(1), _("“%(page)s” is not a page number, so the first page is shown.") % {"page": raw}
    if number < 1:
        return paginator.page(1), _("There is no page %(page)s, so the first page is shown.") % {"page": number}
    if number > paginator.num_pages:
        last = paginator.num_pages
        if not getattr(paginator, "count_is_exact", True):
            return paginator.page(last), _(
                "Only the first %(count)s results are paged, so page %(last)s is shown: narrow the filters to see further."
            ) % {"count": number_format(paginator.count, force_grouping=True), "last": last}
        return paginator.page(last), _("There is no page %(page)s; the last page is %(last)s.") % {
            "page": number,
            "last": last,
        }
    return paginator.page(number), ""


class Pagination(NamedTuple):
    """A page of a list, with what templates/claims/_pagination.html needs."""

    page: Page
    page_range: list
    message: str  # why the page shown is not the one asked for, or ""

    def context(self) -> dict:
        return {"page_obj": self.page, "page_range": self.page_range, "page_message": self.message}


def paginate(items, *, page_number: str | None, per_page: int, count_limit: int | None = None) -> Pagination:
    """The page of `items` that ?page= names: a bad value (abc, 0, 999) gives the
    first or last page and a message, never an error. Two queries for a
    queryset (a bounded count, the page) whatever its size; none for the page
    when it is empty."""
    paginator = BoundedCountPaginator(items, per_page, count_limit=count_limit)
    page, message = _page_of(paginator, page_number)
    page_range = list(paginator.get_elided_page_range(page.number, on_each_side=1, on_ends=1))
    return Pagination(page=page, page_range=page_range, message=message)
