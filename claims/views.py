"""Public pages for readers: home, claims, a claim, articles, methodology.

Thin views over the selectors: every claim a page shows comes from
`Claim.objects.visible_to(request.user)`, so machine proposals never reach a
reader, and each page fetches its related rows here (select_related /
prefetch_related / one aggregate query) so the number of queries is the same
however many claims there are. Templates only format.
"""


from django.db.models import Prefetch
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from claims.claim_cards import claim_cards
from claims.claimreview import BEST_RATING, RATING_VALUES, WORST_RATING, claim_review, with_first_rating
from claims.filters import ClaimFilter
from claims.highlighting import highlight_paragraphs, quote_in_context, spans_overlap
from claims.matching import linked_checks
from claims.models import VERDICTS, Article, Claim, ClaimKind, Evidence, Stance, Status, TallyScope
from claims.search import matches_ranked
from claims.selectors import article_withdrawal, checked_by, latest_verdicts, public_timeline, with_checked_by
from claims.tallies import status_totals, status_totals_by, totals_count
from newsroom.pagination import FILTERED_COUNT_LIMIT, bounded_total, paginate
from sources.models import Source

CLAIMS_PER_PAGE = 25
ARTICLES_PER_PAGE = 50
HOME_ARTICLES = 12  # the latest; the rest are on the articles page
# ClaimFilter fields the claims page tucks under "More filters".
MORE_FILTERS = ("via", "value_min", "value_max", "updated_since")


def _listed_articles(*, user):
    return Article.objects.visible_to(user).select_related("publisher").defer("body")


def _article_rows(*, user, articles) -> list[dict]:
    """`articles` with the status totals of the claims `user` may see (one
    query beside the articles' own)."""
    articles = list(articles)
    by_article = status_totals_by(
        user=user, scope=TallyScope.ARTICLE, scope_ids=[article.pk for article in articles]
    )
    rows = []
    for article in articles:
        totals = by_article.get(article.pk, [])
        rows.append(
            {
                "article": article,
                "totals": totals,
                "count": totals_count(totals),
                "rated": totals_count(totals, rated=True),
            }
        )
    return rows


def home(request):
    claims = Claim.objects.visible_to(request.user)
    totals = status_totals(user=request.user)
    return render(
        request,
        "claims/home.html",
        {
            "section": "home",
            "totals": totals,
            "claim_count": totals_count(totals),
            "rated_count": totals_count(totals, rated=True),
            # Counted up to 10,000 each ("more than 10,000 articles"), never the whole table.
            "source_total": bounded_total(Source.objects.visible_to(request.user)),
            "article_total": bounded_total(Article.objects.visible_to(request.user)),
            "latest": latest_verdicts(queryset=claims),
            "article_rows": _article_rows(
                user=request.user, articles=_listed_articles(user=request.user)[:HOME_ARTICLES]
            ),
        },
    )


def claim_list(request):
    claims = Claim.objects.visible_to(request.user).for_listing().defer("article__body")
    claim_filter = ClaimFilter(request.GET, queryset=claims, request=request)
    form = claim_filter.form
    # The API's help texts name slugs; a reader picks from a list instead.
    for name in ("source", "article"):
        form.fields[name].help_text = ""
    form.fields["updated_since"].help_text = _("A date, or a date and time, e.g. 2026-01-31.")
    # The sort control sits beside the results and submits the filters' form.
    form.fields["sort"].help_text = ""
    form.fields["sort"].widget.attrs["form"] = "claim-filters"
    # Invalid values are dropped (the valid filters still apply) and explained.
    filter_errors = [
        _("%(filter)s: %(errors)s This filter was ignored.") % {"filter": form[name].label, "errors": " ".join(errors)}
        for name, errors in claim_filter.errors.items()
    ]
    active = [
        name for name, value in form.cleaned_data.items() if name != "sort" and value not in (None, "", [], ())
    ]
    listed = claim_filter.qs
    if (search := form.cleaned_data.get("search")) and not form.cleaned_data.get("sort"):
        # Best matches first (unless the reader chose an order), among as many as the list counts.
        listed = matches_ranked(queryset=listed, text=search, candidates=FILTERED_COUNT_LIMIT + 1, rows=claims)
    pagination = paginate(
        listed,
        page_number=request.GET.get("page"),
        per_page=CLAIMS_PER_PAGE,
        count_limit=FILTERED_COUNT_LIMIT if active else None,
        keyset=True,
        cursor=request.GET.get("cursor"),
    )
    more_fields = [form[name] for name in MORE_FILTERS]
    return render(
        request,
        "claims/claim_list.html",
        {
            "section": "claims",
            "filter": claim_filter,
            "form": form,
            "more_fields": more_fields,
            "more_filters_open": any(field.name in active or field.errors for field in more_fields),
            "is_filtered": bool(active),
            "filter_count": len(active),
            "search_text": form.cleaned_data.get("search", ""),
            "notices": [*filter_errors, *([pagination.message] if pagination.message else [])],
            **pagination.context(),
            "claims": pagination.page.object_list,
            "cards": claim_cards(
                claims=pagination.page.object_list, user=request.user, search=request.GET.get("search")
            ),
        },
    )


