"""Correcting a published article: every claim re-anchored to its words, flagged
or detached exactly when its words changed, none lost; verdicts reopened; who
may correct; two corrections at once."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.utils import timezone

from claims.corrections import (
    CorrectionForbidden,
    StaleArticle,
    article_correct,
    claim_reanchor_review,
)
from claims.models import (
    AnchorOutcome,
    ArticleState,
    Claim,
    ClaimReanchor,
    Correction,
    ReviewEntry,
    ReviewHistoryImmutable,
    Status,
)
from claims.reanchoring import Anchor, anchors_place
from tests.concurrency import run_concurrently
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, FactCheckerFactory, UserFactory

pytestmark = pytest.mark.django_db

P1 = "The army said 40 soldiers defected on Monday, according to a statment from its press office."
P2 = "The defence minister denied that any oficers had left their posts."
P3 = "Officials counted 1,200 families displaced by the floods in the north."
P4 = "The opposition leader said inflation reached 12 percent last year."
P5 = "Aid groups said the ministry had promised 300 tonnes of food."
BODY = "\n".join([P1, P2, P3, P4, P5])

QUOTES = {
    "soldiers": "40 soldiers defected on Monday",
    "denial": "denied that any oficers had left their posts",
    "families": "1,200 families displaced",
    "inflation": "inflation reached 12 percent last year",
    "food": "promised 300 tonnes of food",
}
RATED = {"inflation": Status.VERIFIED, "food": Status.FALSE}

SAME, MOVED, CHANGED, DETACHED = "same", AnchorOutcome.MOVED, AnchorOutcome.CHANGED, AnchorOutcome.DETACHED


def _all(outcome, **others):
    return {key: others.get(key, outcome) for key in QUOTES}


# (case, the corrected text, each claim's outcome, the new words of changed claims)
EDITS = [
    ("paragraph inserted before every claim", "Updated on Tuesday.\n" + BODY, _all(MOVED), {}),
    (
        "words inserted before a claim in its paragraph",
        BODY.replace("The army said 40", "The army said on Tuesday that 40"),
        _all(MOVED),
        {},
    ),
    (
        "words inserted right before a claim's words stay out of it",
        BODY.replace("said 40 soldiers", "said at least 40 soldiers"),
        _all(MOVED),
        {},
    ),
    (
        "a figure corrected inside a rated claim",
        BODY.replace("12 percent", "11.8 percent"),
        _all(SAME, inflation=CHANGED, food=MOVED),
        {"inflation": "inflation reached 11.8 percent last year"},
    ),
    (
        "words inserted inside a claim join it",
        BODY.replace("reached 12 percent", "reached almost 12 percent"),
        _all(SAME, inflation=CHANGED, food=MOVED),
        {"inflation": "inflation reached almost 12 percent last year"},
    ),
    (
        "a typo fixed inside a claim",
        BODY.replace("oficers", "officers"),
        _all(MOVED, soldiers=SAME, denial=CHANGED),
        {"denial": "denied that any officers had left their posts"},
    ),
    (
        "a typo fixed outside any claim",
        BODY.replace("statment", "statement"),
        _all(MOVED, soldiers=SAME),
        {},
    ),
    (
        "a paragraph deleted",
        BODY.replace(P3 + "\n", ""),
        _all(MOVED, soldiers=SAME, denial=SAME, families=DETACHED),
        {},
    ),
    (
        "a paragraph holding a rated claim deleted",
        BODY.replace("\n" + P5, ""),
        _all(SAME, food=DETACHED),
        {},
    ),
    (
        "a paragraph moved to the top",
        "\n".join([P5, P1, P2, P3, P4]),
        _all(MOVED),
        {},
    ),
    (
        "a paragraph moved and a rated claim in it edited",
        "\n".join([P1, P2, P3, P5, P4.replace("12 percent", "12.5 percent")]),
        _all(SAME, families=SAME, inflation=CHANGED, food=MOVED),
        {"inflation": "inflation reached 12.5 percent last year"},
    ),
    (
        "a claim's words rewritten beyond recognition",
        BODY.replace("had promised 300 tonnes of food", "never answered our questions"),
        _all(SAME, food=DETACHED),
        {},
    ),
    (
        "a claim's words repeated elsewhere: the original place keeps it",
        BODY + "\nAgain: 40 soldiers defected on Monday, the army repeated.",
        _all(SAME),
        {},
    ),
    (
        "the paragraph holding a claim deleted while its words stay quoted in another",
        BODY.replace(P1 + "\n", "") + "\nEarlier reports that 40 soldiers defected on Monday were denied.",
        _all(MOVED),
        {},
    ),
    (
        "every paragraph rewritten but one",
        "Nothing here resembles the story.\n" + P2,
        _all(DETACHED, denial=MOVED),
        {},
    ),
]


@pytest.fixture
def article():
    return ArticleFactory(body=BODY, state=ArticleState.PUBLISHED)


@pytest.fixture
def claims(article):
    made = {}
    for key, quote in QUOTES.items():
        start = BODY.index(quote)
        claim = ClaimFactory(article=article, start=start, end=start + len(quote), statement=f"The {key} claim.")
        if key in RATED:
            Claim.objects.filter(pk=claim.pk).update(
                status=RATED[key], verdict_summary="What we found.", verdict_at=timezone.now()
            )
        made[key] = claim
    return made


@pytest.mark.parametrize(("case", "new_body", "outcomes", "new_words"), EDITS, ids=[case for case, *_ in EDITS])
def test_every_claim_re_anchored_to_its_words(case, new_body, outcomes, new_words, article, claims, editor):
    before = {key: (claim.start, claim.end) for key, claim in claims.items()}
    result = article_correct(article=article, body=new_body, note="Corrected.", by=editor, based_on=0)

    article.refresh_from_db()
    assert article.body == new_body
    assert Claim.objects.filter(article=article).count() == len(QUOTES), "no claim lost"
    rows = {row.claim_id: row for row in result.reanchors}
    for key, claim in claims.items():
        claim.refresh_from_db()
        expected = outcomes[key]
        if expected == DETACHED:
            assert claim.is_detached, key
            assert claim.quote == QUOTES[key], "a detached claim keeps the words it had"
        else:
            assert article.body[claim.start : claim.end] == claim.quote, key
            assert claim.quote == new_words.get(key, QUOTES[key]), key
        if expected == SAME:
            assert pk_not_in(claim, rows) and (claim.start, claim.end) == before[key], key
        else:
            assert rows[claim.pk].outcome == expected, key
            assert rows[claim.pk].old_quote == QUOTES[key]
    flagged = {row.claim_id for row in result.flagged}
    assert flagged == {claims[key].pk for key, outcome in outcomes.items() if outcome in (CHANGED, DETACHED)}


def pk_not_in(claim, rows):
    return claim.pk not in rows


@pytest.mark.parametrize(("case", "new_body", "outcomes", "new_words"), EDITS, ids=[case for case, *_ in EDITS])
def test_rated_claims_whose_words_changed_are_reopened_with_the_reason(
    case, new_body, outcomes, new_words, article, claims, editor
):
    article_correct(article=article, body=new_body, note="Corrected.", by=editor, based_on=0)
    for key, verdict in RATED.items():
        claim = Claim.objects.get(pk=claims[key].pk)
        reopenings = ReviewEntry.objects.filter(claim=claim, from_status=verdict, to_status=Status.IN_REVIEW)
        if outcomes[key] in (CHANGED, DETACHED):
            assert claim.status == Status.IN_REVIEW
            assert reopenings.get().note.startswith("Reopened by correction 1 of the article")
            assert ClaimReanchor.objects.get(claim=claim).reopened
        else:
            assert claim.status == verdict
            assert not reopenings.exists()


def test_the_previous_text_and_the_note_are_kept_for_every_version(article, claims, editor):
    first = article_correct(article=article, body=BODY + "\nA line added.", note="Added a line.", by=editor, based_on=0)
    second = article_correct(article=article, body=BODY, note="Removed it again.", by=editor, based_on=1)
    assert [c.number for c in Correction.objects.filter(article=article).order_by("number")] == [1, 2]
    assert first.correction.previous_body == BODY
    assert second.correction.previous_body == BODY + "\nA line added."
    assert first.correction.changes == [{"removed": "", "inserted": "A line added."}]
    assert (first.correction.actor, first.correction.note) == (editor, "Added a line.")
    with pytest.raises(ReviewHistoryImmutable):
        first.correction.delete()


def test_a_detached_claim_stays_detached_through_later_corrections(article, claims, editor):
    article_correct(article=article, body=BODY.replace(P3 + "\n", ""), note="Cut.", by=editor, based_on=0)
    article_correct(article=article, body="Intro.\n" + BODY, note="Restored with an intro.", by=editor, based_on=1)
    families = Claim.objects.get(pk=claims["families"].pk)
    assert families.is_detached
    assert list(families.reanchors.values_list("outcome", flat=True)) == [AnchorOutcome.DETACHED]


def test_a_correction_raises_the_version_of_every_claim_it_moved(article, claims, editor):
    versions = {key: claim.version for key, claim in claims.items()}
    article_correct(article=article, body="Intro.\n" + BODY, note="Intro.", by=editor, based_on=0)
    for key, claim in claims.items():
        claim.refresh_from_db()
        assert claim.version > versions[key]


ROLES = {
    "reader": UserFactory,
    "fact_checker": FactCheckerFactory,
    "editor": EditorFactory,
}


@pytest.mark.parametrize(("role", "allowed"), [("reader", False), ("fact_checker", False), ("editor", True)])
def test_only_editors_correct_articles(role, allowed, article, claims):
    user = ROLES[role]()
    if allowed:
        article_correct(article=article, body=BODY + " More.", note="More.", by=user, based_on=0)
        assert Correction.objects.filter(article=article).count() == 1
    else:
        with pytest.raises(PermissionDenied):
            article_correct(article=article, body=BODY + " More.", note="More.", by=user, based_on=0)
        assert not Correction.objects.exists()
        assert Claim.objects.get(pk=claims["soldiers"].pk).quote == QUOTES["soldiers"]


def test_an_editor_who_may_not_reopen_verdicts_cannot_change_rated_words(article, claims):
    from django.contrib.auth.models import Permission

    user = UserFactory(is_staff=True)
    user.user_permissions.add(Permission.objects.get(codename="correct_article"))
    with pytest.raises(CorrectionForbidden, match="rated claim"):
        article_correct(
            article=article, body=BODY.replace("12 percent", "11 percent"), note="Fix.", by=user, based_on=0
        )
    # Words of unrated claims are theirs to correct.
    article_correct(article=article, body=BODY.replace("oficers", "officers"), note="Typo.", by=user, based_on=0)


@pytest.mark.parametrize(
    ("state", "body", "note", "field"),
    [
        (ArticleState.DRAFT, BODY + " More.", "More.", None),
        (ArticleState.WITHDRAWN, BODY + " More.", "More.", None),
        (ArticleState.PUBLISHED, BODY, "Nothing.", "body"),
        (ArticleState.PUBLISHED, "   ", "Empty.", "body"),
        (ArticleState.PUBLISHED, BODY + " More.", "  ", "note"),
        (ArticleState.PUBLISHED, BODY + " \x00", "Null byte.", "body"),
    ],
)
def test_bad_corrections_are_refused_with_a_reason(state, body, note, field, editor):
    article = ArticleFactory(body=BODY, state=state, withdrawn_note="Gone." if state == ArticleState.WITHDRAWN else "")
    with pytest.raises(ValidationError) as refused:
        article_correct(article=article, body=body, note=note, by=editor, based_on=0)
    if field:
        assert field in refused.value.message_dict
    assert not Correction.objects.exists()


def test_a_correction_based_on_an_older_version_is_stale(article, claims, editor):
    article_correct(article=article, body=BODY + " One.", note="One.", by=editor, based_on=0)
    with pytest.raises(StaleArticle):
        article_correct(article=article, body=BODY + " Two.", note="Two.", by=EditorFactory(), based_on=0)
    article.refresh_from_db()
    assert article.body == BODY + " One."


@pytest.mark.django_db(transaction=True)
def test_two_corrections_at_once_one_wins_the_other_is_stale():
    article = ArticleFactory(body=BODY)
    start = BODY.index(QUOTES["inflation"])
    ClaimFactory(article=article, start=start, end=start + len(QUOTES["inflation"]))
    first, second = EditorFactory(), EditorFactory()

    def correct(by, text):
        return lambda: article_correct(article=article, body=text, note="Fix.", by=by, based_on=0)

    outcomes = run_concurrently(
        correct(first, BODY.replace("12 percent", "13 percent")), correct(second, "Intro.\n" + BODY)
    )
    assert sorted(type(outcome).__name__ for outcome in outcomes) == ["CorrectionResult", "StaleArticle"]
    assert Correction.objects.filter(article=article).count() == 1
    article.refresh_from_db()
    claim = Claim.objects.get(article=article)
    assert article.body[claim.start : claim.end] == claim.quote


def test_an_editor_marks_a_flagged_claim_reviewed_once(article, claims, editor, fact_checker):
    result = article_correct(
        article=article, body=BODY.replace("oficers", "officers"), note="Typo.", by=editor, based_on=0
    )
    (flagged,) = result.flagged
    with pytest.raises(PermissionDenied):
        claim_reanchor_review(reanchor=flagged, by=fact_checker)
    assert claim_reanchor_review(reanchor=flagged, by=editor)
    assert not claim_reanchor_review(reanchor=flagged, by=editor)
    flagged.refresh_from_db()
    assert flagged.reviewed_by == editor
    moved = ClaimReanchor.objects.filter(outcome=AnchorOutcome.MOVED).first()
    assert moved is not None and not claim_reanchor_review(reanchor=moved, by=editor), "only flagged ones"


def test_a_detached_claim_cannot_be_made_by_a_form_and_a_claim_cannot_be_detached_by_one(article, claims):
    claim = claims["soldiers"]
    claim.start = claim.end = None
    with pytest.raises(ValidationError, match="start and the end"):
        claim.full_clean()
    new = Claim(article=article, quote="x", statement="A new claim.", kind="fact")
    with pytest.raises(ValidationError, match="start and the end"):
        new.full_clean()


def test_nearest_exact_occurrence_wins_when_the_context_is_the_same():
    old = "A said yes. B said yes. C said yes."
    at = old.index("yes", 12)
    placements = anchors_place(old=old, new="Intro. " + old, anchors=[Anchor(1, at, at + 3, "yes")])
    assert placements[0].start == at + len("Intro. ")


def test_what_changed_is_listed_word_by_word_without_spacing_changes():
    from claims.reanchoring import text_changes

    old = "The mayor said 300 homes.\nThe bridge opens in May."
    new = "The mayor  said 310 homes.\nAn earlier version misstated it."
    assert text_changes(old=old, new=new) == [
        {"removed": "300", "inserted": "310"},
        {"removed": "The bridge opens in May", "inserted": "An earlier version misstated it"},
    ]


def test_a_detached_claim_can_still_be_edited_and_stays_detached(article, claims, editor):
    from claims.workflow import claim_save

    article_correct(article=article, body=BODY.replace(P3 + "\n", ""), note="Cut.", by=editor, based_on=0)
    families = Claim.objects.get(pk=claims["families"].pk)
    families.statement = "Officials counted 1,200 displaced families."
    claim_save(claim=families, by=editor, expected_version=families.version)
    families.refresh_from_db()
    assert families.is_detached and families.statement == "Officials counted 1,200 displaced families."
