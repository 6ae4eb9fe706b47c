"""Public pages: thin views over the selectors and querysets."""

from django.db.models import Prefetch
from django.shortcuts import render

from claims.models import Article, Claim


def home(request):
    claims = Claim.objects.visible_to(request.user).select_related("source")
    articles = Article.objects.prefetch_related(Prefetch("claims", queryset=claims))
    return render(request, "claims/home.html", {"articles": articles})
