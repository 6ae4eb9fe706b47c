"""Building blocks for the API tests: the article text, spans in it, token clients, verdicts."""

from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from claims.workflow import claim_transition
from tests.factories import EvidenceFactory

BODY = (
    "Over one thousand soldiers have defected, reports the Foreign Ministry. "
    "The ministry of defense puts the number of troops at 235,000. "
    "“There is a lot of fear,” said Guaidó."
)


def span(text: str, body: str = BODY) -> dict:
    """start, end and quote of `text` in `body`."""
    start = body.index(text)
    return {"start": start, "end": start + len(text), "quote": text}


def token_client(user) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def rated(claim, *, editor, to="verified", summary="Matches the ministry's count."):
    """Take `claim` through review to a verdict, with evidence, as the workflow does."""
    EvidenceFactory(claim=claim, added_by=editor)
    claim_transition(claim=claim, to="in_review", by=editor)
    claim_transition(claim=claim, to=to, by=editor, summary=summary)
    claim.refresh_from_db()
    return claim
