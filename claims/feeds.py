"""Atom feeds for readers and feed readers (Django's syndication framework).

- `/feeds/verdicts/`: the newest published verdicts, newest first;
- `/feeds/sources/<slug>/`: one source's checked claims (claims with a verdict);
- `/feeds/figures/<slug>/`: one tracked figure's values, newest first;
- `/feeds/corrections/`: the corrections log (`claims.correction_log`):
  corrections of published articles and changed ratings, newest first.

A feed is the same for everyone who fetches it, signed in or not, so that it can be
cached and shared: every feed shows what an anonymous reader may see, through the
site's one visibility rule (`Claim.objects.visible_to`, `Source.objects.visible_to`
and `Source.is_visible_to`; a figure's values through `claims.figure_timeline`,
which applies the same rule). A proposed claim or source never appears, and a
proposed source's feed answers 404 like its page.

Links are absolute under `NEWSROOM_URL`, like the ClaimReview markup and the
canonical links, so a feed fetched through any host names the site's real address.
Each feed runs a fixed number of queries however many items it lists.
"""

from datetime import datetime, time

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.contrib.syndication.views import Feed
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import escape
from django.utils.translation import gettext as _

from claims.claimreview import with_first_rating
from claims.correction_log import LogEntry, log_entries, log_rows
from claims.figure_timeline import Timeline, TimelineRow, timeline
from claims.models import Claim, Status, TrackedFigure
from claims.selectors import latest_verdicts
from sources.models import Source
from newsroom.public_address import absolute_url

# How many entries a feed lists: feed readers poll often and keep what they saw.
FEED_LENGTH = 50
READER = AnonymousUser()


def public_claims():
    """The claims any reader may see: the feeds' one source of claims."""
    return Claim.objects.visible_to(READER)


def _verdict_title(claim: Claim) -> str:
    return _("%(rating)s: %(statement)s") % {"rating": claim.get_status_display(), "statement": claim.statement}


def _verdict_description(claim: Claim) -> str:
    return escape(claim.verdict_summary)


def _claimant(claim: Claim) -> str | None:
    return _source_name(claim.source)


def _source_name(source: Source | None) -> str | None:
    if source is not None and source.is_visible_to(READER):
        return source.name
    return None


class NewsroomFeed(Feed):
    feed_type = Atom1Feed

    def feed_url(self, obj=None):
        return absolute_url(self._feed_path(obj))

    def author_name(self):
        return settings.NEWSROOM_NAME

    def author_link(self):
        return absolute_url(reverse("claims:home"))

    def _feed_path(self, obj) -> str:
        raise NotImplementedError


class VerdictFeed(NewsroomFeed):
    """The newest verdicts the newsroom has published."""

    def title(self):
        return _("%(name)s: new verdicts") % {"name": settings.NEWSROOM_NAME}

    def subtitle(self):
        return _("The claims most recently rated, with what we found.")

    def link(self):
        return absolute_url(reverse("claims:list"))

    def _feed_path(self, obj):
        return reverse("feeds:verdicts")

    def items(self):
        return latest_verdicts(queryset=with_first_rating(public_claims()), limit=FEED_LENGTH)

    def item_title(self, claim):
        return _verdict_title(claim)

    def item_description(self, claim):
        return _verdict_description(claim)

    def item_link(self, claim):
        return absolute_url(claim.get_absolute_url())

    def item_guid(self, claim):
        # One entry per claim: a re-rating updates it rather than adding another.
        return absolute_url(claim.get_absolute_url())

    def item_pubdate(self, claim):
        # When the claim was first rated, as its ClaimReview's datePublished: a
        # re-rating moves `updated` (and the entry up the feed), not `published`.
        return claim.first_verdict_at or claim.verdict_at

    def item_updateddate(self, claim):
        return claim.verdict_at

    def item_author_name(self, claim):
        return _claimant(claim)


class SourceFeed(VerdictFeed):
    """One source's checked claims: every claim of theirs that has a verdict."""

    def get_object(self, request, slug):
        return get_object_or_404(Source.objects.visible_to(READER), slug=slug)

    def title(self, source):
        return _("%(name)s: checked claims") % {"name": source.name}

    def subtitle(self, source):
        return _("Claims by %(name)s that we have rated, newest verdict first.") % {"name": source.name}

    def link(self, source):
        return absolute_url(source.get_absolute_url())

    def _feed_path(self, source):
        return reverse("feeds:source", kwargs={"slug": source.slug})

    def items(self, source):
        return latest_verdicts(queryset=with_first_rating(public_claims().filter(source=source)), limit=FEED_LENGTH)


