"""Share cards: the images social networks show beside a link to the site.

- `/claims/<id>/card.png`: a claim's rating card (its status as a coloured
  badge, the statement, who said it, when it was rated, the newsroom's name);
- `/card.png`: the newsroom's own card, for every other page.

PNG, 1200 × 630 (what Open Graph and X/Twitter's large card expect: most
consumers do not accept SVG), drawn server-side with Pillow in DejaVu Sans
(`claims/card_fonts/`, shipped with its licence: no system font, no network). A card shows what an anonymous
reader may see (`Claim.objects.visible_to`, `Source.is_visible_to`): a
proposed claim, or one in a draft or withdrawn article, has no card (404),
whoever asks.

A card is rendered once per content: its ETag is a hash of everything drawn
(status, statement, source, date, language, newsroom name, layout version), the
PNG is kept in the shared cache under that hash, and a client or proxy that
sends the ETag back gets a 304 without a render. A re-rating or an edited
statement changes the hash, hence the image.
"""

import functools
import hashlib
import io
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import formats
from django.utils.cache import get_conditional_response, patch_cache_control
from django.utils.translation import get_language, gettext
from PIL import Image, ImageDraw, ImageFont

from claims.models import Claim

READER = AnonymousUser()
FONTS = Path(__file__).resolve().parent / "card_fonts"
# Bump when the drawing changes, so cached cards and ETags are renewed.
CARD_LAYOUT_VERSION = 1
WIDTH, HEIGHT = 1200, 630
# A week in the shared cache: a card's key changes whenever its content does.
CACHE_SECONDS = 7 * 24 * 3600
# Browsers and networks may reuse a card for an hour, then revalidate by ETag.
MAX_AGE = 3600

# The site's status colours (static/css/site.css), all AA on white text.
STATUS_COLOURS = {
    "unverified": "#5b6470",
    "in_review": "#8a5a00",
    "verified": "#1e6b34",
    "misleading": "#a64b00",
    "false": "#b3261e",
    "unverifiable": "#5a4a8a",
}
INK, MUTED, PAPER, LINE = "#1b1f24", "#4a5360", "#ffffff", "#d5dbe1"


@dataclass(frozen=True)
class Card:
    """Everything a card shows: its ETag is the hash of these."""

    newsroom: str
    statement: str
    badge: str = ""
    colour: str = INK
    byline: str = ""
    dateline: str = ""
    language: str = ""

    @property
    def etag(self) -> str:
        payload = json.dumps([CARD_LAYOUT_VERSION, asdict(self)], ensure_ascii=False, sort_keys=True)
        return '"' + hashlib.sha256(payload.encode()).hexdigest()[:32] + '"'


def claim_card(*, claim: Claim) -> Card:
    """The card of `claim`, as an anonymous reader may see it."""
    source = claim.source
    if source is not None and source.is_visible_to(READER):
        byline = gettext("Claimed by %(name)s") % {"name": source.name}
    elif claim.source_id is None:
        byline = gettext("The article’s own reporting")
    else:
        byline = ""
    dateline = ""
    if claim.has_verdict and claim.verdict_at:
        dateline = gettext("Rated on %(date)s") % {"date": formats.date_format(claim.verdict_at, "j F Y")}
    return Card(
        newsroom=settings.NEWSROOM_NAME,
        statement=claim.statement,
        badge=claim.get_status_display(),
        colour=STATUS_COLOURS.get(claim.status, INK),
        byline=byline,
        dateline=dateline,
        language=get_language() or "",
    )


def site_card() -> Card:
    return Card(
        newsroom=settings.NEWSROOM_NAME,
        statement=gettext("Every claim in every story, linked to its source and checked."),
        language=get_language() or "",
    )


# ------------------------------------------------------------------ drawing


@functools.cache
def _font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    # DejaVu Sans, shipped beside this module: Pillow's built-in font has no
    # accented letters, and Spanish statements need them.
    return ImageFont.truetype(str(FONTS / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")), size)


def _wrap(text: str, font, width: int, max_lines: int) -> list[str]:
    """`text` in lines no wider than `width`; past `max_lines`, the last ends in “…”."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if font.getlength(candidate) <= width or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    lines = [_fit(line, font, width) for line in lines]
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = _fit(lines[-1] + "…", font, width, ellipsis=True)
    return lines


def _fit(line: str, font, width: int, *, ellipsis: bool = False) -> str:
    """`line`, cut with “…” where it is wider than `width` (a very long word)."""
    if font.getlength(line) <= width and not (ellipsis and not line.endswith("…")):
        return line
    body = line.rstrip("…")
    while body and font.getlength(body.rstrip() + "…") > width:
        body = body[:-1]
    return body.rstrip() + "…"


def card_png(card: Card) -> bytes:
    """`card` drawn as a 1200 × 630 PNG."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    margin, band = 72, 24
    draw.rectangle((0, 0, band, HEIGHT), fill=card.colour)
    left, right = margin + band, WIDTH - margin
    y = 56
    draw.text((left, y), card.newsroom, font=_font(32, bold=True), fill=MUTED)
    y += 70
    if card.badge:
        badge_font = _font(42, bold=True)
        label = card.badge.upper()
        box = draw.textbbox((0, 0), label, font=badge_font)
        padding_x, padding_y = 26, 14
        height = box[3] - box[1]
        draw.rounded_rectangle(
            (left, y, left + box[2] + 2 * padding_x, y + height + 2 * padding_y), radius=12, fill=card.colour
        )
        draw.text((left + padding_x, y + padding_y - box[1]), label, font=badge_font, fill=PAPER)
        y += height + 2 * padding_y + 36
    statement_font = _font(48 if card.badge else 60)
    for line in _wrap(card.statement, statement_font, right - left, max_lines=4 if card.badge else 5):
        draw.text((left, y), line, font=statement_font, fill=INK)
        y += int(statement_font.size * 1.25)
    footer = " · ".join(part for part in (card.byline, card.dateline) if part)
    if footer:
        draw.line((left, HEIGHT - 110, right, HEIGHT - 110), fill=LINE, width=2)
        footer_font = _font(28)
        draw.text((left, HEIGHT - 86), _fit(footer, footer_font, right - left), font=footer_font, fill=MUTED)
    output = io.BytesIO()
    image.save(output, format="PNG", optimize=True)
    return output.getvalue()


# -------------------------------------------------------------------- views


def card_response(request, card: Card) -> HttpResponse:
    """The card's PNG, from the shared cache when it was drawn before; 304 when
    the client already holds this version (If-None-Match)."""
    etag = card.etag
    response = get_conditional_response(request, etag=etag)
    if response is None:
        key = f"social-card:{etag.strip(chr(34))}"
        png = cache.get(key)
        if png is None:
            png = card_png(card)
            cache.set(key, png, CACHE_SECONDS)
        response = HttpResponse(png, content_type="image/png")
    response["ETag"] = etag
    patch_cache_control(response, public=True, max_age=MAX_AGE)
    return response


def claim_card_view(request, pk: int):
    """`/claims/<id>/card.png`: the rating card of a claim any reader may see."""
    claim = get_object_or_404(Claim.objects.visible_to(READER).select_related("source"), pk=pk)
    return card_response(request, claim_card(claim=claim))


def site_card_view(request):
    """`/card.png`: the newsroom's card, for pages that are not one claim."""
    return card_response(request, site_card())
