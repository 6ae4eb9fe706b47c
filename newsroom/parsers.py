"""The API's JSON parser: bounded in size and in nesting depth.

Python's json module recurses once per nested array or object, so a body of
100,000 `[` ends in a RecursionError (a 500) before any serializer sees it,
and REST framework reads a JSON body whatever its size. This parser, REST
framework's default (settings.REST_FRAMEWORK), reads at most
`DATA_UPLOAD_MAX_MEMORY_SIZE` bytes (a larger body is a 413), refuses JSON
nested deeper than `MAX_JSON_DEPTH` with a 400 before decoding it, and
answers any other malformed body with a 400 too.
"""

import re

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from django.utils.formats import number_format
from rest_framework import status
from rest_framework.exceptions import APIException, ParseError
from rest_framework import renderers
from rest_framework.parsers import BaseParser
from rest_framework.settings import api_settings
from rest_framework.utils import json

# No request body of the API needs more than a few levels; 32 leaves room.
MAX_JSON_DEPTH = 32

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class RequestTooLarge(APIException):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_detail = _("The request body is too large.")
    default_code = "request_too_large"


def json_depth_exceeds(text: str, limit: int) -> bool:
    """Whether arrays and objects in `text` nest deeper than `limit` (strings ignored)."""
    depth = 0
    for bracket in _BRACKET.finditer(_STRING.sub('""', text)):
        if bracket[0] in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


class BoundedJSONParser(BaseParser):
    """JSON with a size and a depth limit; every refusal is a JSON 4xx.

    Not a subclass of REST framework's JSONParser on purpose: REST framework
    reads a JSONParser's body through `request.body`, whose own size check
    answers an HTML 400; this parser reads the stream itself, one byte past
    the limit at most."""

    media_type = "application/json"
    renderer_class = renderers.JSONRenderer
    max_depth = MAX_JSON_DEPTH

    def parse(self, stream, media_type=None, parser_context=None):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read(limit + 1) if limit is not None else stream.read()
        if limit is not None and len(raw) > limit:
            raise RequestTooLarge(
                _("The request body is larger than %(limit)s bytes.")
                % {"limit": number_format(limit, force_grouping=True)}
            )
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            text = raw.decode(encoding)
        except (UnicodeDecodeError, LookupError) as error:
            raise ParseError(
                _("JSON parse error - the body is not valid %(encoding)s: %(error)s")
                % {"encoding": encoding, "error": error}
            ) from error
        if json_depth_exceeds(text, self.max_depth):
            raise ParseError(
                _("JSON parse error - arrays and objects nest deeper than %(depth)s levels.")
                % {"depth": self.max_depth}
            )
        try:
            strict = json.strict_constant if api_settings.STRICT_JSON else None
            return json.loads(text, parse_constant=strict)
        except (ValueError, RecursionError) as error:
            raise ParseError(_("JSON parse error - %(error)s") % {"error": error}) from error
