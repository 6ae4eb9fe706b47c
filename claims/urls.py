"""Public pages for articles and claims."""

from django.urls import path

from claims import correction_views, figure_views, social_cards, views

app_name = "claims"

urlpatterns = [
    path("", views.home, name="home"),
    path("claims/", views.claim_list, name="list"),
    path("claims/<int:pk>/", views.claim_detail, name="detail-short"),
    path("claims/<int:pk>/card.png", social_cards.claim_card_view, name="card"),
    path("claims/<int:pk>/<str:slug>/", views.claim_detail, name="detail"),
    path("articles/", views.article_list, name="articles"),
    path("articles/<slug:slug>/", views.article_detail, name="article"),
    path("figures/", figure_views.figure_list, name="figures"),
    path("figures/<slug:slug>/", figure_views.figure_detail, name="figure"),
    path("corrections/", correction_views.corrections_log, name="corrections"),
    path("corrections/<int:pk>/", correction_views.correction_detail, name="correction"),
    path("methodology/", views.methodology, name="methodology"),
    path("card.png", social_cards.site_card_view, name="site-card"),
]
