"""Template context shared by every page: who publishes the site."""

from django.conf import settings


def newsroom(request):
    return {"NEWSROOM_NAME": settings.NEWSROOM_NAME}