class FigureFeed(NewsroomFeed):
    """One tracked figure's values, the newest (by the date each refers to) first."""

    def get_object(self, request, slug) -> Timeline:
        figure = get_object_or_404(TrackedFigure, slug=slug)
        chart = timeline(figure=figure, user=READER)
        if not chart.rows:
            # Like its page: a figure no reader-visible claim reports is not public.
            raise Http404(_("No such figure."))
        return chart

    def title(self, chart):
        return _("%(name)s: reported values") % {"name": chart.figure.name}

    def subtitle(self, chart):
        return _("Each value reported for %(name)s (%(unit)s), and who reported it.") % {
            "name": chart.figure.name,
            "unit": chart.figure.unit,
        }

    def link(self, chart):
        return absolute_url(chart.figure.get_absolute_url())

    def _feed_path(self, chart):
        return reverse("feeds:figure", kwargs={"slug": chart.figure.slug})

    def items(self, chart):
        return list(reversed(chart.rows))[:FEED_LENGTH]

    def item_title(self, row: TimelineRow):
        who = _source_name(row.source) or _("The article’s own reporting")
        return _("%(who)s: %(quote)s") % {"who": who, "quote": row.quote}

    def item_description(self, row: TimelineRow):
        parts = [row.statement]
        if row.refers_to:
            parts.append(_("Refers to %(date)s.") % {"date": row.refers_to.isoformat()})
        if row.has_verdict:
            parts.append(_("Our rating: %(rating)s.") % {"rating": Status(row.status).label})
        return escape(" ".join(parts))

    def item_link(self, row: TimelineRow):
        return absolute_url(row.claim_url)

    def item_guid(self, row: TimelineRow):
        return absolute_url(row.claim_url)

    def item_pubdate(self, row: TimelineRow):
        if row.published_on:
            return timezone.make_aware(datetime.combine(row.published_on, time.min), timezone.get_default_timezone())
        return row.linked_at

    def item_updateddate(self, row: TimelineRow):
        return row.linked_at

    def item_author_name(self, row: TimelineRow):
        return _source_name(row.source)


class CorrectionFeed(NewsroomFeed):
    """The corrections log: every correction of a published article and every changed rating."""

    def title(self):
        return _("%(newsroom)s: corrections and changed ratings") % {"newsroom": settings.NEWSROOM_NAME}

    def subtitle(self):
        return _("When we correct an article or change a rating, with what changed and when.")

    def link(self):
        return absolute_url(reverse("claims:corrections"))

    def _feed_path(self, obj):
        return reverse("feeds:corrections")

    def items(self):
        return log_entries(user=READER, rows=log_rows(user=READER)[:FEED_LENGTH])

    def item_title(self, entry: LogEntry):
        if entry.is_correction:
            return _("Correction: %(headline)s") % {"headline": entry.correction.article.headline}
        return _("Rating changed to %(status)s: %(statement)s") % {
            "status": entry.review.get_to_status_display(),
            "statement": entry.claim.statement,
        }

    def item_description(self, entry: LogEntry):
        if entry.is_correction:
            parts = [entry.correction.note]
            parts += [
                _("“%(old)s” now reads “%(new)s”.") % {"old": change["removed"], "new": change["inserted"]}
                if change["removed"] and change["inserted"]
                else (_("Removed: “%(old)s”.") % {"old": change["removed"]})
                if change["removed"]
                else _("Added: “%(new)s”.") % {"new": change["inserted"]}
                for change in entry.correction.changes
            ]
        else:
            parts = [
                _("Previously rated %(previous)s, now rated %(status)s.")
                % {"previous": entry.previous_label, "status": entry.review.get_to_status_display()},
                entry.review.summary,
            ]
        return escape(" ".join(part for part in parts if part))

    def item_link(self, entry: LogEntry):
        if entry.is_correction:
            return absolute_url(entry.correction.get_absolute_url())
        return absolute_url(entry.claim.get_absolute_url())

    def item_guid(self, entry: LogEntry):
        if entry.is_correction:
            return absolute_url(entry.correction.get_absolute_url())
        return absolute_url(f"{reverse('claims:corrections')}#rerating-{entry.review.pk}")

    item_guid_is_permalink = False

    def item_pubdate(self, entry: LogEntry):
        return entry.at

    def item_updateddate(self, entry: LogEntry):
        return entry.at
