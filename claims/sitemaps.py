"""What search engines are told to index: `sitemap.xml` (Django's sitemaps
framework) and `robots.txt`.

`/sitemap.xml` is an index of one sitemap per section (`/sitemap-<section>.xml`):
the public pages, claims, articles, sources and tracked figures. Each lists only
what an anonymous reader may open, through the site's one visibility rule
(`Claim.objects.visible_to`, `Article.objects.visible_to`, `Source.objects.visible_to`, and the figures with a
public value from `claims.figure_timeline`); a section over 50,000 addresses is
split into pages (`?p=2`), as the sitemaps protocol asks.

Every address is absolute under `NEWSROOM_URL`, like the canonical links, so the
sitemap names the same address a page names as its own. Each page is listed in
every language (English unprefixed, Spanish under `/es/`), each entry naming
its addresses in both languages and the English one as `x-default`
(`<xhtml:link rel="alternate" hreflang>`, Django's sitemaps i18n support).
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.contrib.sitemaps import Sitemap
from django.contrib.sitemaps.views import SitemapIndexItem
from django.core.paginator import Paginator
from django.db.models import Max, QuerySet
from django.template.response import TemplateResponse
from django.urls import reverse

from claims.figure_timeline import figures_for_listing
from claims.models import Article, Claim
from newsroom.public_address import absolute_url
from sources.models import Source

READER = AnonymousUser()


class _InEveryLanguage:
    """The (item, language) pairs Django's i18n sitemaps list, read a page at a
    time: Django's own builds the pairs of every item of the section in memory
    (a million claims) to paginate them; this counts the items and fetches only
    the page's (one COUNT, one query for the page, as without languages)."""

    def __init__(self, items, languages):
        self.items, self.languages = items, list(languages)

    def count(self):
        items = self.items
        return (items.count() if isinstance(items, QuerySet) else len(items)) * len(self.languages)

    def __len__(self):
        return self.count()

    def __getitem__(self, index):
        if isinstance(index, int):
            return self[index : index + 1][0]
        start, stop = index.start or 0, self.count() if index.stop is None else index.stop
        width = len(self.languages)
        first = start // width
        pairs = [(item, language) for item in self.items[first : -(-stop // width)] for language in self.languages]
        return pairs[start - first * width : stop - first * width]


class PublicSitemap(Sitemap):
    """Addresses under `NEWSROOM_URL`, whatever host the sitemap was fetched
    through, in every language of the site."""

    i18n = True
    alternates = True
    x_default = True

    @property
    def paginator(self):
        return Paginator(_InEveryLanguage(self.items(), self.get_languages_for_item(None)), self.limit)

    def get_urls(self, page=1, site=None, protocol=None):
        urls = super().get_urls(page, site, protocol)
        # Django makes x-default by dropping "/en/" from the English address, but
        # English is unprefixed here: "/sources/en/" would lose its slug. The
        # English address is the default as it stands.
        for url in urls:
            english = {alternate["lang_code"]: alternate["location"] for alternate in url["alternates"]}.get(
                settings.LANGUAGE_CODE
            )
            for alternate in url["alternates"]:
                if alternate["lang_code"] == "x-default":
                    alternate["location"] = english
        return urls

    @property
    def protocol(self):
        return urlsplit(settings.NEWSROOM_URL).scheme or "https"

    def get_domain(self, site=None):
        return urlsplit(settings.NEWSROOM_URL).netloc

    def lastmod(self, item):
        return item.updated_at

    def get_latest_lastmod(self):
        # One aggregate query instead of Django's default walk over every item.
        return self.items().aggregate(latest=Max("updated_at"))["latest"]


class PageSitemap(PublicSitemap):
    """The public pages that are not one object's page."""

    changefreq = "daily"
    names = (
        "claims:home",
        "claims:list",
        "claims:articles",
        "sources:list",
        "claims:figures",
        "claims:corrections",
        "claims:methodology",
    )

    def lastmod(self, name):
        return None

    def get_latest_lastmod(self):
        return None

    def items(self):
        return list(self.names)

    def location(self, name):
        return reverse(name)


class ClaimSitemap(PublicSitemap):
    def items(self):
        return Claim.objects.visible_to(READER).only("id", "statement", "updated_at").order_by("id")


class ArticleSitemap(PublicSitemap):
    def items(self):
        return Article.objects.visible_to(READER).only("id", "slug", "updated_at").order_by("id")


class SourceSitemap(PublicSitemap):
    def items(self):
        return Source.objects.visible_to(READER).only("id", "slug", "updated_at").order_by("id")


class FigureSitemap(PublicSitemap):
    def items(self):
        return figures_for_listing(user=READER).only("id", "slug", "updated_at").order_by("id")

    def get_latest_lastmod(self):
        return max((figure.updated_at for figure in self.items()), default=None)


SITEMAPS = {
    "pages": PageSitemap,
    "claims": ClaimSitemap,
    "articles": ArticleSitemap,
    "sources": SourceSitemap,
    "figures": FigureSitemap,
}


def robots_txt(request):
    """`/robots.txt`: crawl the public site, not the admin or the API; where the sitemap is."""
    sitemap_url = absolute_url(reverse("sitemap"))
    return TemplateResponse(request, "robots.txt", {"sitemap_url": sitemap_url}, content_type="text/plain")


def sitemap_index(request):
    """`/sitemap.xml`: every section's sitemap, and each of its pages, under `NEWSROOM_URL`.

    Django's own index view names the sections under the host the request came
    through; this one names them where the sections name their pages."""
    entries = []
    for section, sitemap_class in SITEMAPS.items():
        sitemap = sitemap_class()
        location = absolute_url(reverse("sitemap-section", kwargs={"section": section}))
        lastmod = sitemap.get_latest_lastmod()
        entries.append(SitemapIndexItem(location, lastmod))
        for page in range(2, sitemap.paginator.num_pages + 1):
            entries.append(SitemapIndexItem(f"{location}?p={page}", lastmod))
    return TemplateResponse(
        request, "sitemap_index.xml", {"sitemaps": entries}, content_type="application/xml"
    )
