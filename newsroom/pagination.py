"""Pagination for the public list pages: one rule for every list.

A bad ?page= value (abc, 0, 999) never gives an error page: the nearest real
page is shown with a message saying why.
"""

from typing import NamedTuple

from django.core.paginator import Page, Paginator


def _page_of(paginator: Paginator, raw: str | None):
    """The requested page, or the nearest real one with a message saying so."""
    if raw is None or raw.strip() == "":
        return paginator.page(1), ""
    try:
        number = int(raw)
    except ValueError:
        return paginator.page(1), f"“{raw}” is not a page number, so the first page is shown."
    if number < 1:
        return paginator.page(1), f"There is no page {number}, so the first page is shown."
    if number > paginator.num_pages:
        last = paginator.num_pages
        return paginator.page(last), f"There is no page {number}; the last page is {last}."
    return paginator.page(number), ""


class Pagination(NamedTuple):
    """A page of a list, with what templates/claims/_pagination.html needs."""

    page: Page
    page_range: list
    message: str  # why the page shown is not the one asked for, or ""

    def context(self) -> dict:
        return {"page_obj": self.page, "page_range": self.page_range, "page_message": self.message}


def paginate(items, *, page_number: str | None, per_page: int) -> Pagination:
    """The page of `items` that ?page= names: a bad value (abc, 0, 999) gives the
    first or last page and a message, never an error. Two queries for a
    queryset (count, page) whatever its size; none for the page when it is empty."""
    paginator = Paginator(items, per_page)
    page, message = _page_of(paginator, page_number)
    page_range = list(paginator.get_elided_page_range(page.number, on_each_side=1, on_ends=1))
    return Pagination(page=page, page_range=page_range, message=message)
