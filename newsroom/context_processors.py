"""Template context shared by every page: who publishes the site and how to reach them,
the page's canonical address and its address in each language."""

from django.conf import settings
from django.urls import translate_url
from django.utils.translation import get_language_info

from newsroom.public_address import absolute_url


def newsroom(request):
    contact = settings.NEWSROOM_CORRECTIONS_CONTACT
    return {
        "NEWSROOM_NAME": settings.NEWSROOM_NAME,
        "NEWSROOM_ABOUT_URL": settings.NEWSROOM_ABOUT_URL,
        "NEWSROOM_CORRECTIONS_CONTACT": contact,
        "canonical_url": canonical_url(request),
        "NEWSROOM_CORRECTIONS_CONTACT_HREF": f"mailto:{contact}"
        if contact and "@" in contact and "://" not in contact
        else contact,
    }


def canonical_url(request) -> str:
    """The page's own address under `NEWSROOM_URL` (the one the sitemap names): its
    path, without filters or other parameters, so every filtered view of a list
    names the list itself. `base.html` adds the page number past the first page,
    as the paginator resolved it (never a page that does not exist)."""
    return absolute_url(request.path)


def languages(request) -> dict:
    """`language_next` and `page_languages`: each language the site speaks, with this page's
    absolute address in it for `<link rel="alternate" hreflang>` (None where
    a page has one address for every language, such as the admin, or none, a
    404). The language switch in `base.html` posts to Django's
    `set_language`, which finds the same address the same way."""
    paths = {code: None for code, _name in settings.LANGUAGES}
    if getattr(request, "resolver_match", None) is not None:
        paths = {code: translate_url(request.path, code) for code in paths}
        if len(set(paths.values())) == 1:
            paths = dict.fromkeys(paths)
    # Where the switch returns to: this page with its filters; the page number
    # is added by the template as the paginator resolved it.
    query = request.GET.copy()
    query.pop("page", None)
    return {
        "language_next": request.path + (f"?{query.urlencode()}" if query else ""),
        "page_languages": [
            {"code": code, "name": get_language_info(code)["name_local"], "url": path and absolute_url(path)}
            for code, path in paths.items()
        ],
    }