def claim_detail(request, pk, slug=None):
    claim = get_object_or_404(
        with_checked_by(with_first_rating(Claim.objects.visible_to(request.user)))
        .select_related("article__publisher", "source__affiliation", "via", "figure_value__figure")
        .prefetch_related(Prefetch("evidence", queryset=Evidence.objects.select_related("source"))),
        pk=pk,
    )
    if slug != claim.slug:
        return redirect(claim, permanent=True)
    timeline = public_timeline(claim=claim)
    correction = None
    if claim.has_verdict and timeline and timeline[-1]["event"] == "update":
        correction = timeline[-1]
    return render(
        request,
        "claims/claim_detail.html",
        {
            "section": "claims",
            "claim": claim,
            "context_paragraphs": quote_in_context(claim=claim),
            "evidence": claim.evidence.all(),
            "timeline": timeline,
            "correction": correction,
            "checked_by": checked_by(claim=claim) if claim.has_verdict else "",
            "claim_review": claim_review(claim=claim, user=request.user) if claim.has_verdict and claim.verdict_at else None,
            "repeats": linked_checks(claim=claim, user=request.user),
        },
    )


def article_list(request):
    pagination = paginate(
        _listed_articles(user=request.user),
        page_number=request.GET.get("page"),
        per_page=ARTICLES_PER_PAGE,
        keyset=True,
        cursor=request.GET.get("cursor"),
    )
    articles = list(pagination.page.object_list)
    return render(
        request,
        "claims/article_list.html",
        {
            "section": "articles",
            "article_rows": _article_rows(user=request.user, articles=articles),
            **pagination.context(),
        },
    )


def article_detail(request, slug):
    article = get_object_or_404(Article.objects.visible_to(request.user).select_related("publisher"), slug=slug)
    visible = Claim.objects.visible_to(request.user).filter(article=article)
    claims = list(visible.select_related("source", "via"))
    numbers = {claim.pk: number for number, claim in enumerate(claims, start=1)}
    return render(
        request,
        "claims/article_detail.html",
        {
            "section": "articles",
            "article": article,
            "paragraphs": highlight_paragraphs(body=article.body, claims=claims, numbers=numbers),
            "claims": claims,
            "overlaps": spans_overlap(claims),
            "totals": status_totals(user=request.user, scope=TallyScope.ARTICLE, scope_id=article.pk),
            "withdrawal": article_withdrawal(article=article),
        },
    )


STATUS_MEANINGS = {
    Status.UNVERIFIED: gettext_lazy(
        "Catalogued from the article, not yet checked. It says nothing about whether the claim is true."
    ),
    Status.IN_REVIEW: gettext_lazy(
        "A fact-checker is gathering evidence. A claim that was rated before and is being checked again "
        "is shown in review until the new rating is published."
    ),
    Status.VERIFIED: gettext_lazy("The evidence supports the claim as stated."),
    Status.MISLEADING: gettext_lazy(
        "Partly accurate, but missing context, exaggerated or worded so that it gives a wrong impression."
    ),
    Status.FALSE: gettext_lazy("The evidence contradicts the claim."),
    Status.UNVERIFIABLE: gettext_lazy(
        "We looked and could not find evidence that settles it either way, for example because the "
        "only record is the claimant's own word."
    ),
}


def methodology(request):
    statuses = [
        {
            "status": status,
            "label": label,
            "meaning": STATUS_MEANINGS[status],
            "rating": RATING_VALUES.get(status),
            "verdict": status in VERDICTS,
        }
        for status, label in Status.choices
    ]
    return render(
        request,
        "claims/methodology.html",
        {
            "section": "methodology",
            "statuses": statuses,
            "best_rating": BEST_RATING,
            "worst_rating": WORST_RATING,
            "stances": Stance.choices,
            "kinds": ClaimKind.choices,
        },
    )
