"""Template context shared by every page: who publishes the site and how to reach them."""

from django.conf import settings


def newsroom(request):
    contact = settings.NEWSROOM_CORRECTIONS_CONTACT
    return {
        "NEWSROOM_NAME": settings.NEWSROOM_NAME,
        "NEWSROOM_ABOUT_URL": settings.NEWSROOM_ABOUT_URL,
        "NEWSROOM_CORRECTIONS_CONTACT": contact,
        "NEWSROOM_CORRECTIONS_CONTACT_HREF": f"mailto:{contact}" if contact and "@" in contact and "://" not in contact else contact,
    }
