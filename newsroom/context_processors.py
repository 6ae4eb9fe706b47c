"""Template context shared by every page: who publishes the site and how to reach them,
and the page's canonical address."""

from django.conf import settings


def newsroom(request):
    contact = settings.NEWSROOM_CORRECTIONS_CONTACT
    return {
        "NEWSROOM_NAME": settings.NEWSROOM_NAME,
        "NEWSROOM_ABOUT_URL": settings.NEWSROOM_ABOUT_URL,
        "NEWSROOM_CORRECTIONS_CONTACT": contact,
        "canonical_url": canonical_url(request),
        "NEWSROOM_CORRECTIONS_CONTACT_HREF": f"mailto:{contact}" if contact and "@" in contact and "://" not in contact else contact,
    }


def canonical_url(request) -> str:
    """The page's own address under `NEWSROOM_URL` (the one the sitemap names): its
    path, and its page number past the first; filters and other parameters are
    left out, so every filtered view of a list names the list itself."""
    url = settings.NEWSROOM_URL.rstrip("/") + request.path
    page = request.GET.get("page", "")
    if page.isdigit() and int(page) > 1:
        url += f"?page={int(page)}"
    return url
