"""The newsroom's public address: every link that leaves the site in a
document read elsewhere (canonical and hreflang links, the sitemap and
robots.txt, feeds, ClaimReview, the CSV and JSON Lines exports) is made here,
under `NEWSROOM_URL`, so it is the same whatever host a request came through.
The API's JSON links stay relative to the request (a client follows them on
the host it asked)."""

from django.conf import settings


def absolute_url(path: str) -> str:
    """`path` (starting with "/") under `NEWSROOM_URL`."""
    return settings.NEWSROOM_URL.rstrip("/") + path
