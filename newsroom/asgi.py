"""ASGI entry point for the newsroom fact tracker."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

application = get_asgi_application()
