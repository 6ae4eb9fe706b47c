"""Which language a request is answered in (the middleware named in settings).

The public site (every page under `i18n_patterns` in `newsroom.urls`, feeds
included) takes its language from its address alone: `/es/...` is Spanish and
an unprefixed address is English, whatever the browser asks for, so a shared
link opens in the language it was shared in and a cache may keep one copy per
address.

Everything else has one address for both languages (the admin, the API, the
sitemap): it speaks the language chosen with the language switch (Django's
`set_language` stores it in a cookie), else the browser's `Accept-Language`,
else English. Django's own `LocaleMiddleware` would answer these in English
once `i18n_patterns(prefix_default_language=False)` is used.

`language_switch` is the language switch's view.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.conf.urls.i18n import is_language_prefix_patterns_used
from django.middleware.locale import LocaleMiddleware
from django.urls import Resolver404, URLResolver, get_resolver
from django.urls.resolvers import LocalePrefixPattern
from django.utils import translation
from django.views.decorators.csrf import csrf_exempt
from django.views.i18n import set_language


def public_path(path_info: str, urlconf=None) -> bool:
    """Whether an unprefixed path is one of the public site's (English) pages."""
    for pattern in get_resolver(urlconf).url_patterns:
        if isinstance(pattern, URLResolver) and isinstance(pattern.pattern, LocalePrefixPattern):
            with translation.override(settings.LANGUAGE_CODE):
                try:
                    pattern.resolve(path_info.removeprefix("/"))
                except Resolver404:
                    continue
                return True
    return False


class NewsroomLocaleMiddleware(LocaleMiddleware):
    def process_request(self, request):
        urlconf = getattr(request, "urlconf", settings.ROOT_URLCONF)
        i18n_patterns_used, _ = is_language_prefix_patterns_used(urlconf)
        if (
            i18n_patterns_used
            and not translation.get_language_from_path(request.path_info)
            and not public_path(request.path_info, urlconf)
        ):
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
