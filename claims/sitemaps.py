"""What search engines are told to index: `sitemap.xml` (Django's sitemaps
framework) and `robots.txt`.

`/sitemap.xml` is an index of one sitemap per section (`/sitemap-<section>.xml`):
the public pages, claims, articles, sources and tracked figures. Each lists only
what an anonymous reader may open, through the site's one visibility rule
(`Claim.objects.visible_to`, `Article.objects.visible_to`, `Source.objects.visible_to`, and the figures with a
public value from `claims.figure_timeline`); a section over 50,000 addresses is
split into pages (`?p=2`), as the sitemaps protocol asks.

Every address is absolute under `NEWSROOM_URL`, like the canonical links, so the
sitemap names the same address a page names as its own.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.contrib.sitemaps import Sitemap
from django.contrib.sitemaps.views import SitemapIndexItem
from django.db.models import Max
from django.template.response import TemplateResponse
from django.urls import reverse

from claims.figure_timeline import figures_for_listing
from claims.models import Article, Claim
from sources.models import Source

READER = AnonymousUser()


class PublicSitemap(Sitemap):
    """Addresses under `NEWSROOM_URL`, whatever host the sitemap was fetched through."""

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
    sitemap_url = settings.NEWSROOM_URL.rstrip("/") + reverse("sitemap")
    return TemplateResponse(request, "robots.txt", {"sitemap_url": sitemap_url}, content_type="text/plain")


def sitemap_index(request):
    """`/sitemap.xml`: every section's sitemap, and each of its pages, under `NEWSROOM_URL`.

    Django's own index view names the sections under the host the request came
    through; this one names them where the sections name their pages."""
    base = settings.NEWSROOM_URL.rstrip("/")
    entries = []
    for section, sitemap_class in SITEMAPS.items():
        sitemap = sitemap_class()
        location = base + reverse("sitemap-section", kwargs={"section": section})
        lastmod = sitemap.get_latest_lastmod()
        entries.append(SitemapIndexItem(location, lastmod))
        for page in range(2, sitemap.paginator.num_pages + 1):
            entries.append(SitemapIndexItem(f"{location}?p={page}", lastmod))
    return TemplateResponse(
        request, "sitemap_index.xml", {"sitemaps": entries}, content_type="application/xml"
    )
