"""Public pages of the corrections log: `/corrections/` and `/corrections/<id>/`.

Thin views over `claims.correction_log`, which applies the site's visibility
rule; `?article=<slug>` and `?claim=<id>` narrow the log to one article's or
one claim's entries (the article and claim pages link there).
"""

from django.core.validators import slug_re
from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _

from claims.correction_log import public_articles, public_claims, log_entries, log_rows, public_correction
from claims.highlighting import paragraph_spans
from newsroom.pagination import paginate

ENTRIES_PER_PAGE = 25


def _narrowed_to(request) -> dict:
    """The article or claim named in the query string; 404 for one a reader may not see."""
    narrowed = {}
    if slug := request.GET.get("article"):
        if not slug_re.match(slug):  # no article has it (a NUL would reach PostgreSQL as a 500)
            raise Http404(_("No such article."))
        narrowed["article"] = get_object_or_404(public_articles(user=request.user), slug=slug)
    if raw := request.GET.get("claim"):
        if not raw.isdigit():
            raise Http404(_("No such claim."))
        narrowed["claim"] = get_object_or_404(public_claims(user=request.user).select_related("article"), pk=int(raw))
    return narrowed


def corrections_log(request):
    narrowed = _narrowed_to(request)
    pagination = paginate(
        log_rows(user=request.user, **narrowed), page_number=request.GET.get("page"), per_page=ENTRIES_PER_PAGE
    )
    return render(
        request,
        "claims/corrections_log.html",
        {
            "section": "corrections",
            "entries": log_entries(user=request.user, rows=pagination.page.object_list),
            "notices": [pagination.message] if pagination.message else [],
            **narrowed,
            **pagination.context(),
        },
    )


def correction_detail(request, pk):
    correction = public_correction(user=request.user, pk=pk)
    if correction is None:
        raise Http404(_("No such correction."))
    body = correction.previous_body
    return render(
        request,
        "claims/correction_detail.html",
        {
            "section": "corrections",
            "correction": correction,
            "previous_paragraphs": [body[start:end] for start, end in paragraph_spans(body)],
        },
    )
