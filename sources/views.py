"""Public pages for sources: who is quoted, and what became of their claims.

Claims come from `Claim.objects.visible_to(request.user)` like every public
page; a source's internal `notes` are never put in a template's context. Each
page runs a fixed number of queries however many claims a source has: the
lists are paginated with `newsroom.pagination.paginate`, like the claims page, and
status totals for the page's rows are fetched in one query each.
"""

from django.db.models import Prefetch
from django.shortcuts import get_object_or_404, render

from claims.claim_cards import claim_cards
from claims.models import Claim, TallyScope
from claims.tallies import status_totals, status_totals_by, totals_count
from claims.views import CLAIMS_PER_PAGE
from newsroom.pagination import paginate
from sources.models import Source

SOURCES_PER_PAGE = 50
RELAYED_SHOWN = 10  # the latest claims a source relayed; the count covers them all


def _other_names(source: Source) -> list[str]:
    """The source's aliases except its own name (uses the prefetched aliases)."""
    return [alias.name for alias in source.aliases.all() if alias.name != source.name]


def source_list(request):
    pagination = paginate(
        Source.objects.visible_to(request.user).select_related("affiliation").prefetch_related("aliases"),
        page_number=request.GET.get("page"),
        per_page=SOURCES_PER_PAGE,
        keyset=True,
        cursor=request.GET.get("cursor"),
    )
    sources = list(pagination.page.object_list)
    ids = [source.pk for source in sources]
    by_source = status_totals_by(user=request.user, scope=TallyScope.SOURCE, scope_ids=ids)
    by_via = status_totals_by(user=request.user, scope=TallyScope.VIA, scope_ids=ids)
    rows = []
    for source in sources:
        totals = by_source.get(source.pk, [])
        rows.append(
            {
                "source": source,
                "aliases": _other_names(source),
                "totals": totals,
                "count": totals_count(totals),
                "rated": totals_count(totals, rated=True),
                "relayed": totals_count(by_via.get(source.pk, [])),
            }
        )
    return render(request, "sources/source_list.html", {"section": "sources", "rows": rows, **pagination.context()})


def source_detail(request, slug):
    sources = Source.objects.visible_to(request.user)
    source = get_object_or_404(
        sources.select_related("affiliation").prefetch_related(
            "aliases", Prefetch("members", queryset=sources.order_by("name"))
        ),
        slug=slug,
    )
    visible = Claim.objects.visible_to(request.user)
    # Totals and the chart cover all the source's claims; only the list is paged.
    totals = status_totals(user=request.user, scope=TallyScope.SOURCE, scope_id=source.pk)
    pagination = paginate(
        visible.filter(source=source).select_related("article", "via").defer("article__body"),
        page_number=request.GET.get("page"),
        per_page=CLAIMS_PER_PAGE,
        keyset=True,
        cursor=request.GET.get("cursor"),
    )
    return render(
        request,
        "sources/source_detail.html",
        {
            "section": "sources",
            "source": source,
            "aliases": _other_names(source),
            "claims": pagination.page.object_list,
            "cards": claim_cards(claims=pagination.page.object_list, user=request.user, with_source=False),
            **pagination.context(),
            "relayed": claim_cards(
                claims=visible.filter(via=source)
                .select_related("article", "source")
                .defer("article__body")
                .order_by("-created_at", "-id")[:RELAYED_SHOWN],
                user=request.user,
            ),
            "relayed_count": totals_count(
                status_totals(user=request.user, scope=TallyScope.VIA, scope_id=source.pk)
            ),
            "totals": totals,
            "count": totals_count(totals),
            "rated": totals_count(totals, rated=True),
        },
    )
