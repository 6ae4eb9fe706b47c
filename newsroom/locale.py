"""Which language a request is answered in (the middleware named in settings),
and the language switch's view.

The public site (every page under `i18n_patterns` in `newsroom.urls`, feeds
included) takes its language from its address alone: `/es/...` is Spanish and
an unprefixed address is English, whatever the browser asks for, so a shared
link opens in the language it was shared in and a cache may keep one copy per
address. So do the sitemap and robots.txt (always English).

The admin and the API (`NEGOTIATED_PATHS`) have one address for both languages:
they speak the language chosen with the language switch (a cookie), else the
browser's `Accept-Language`, else English. Django's own `LocaleMiddleware`
would answer them in English once `i18n_patterns(prefix_default_language=False)`
is used.

The exports (CSV, JSON Lines, ClaimReview) build their bytes in the site's
language whatever the request's (`claims.export_api.in_site_language`); their
errors follow the request.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.middleware.locale import LocaleMiddleware
from django.utils import translation
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language

NEGOTIATED_PATHS = ("/admin/", "/api/")


class NewsroomLocaleMiddleware(LocaleMiddleware):
    def process_request(self, request):
        if request.path_info.startswith(NEGOTIATED_PATHS):
            translation.activate(translation.get_language_from_request(request, check_path=False))
            request.LANGUAGE_CODE = translation.get_language()
            return
        super().process_request(request)


@csrf_exempt
def language_switch(request):
    """The language switch's target: Django's `set_language`, which sends the
    reader to the page they were on (`next`) in the chosen language and keeps
    the choice in a cookie for the admin and the API.

    `next` is read in its own language: Django's `translate_url` resolves an
    address in the request's language, and this request has none of its own,
    so `/es/sources/` would not resolve and would stay Spanish. Exempt from
    CSRF so that reading the public site sets no cookie: a forged post could
    only change the visitor's language.
    """
    next_url = request.POST.get("next", request.GET.get("next")) or ""
    with translation.override(translation.get_language_from_path(urlsplit(next_url).path) or settings.LANGUAGE_CODE):
        return set_language(request)
