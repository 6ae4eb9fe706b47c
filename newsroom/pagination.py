"""Pagination for the public list pages: one rule for every list.

A bad ?page= value (abc, 0, 999) never gives an error page: the nearest real
page is shown with a message saying why.

Lists never count the whole table: `BoundedCountPaginator` counts at most
COUNT_LIMIT + 1 rows (`SELECT count(*) FROM (… LIMIT 10001)`), so a list of a
million claims costs what a list of ten thousand does. A filtered list counts
up to FILTERED_COUNT_LIMIT: counting matches visits each matching row, and a
thousand is what a reader can use.

Past the limit, on PostgreSQL, the total is the planner's estimate of the
list's rows (`planner_estimate`: `EXPLAIN (FORMAT JSON)` of the list's query,
one query that reads no rows), shown as “about 980,000” (two significant
figures), and the pages go on to the estimated last page. The estimate is
only an estimate, so the paginator learns the real end when it reads it: a
page with fewer rows than a full one (it reads one row more than a page to
know) is the last and makes the total exact; a full page at the estimated end
adds a next page; a page past the real end raises `EmptyPage` like any
Paginator, after one count bounded by that page's offset (the rows it had to
skip anyway; a page well past the estimated end is counted before it is
read), and the real last page is then read backwards (the reversed ordering
from its end, not an OFFSET of a million rows). Where there is no
estimate (SQLite), or the planner expects no more than the count found, the
total reads “more than 10,000” and the pages stop there: a reader narrows the
filters to see further (the API's cursor pagination goes on to the end).

A page past the first is read as a deferred join (`page_of_queryset`): the
ids of the page's rows come from a subquery that skips the OFFSET rows in the
ordering's index alone (`claim_public_order_idx`, an index-only scan), and only
those rows are joined to their article and sources. `LIMIT 25 OFFSET 9975`
over the joined rows joined ten thousand rows to read twenty-five (112 ms at a
million claims, 11 ms as a deferred join); still one query.

The links a page gives carry a keyset cursor (`newsroom.cursors`, the API's
`next`): “Next” and “Previous”, the neighbouring page numbers, and, when the
total is an estimate, the last page, are `?page=N&cursor=…`, read as an index
range in the list's ordering from the row next to the page shown (no OFFSET),
so every page a reader reaches by following links costs what the first page
does at any depth; the number travels in the link to be shown. A typed
`?page=N` (or a link to a page farther away) is read by its OFFSET as above.
Views opt in with `paginate(…, keyset=True, cursor=…)`; a list ordered by
anything but fields (a search's rank) keeps page numbers alone. A damaged
cursor, or one from another ordering, gives the first page and a message.
"""

import json
from functools import cached_property
from typing import NamedTuple

from django.core.paginator import EmptyPage, Page, Paginator
from django.db import connections
from django.db.models import QuerySet
from django.utils.formats import number_format
from django.utils.translation import gettext as _

from newsroom.cursors import BadCursor, cursor_token, end_cursor, keyset_keys, keyset_ordered, read_page

COUNT_LIMIT = 10_000
FILTERED_COUNT_LIMIT = 1_000
ESTIMATE_FIGURES = 2  # “about 980,000”: an estimate's later digits are noise
MAX_OFFSET = 2**62  # an OFFSET PostgreSQL's bigint holds; ?page=10**30 reads nothing


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


def planner_estimate(items) -> int | None:
    """How many rows PostgreSQL's planner expects `items` to hold (the top
    row count of `EXPLAIN (FORMAT JSON)` of its query, unordered: no row is
    read); None for anything else (SQLite has no such estimate, a list is
    counted, a sliced queryset is bounded anyway)."""
    if not isinstance(items, QuerySet) or items.query.is_sliced:
        return None
    connection = connections[items.db]
    if connection.vendor != "postgresql":
        return None
    sql, params = items.order_by().query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (FORMAT JSON) " + sql, params)
        (plan,) = cursor.fetchone()
    if isinstance(plan, str):
        plan = json.loads(plan)
    return int(plan[0]["Plan"]["Plan Rows"])


