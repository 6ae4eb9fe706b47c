"""The story's text from HTML: the article without the page around it.

A news page holds far more than its story: menus, cookie banners, subscription
prompts, "most read" lists, captions, credits and a footer with the publisher's
address. `html_article_text(markup)` keeps the story only, so none of that is stored
as the article body nor read for claims:

- the main text is found by trafilatura (a maintained boilerplate remover, also used
  to build large web corpora): it drops navigation, asides, comments, banners and
  footers, and returns one paragraph a line;
- the page's headline (its first `<h1>`) opens the text when trafilatura left it
  out, since the body keeps the headline as it was published;
- lines that are page furniture as a whole (`claims.extraction.furniture`: bylines,
  credits, stamps, prompts) are dropped too;
- a fragment too small for trafilatura to call it an article ("<p>One line.</p>")
  is reduced to its text by `html_to_text`, which keeps every word: pasted text is
  never lost.

Plain text is not this module's business: it is stored as pasted.
"""

import re
from html import unescape
from html.parser import HTMLParser

import trafilatura
from lxml import html as lxml_html
from lxml.etree import ParserError

from claims.extraction.furniture import furniture_lines


def html_article_text(markup: str) -> str:
    """The story in `markup` as plain text, one paragraph a line ("" if none)."""
    body = trafilatura.extract(
        markup,
        include_comments=False,
        include_tables=False,
        include_images=False,
        include_links=False,
        favor_precision=True,
        deduplicate=False,
    )
    if not body or not body.strip():
        return html_to_text(markup)
    lines = [_tidy(line) for line in body.split("\n")]
    lines = [line for line in lines if line]
    headline = _headline(markup)
    if headline and (not lines or lines[0] != headline):
        lines.insert(0, headline)
    text = "\n".join(lines)
    dropped = furniture_lines(text)
    if dropped:
        kept = [line for line, (start, end) in zip(lines, _line_spans(lines), strict=True) if (start, end) not in dropped]
        text = "\n".join(kept)
    return text


def _headline(markup: str) -> str:
    try:
        tree = lxml_html.fromstring(markup)
    except (ParserError, ValueError):
        return ""
    heading = tree.find(".//h1")
    return _tidy(heading.text_content()) if heading is not None else ""


def _line_spans(lines: list[str]) -> list[tuple[int, int]]:
    spans, position = [], 0
    for line in lines:
        spans.append((position, position + len(line)))
        position += len(line) + 1
    return spans


def _tidy(line: str) -> str:
    return re.sub(r"[ \t\u00a0]+", " ", line).strip()


class _TextExtractor(HTMLParser):
    BLOCKS = frozenset(
        "p div br h1 h2 h3 h4 h5 h6 li ul ol blockquote article section header footer tr table".split()
    )
    SKIPPED = frozenset({"script", "style", "head", "title", "noscript", "template"})

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIPPED:
            self.skipping += 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        if tag in self.SKIPPED:
            self.skipping = max(0, self.skipping - 1)
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)


def html_to_text(markup: str) -> str:
    """Every word of the HTML as plain text: tags dropped, block elements (p, div, br,
    h1–h6, li, …) as line breaks, script and style removed, entities decoded."""
    parser = _TextExtractor()
    parser.feed(markup)
    parser.close()
    text = unescape("".join(parser.parts))
    lines = [_tidy(line) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)