def estimate_beyond(items, counted: int, limit: int) -> int | None:
    """The planner's estimate of `items`, when a count stopped at `limit`
    (`counted` is limit + 1) and the planner expects more than that; else
    None: a planner that expects fewer rows than were counted is wrong, and the
    total stays “more than `limit`”."""
    if counted <= limit:
        return None
    estimate = planner_estimate(items)
    return estimate if estimate is not None and estimate > limit else None


def rounded(count: int, figures: int = ESTIMATE_FIGURES) -> int:
    """`count` to `figures` significant figures (983,412 → 980,000)."""
    step = 10 ** max(0, len(str(count)) - figures)
    return (count + step // 2) // step * step


def count_text(count: int, *, exact: bool, estimated: bool = False) -> str:
    """A total as a reader should see it: "9,876", "more than 10,000", or
    (an estimate) "about 980,000"."""
    if estimated:
        return _("about %(total)s") % {"total": number_format(rounded(count), force_grouping=True)}
    total = number_format(count, force_grouping=True)
    return total if exact else _("more than %(total)s") % {"total": total}


class Total(NamedTuple):
    """A total counted no further than a limit (`bounded_total`)."""

    count: int  # the limit when there are more, or the planner's estimate
    exact: bool
    estimated: bool = False

    @property
    def text(self) -> str:
        return count_text(self.count, exact=self.exact, estimated=self.estimated)


def bounded_total(items, limit: int | None = None) -> Total:
    """How many `items` there are, as a page that shows a total without
    counting more than `limit` (COUNT_LIMIT) + 1 rows says it (e.g. the home
    page's articles): past the limit, PostgreSQL's estimate when it expects
    more (one more query)."""
    limit = COUNT_LIMIT if limit is None else limit
    counted = count_at_most(items, limit)
    if (estimate := estimate_beyond(items, counted, limit)) is not None:
        return Total(count=estimate, exact=False, estimated=True)
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
    whether it did), or past it is PostgreSQL's estimate (`count_is_estimate`)
    until a page read finds the real end; `count_text` is the total as a
    reader should see it. See the module docstring."""

    count_limit = COUNT_LIMIT

    def __init__(self, *args, count_limit: int | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        if count_limit is not None:
            self.count_limit = count_limit
        self.end_found = False  # a page read found where the list ends: `count` is exact

    @cached_property
    def _bounded_count(self) -> int:
        return count_at_most(self.object_list, self.count_limit)

    @cached_property
    def estimate(self) -> int | None:
        """The planner's estimate, when the list has more rows than the limit
        and the planner expects more (see `estimate_beyond`)."""
        return estimate_beyond(self.object_list, self._bounded_count, self.count_limit)

    @cached_property
    def count(self) -> int:
        if self.estimate is not None:
            return self.estimate
        return min(self._bounded_count, self.count_limit)

    def _learn_count(self, count: int, *, end: bool) -> None:
        """What a page read showed of the list's length: its `end`, or (not
        the end) at least `count` rows."""
        self.__dict__["count"] = count
        self.__dict__.pop("num_pages", None)
        self.end_found = self.end_found or end

    @property
    def count_is_exact(self) -> bool:
        return self.end_found or self._bounded_count <= self.count_limit

    @property
    def count_is_estimate(self) -> bool:
        return not self.end_found and self.estimate is not None

    @property
    def count_text(self) -> str:
        return count_text(self.count, exact=self.count_is_exact, estimated=self.count_is_estimate)

    def validate_number(self, number) -> int:
        """Django's check; with an estimate, a page past the estimated last one
        may still exist (page reads decide)."""
        try:
            return super().validate_number(number)
        except EmptyPage:
            if not self.count_is_estimate or int(number) < 1:
                raise
            return int(number)

    def page(self, number) -> Page:
        """Django's `Paginator.page`, a queryset's page read by `page_of_queryset`."""
        number = self.validate_number(number)
        if self.count_is_estimate:
            return self._estimated_page(number)
        bottom = (number - 1) * self.per_page
        top = bottom + self.per_page
        if top + self.orphans >= self.count:
            top = self.count
        items = self.object_list
        if self.end_found and bottom > self.count - top and isinstance(items, QuerySet) and items.ordered:
            # Near the end of a list longer than the limit: the page read from
            # the end backwards, not after an OFFSET of most of the list.
            rows = list(page_of_queryset(items.reverse(), self.count - top, self.count - bottom))[::-1]
        elif isinstance(items, QuerySet):
            rows = page_of_queryset(items, bottom, top)
        else:
            rows = items[bottom:top]
        return self._get_page(rows, number, self)

    def cursor_page(self, number: int, *, keys: list, cursor: str) -> Page:
        """Page `number` as a link's `cursor` names it (`newsroom.cursors`):
        an index range after (or before) the row it names, no OFFSET. Raises
        `BadCursor`, or `EmptyPage` when no row lies there any more."""
        read = read_page(self.object_list, keys=keys, cursor=cursor, size=self.per_page)
        if not read.rows:
            raise EmptyPage(self.error_messages["no_results"])
        has_next = read.has_next
        if not read.has_previous:  # back at the start: it is the first page, whatever the link said
            number = 1
        elif self.count_is_estimate:
            if has_next and number >= self.num_pages:  # the estimate fell short
                self._learn_count(number * self.per_page + 1, end=False)
        else:
            number = min(number, max(self.num_pages, 1))
            # Without an estimate, pages past the count limit stop at its last, as by number.
            has_next = has_next and (self.count_is_exact or number < self.num_pages)
        return CursorPage(read.rows, number, self, has_next=has_next, has_previous=read.has_previous)

    def _estimated_page(self, number: int) -> Page:
        """Page `number` of a list whose length is estimated: one row more
        than a page is read, to know whether the list goes on."""
        bottom = (number - 1) * self.per_page
        if number > self.num_pages + 1:
            # Well past the estimated end, where the list most likely ends
            # sooner: its rows up to this page are counted first (the read
            # after an OFFSET would skip them all and find nothing, then count).
            counted = count_at_most(self.object_list, min(bottom, MAX_OFFSET))
            if counted <= bottom:
                self._learn_count(counted, end=True)
                raise EmptyPage(self.error_messages["no_results"])
        rows = []
        if bottom < MAX_OFFSET:
            rows = list(page_of_queryset(self.object_list, bottom, bottom + self.per_page + 1))
        if len(rows) > self.per_page:
            rows = rows[: self.per_page]
            if number >= self.num_pages:  # the estimate fell short
                self._learn_count(bottom + self.per_page + 1, end=False)
        elif rows:
            self._learn_count(bottom + len(rows), end=True)
        else:  # past the end: count what lies before this page (which the read skipped anyway)
            self._learn_count(count_at_most(self.object_list, min(bottom, MAX_OFFSET)), end=True)
            raise EmptyPage(self.error_messages["no_results"])
        return self._get_page(rows, number, self)


class CursorPage(Page):
    """A page read by cursor: whether rows lie before and after it was read
    with it (the count may be an estimate, or shorter than the link's number)."""

    def __init__(self, object_list, number, paginator, *, has_next: bool, has_previous: bool):
        super().__init__(object_list, number, paginator)
        self._has_next, self._has_previous = has_next, has_previous

    def has_next(self) -> bool:
        return self._has_next

    def has_previous(self) -> bool:
        return self._has_previous

    def next_page_number(self) -> int:
        return self.number + 1

    def previous_page_number(self) -> int:
        return self.number - 1

    def start_index(self) -> int:
        return (self.number - 1) * self.paginator.per_page + 1

    def end_index(self) -> int:
        return self.start_index() + len(self.object_list) - 1


def _cursor_page_of(paginator: BoundedCountPaginator, raw: str | None, *, keys: list, cursor: str):
    """The page a link with a cursor names, or the first page with a message
    when the link is damaged, or page `raw` by its number when its rows are gone."""
    damaged = _("This link to a page of the list is damaged or out of date, so the first page is shown.")
    try:
        number = int(raw or "1")
    except ValueError:
        return paginator.page(1), damaged
    try:
        return paginator.cursor_page(max(number, 1), keys=keys, cursor=cursor), ""
    except BadCursor:
        return paginator.page(1), damaged
    except EmptyPage:  # every row past the cursor was removed meanwhile
        return _page_of(paginator, raw)


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
    estimated = getattr(paginator, "count_is_estimate", False)
    if number > paginator.num_pages and not estimated and not getattr(paginator, "count_is_exact", True):
        last = paginator.num_pages
        return paginator.page(last), _(
            "Only the first %(count)s results are paged, so page %(last)s is shown: narrow the filters to see further."
        ) % {"count": number_format(paginator.count, force_grouping=True), "last": last}
    if number <= paginator.num_pages or estimated:
        try:
            return paginator.page(number), ""
        except EmptyPage:  # past the real end of a list whose length was estimated
            pass
    last = paginator.num_pages
    return paginator.page(last), _("There is no page %(page)s; the last page is %(last)s.") % {
        "page": number,
        "last": last,
    }


class PageLink(NamedTuple):
    """A link to page `number`; with a `cursor`, read as an index range."""

    number: int
    cursor: str | None = None


class Pagination(NamedTuple):
    """A page of a list, with what templates/claims/_pagination.html needs."""

    page: Page
    page_range: list
    message: str  # why the page shown is not the one asked for, or ""
    links: list  # PageLink for each number of page_range, the paginator's ELLIPSIS between
    previous: PageLink | None
    next: PageLink | None

    def context(self) -> dict:
        return {
            "page_obj": self.page,
            "page_range": self.page_range,
            "page_links": self.links,
            "previous_link": self.previous,
            "next_link": self.next,
            "page_message": self.message,
        }


def _links(page: Page, page_range: list, keys: list | None, current: PageLink):
    """The page's links: its neighbours by cursor from its first and last
    rows (and the last page from the end, when the total is an estimate),
    other numbers plain; page 1 is always plain (no OFFSET to skip); the
    page shown links to itself as it was reached (`current`)."""
    previous = next_ = None
    if page.has_previous():
        number = page.previous_page_number()
        previous = PageLink(
            number, cursor_token(keys, page.object_list[0], reverse=True) if keys and number > 1 else None
        )
    if page.has_next():
        number = page.next_page_number()
        next_ = PageLink(number, cursor_token(keys, page.object_list[-1], reverse=False) if keys else None)
    paginator = page.paginator
    last = paginator.num_pages if keys and getattr(paginator, "count_is_estimate", False) else None
    links = []
    for number in page_range:
        if number == paginator.ELLIPSIS:
            links.append(number)
        elif number == page.number:
            links.append(current)
        elif previous and number == previous.number:
            links.append(previous)
        elif next_ and number == next_.number:
            links.append(next_)
        elif number == last:
            links.append(PageLink(number, end_cursor(keys)))
        else:
            links.append(PageLink(number))
    return links, previous, next_


def paginate(
    items,
    *,
    page_number: str | None,
    per_page: int,
    count_limit: int | None = None,
    keyset: bool = False,
    cursor: str | None = None,
) -> Pagination:
    """The page of `items` that ?page= names: a bad value (abc, 0, 999) gives the
    first or last page and a message, never an error. Two queries for a
    queryset (a bounded count, the page) whatever its size, three past the
    count limit on PostgreSQL (the estimate); none for the page when it is
    empty. A page past the end of an estimated list costs two more (a count
    up to its offset, the last page). With `keyset`, the page's links carry
    cursors and `cursor` (a link's ?cursor=) names the page, read as an index
    range: the same queries at any depth."""
    keys = keyset_keys(items) if keyset else None
    if keys:
        items = keyset_ordered(items, keys)
    paginator = BoundedCountPaginator(items, per_page, count_limit=count_limit)
    if keys and cursor:
        page, message = _cursor_page_of(paginator, page_number, keys=keys, cursor=cursor)
    else:
        page, message = _page_of(paginator, page_number)
    if keys:
        page.object_list = list(page.object_list)  # its first and last rows give the links' cursors
    by_cursor = isinstance(page, CursorPage) and page.number > 1
    current = PageLink(page.number, cursor if by_cursor else None)
    page_range = list(paginator.get_elided_page_range(page.number, on_each_side=1, on_ends=1))
    links, previous, next_ = _links(page, page_range, keys, current)
    return Pagination(page=page, page_range=page_range, message=message, links=links, previous=previous, next=next_)
