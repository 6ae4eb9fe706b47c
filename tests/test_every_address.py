"""No address of the site answers hostile input with a server error.

Every URL pattern in the URLconf (the public pages, their feeds and sitemaps,
the API with its exports and schema, the admin) is walked, not listed by
hand: its path parameters filled with the ids and slugs of one small newsroom
and with hostile values; each query parameter the view declares (its
FilterSet, its pagination, its ordering, the public pages' `page`, `sort` and
filters, the admin changelist's filters) sent hostile values one at a time;
every write it accepts sent hostile JSON or form bodies by a user who may and
one who may not. No answer may be a 5xx, on SQLite and on PostgreSQL, which
refuses what SQLite accepts (a NUL in text, integers beyond bigint, a 30th
of February, a lone surrogate).

One newsroom serves every case (`newsroom`, built once per module); each case
is one address, so a failure names it. A list's filters go only to lists,
the admin and the public pages get fewer values than the API (each request
draws a whole page): 160 addresses in 37 s on SQLite, 42 s on PostgreSQL
(3 December 2026, 21:45 UTC, load average 4-5 on 2 cores).
"""

import json
from dataclasses import dataclass, field
from urllib.parse import quote

import pytest
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.db import transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import LocalePrefixPattern, RegexPattern, RoutePattern

from claims.filters import ClaimFilter
from tests.api.builders import BODY, rated, span, token_client
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, EvidenceFactory, SourceFactory, UserFactory

# Query values PostgreSQL or the parsers refuse, already percent-encoded:
# what a client can put in a query string, invalid UTF-8 and a lone
# surrogate's bytes included.
INCOMPRESSIBLE_QUERY = "".join(f"{n * 2654435761 % 2**32:08x}" for n in range(375))
HOSTILE_QUERY_VALUES = [
    quote("a\x00b"),
    "99999999999999999999999",
    "-99999999999999999999999",
    "1e400",
    "NaN",
    "2019-02-30",
    "2019-02-30T25:61:00%2B99:00",
    "%ED%A0%80",  # U+D800, a lone surrogate, as UTF-8 would write it
    "%FF%FE",  # not UTF-8
    INCOMPRESSIBLE_QUERY,
    quote("-id,?"),
    "",
]
# The public pages draw a whole page for each request: the values each database refuses.
PAGE_QUERY_VALUES = [quote("a\x00b"), "99999999999999999999999", "2019-02-30", "%ED%A0%80", "%FF%FE"]
ADMIN_QUERY_VALUES = ["99999999999999999999999", "2019-02-30", "%ED%A0%80"]
HOSTILE_PATH_VALUES = ["99999999999999999999", "a%00b", "%ED%A0%80", "x" * 300]
# An incompressible 3,000 characters: more than a btree index entry holds.
INCOMPRESSIBLE = "".join(f"{n * 2654435761 % 2**32:08x}" for n in range(375))
HOSTILE_BODY_VALUES = ["a\x00b", "\ud800", 2**70, "2019-02-30", INCOMPRESSIBLE, []]
ADMIN_BODY_VALUES = ["a\x00b", 2**70, INCOMPRESSIBLE]
# What each public page reads from request.GET (claims.views, sources.views,
# claims.figure_views, claims.correction_views, newsroom.locale), by URL name;
# the claims list reads ClaimFilter's too.
PUBLIC_PAGE_PARAMETERS = {
    "claims:list": {"page"} | set(ClaimFilter.base_filters),
    "claims:articles": {"page"},
    "claims:figures": {"page"},
    "claims:corrections": {"page", "article", "claim"},
    "sources:list": {"page"},
    "sources:detail": {"page"},
    "set_language": {"next", "language"},
}


@dataclass
class Address:
    route: str  # e.g. "api/v1/claims/<pk>/transition/"
    name: str
    callback: object
    parameters: list[str] = field(default_factory=list)
    namespace: str = ""

    @property
    def qualified_name(self) -> str:
        return f"{self.namespace}:{self.name}" if self.namespace else self.name

    def __str__(self):
        return self.route


def _regex_to_route(regex: str) -> str | None:
    """`^claims/(?P<pk>[^/.]+)/$` as `claims/<pk>/`; None for a pattern that
    is no address with named holes (a catch-all)."""
    route, i = "", 0
    regex = regex.removeprefix("^").removesuffix("$").removesuffix(r"\Z")
    while i < len(regex):
        if regex.startswith("(?P<", i):
            name_end = regex.index(">", i)
            depth, j = 1, name_end + 1
            while depth:
                depth += {"(": 1, ")": -1}.get(regex[j], 0) if regex[j - 1] != "\\" else 0
                j += 1
            route += f"<{regex[i + 4:name_end]}>"
            i = j
        elif regex[i] == "\\":
            route += regex[i + 1]
            i += 2
        elif regex[i] in "[]()*+?|^$":
            return None
        else:
            route += regex[i]
            i += 1
    return route


def _route_of(pattern) -> str | None:
    if isinstance(pattern, LocalePrefixPattern):
        return ""  # English, unprefixed; Spanish is the same view under /es/
    if isinstance(pattern, RoutePattern):
        import re

        return re.sub(r"<(?:\w+:)?(\w+)>", r"<\1>", str(pattern))
    if isinstance(pattern, RegexPattern):
        return _regex_to_route(pattern._regex)
    return None


def addresses(resolver=None, prefix="", namespace="") -> list[Address]:
    """Every address in the URLconf, with its holes named."""
    import re

    found = []
    for entry in (resolver or get_resolver()).url_patterns:
        route = _route_of(entry.pattern)
        if route is None:
            continue
        if isinstance(entry, URLResolver):
            found += addresses(entry, prefix + route, entry.namespace or namespace)
        elif isinstance(entry, URLPattern):
            full = prefix + route
            found.append(Address(full, entry.name or "", entry.callback, re.findall(r"<(\w+)>", full), namespace))
    return found


# ------------------------------------------------------------- the newsroom


@dataclass
class Newsroom:
    superuser: object
    editor: object
    reader: object
    ids: dict  # model name -> {"pk": ..., "slug": ...} of one existing object
    clients: dict = field(default_factory=dict)


@pytest.fixture(scope="module")
def newsroom(django_db_setup, django_db_blocker):
    """One small newsroom with one of everything an address can name, rolled
    back after the module."""
    from django.contrib.contenttypes.models import ContentType

    from claims.corrections import article_correct
    from claims.models import (
        BackgroundTask,
        ClaimComment,
        ClaimMatch,
        Correction,
        FigureSuggestion,
        FigureValue,
        TrackedFigure,
    )
    from claims.models.figures import FigureDisagreement

    with django_db_blocker.unblock(), transaction.atomic():
        superuser = get_user_model().objects.create_superuser("root", "root@newsroom.test", "pw")
        editor = EditorFactory(username="walker-editor")
        reader = UserFactory(username="walker-reader")
        source = SourceFactory(name="Juan Guaidó", slug="juan-guaido")
        article = ArticleFactory(headline="Soldiers defect", slug="soldiers-defect", body=BODY)
        first = ClaimFactory(article=article, source=source, kind="statistic", value="1000", unit="soldiers",
                             **span("Over one thousand soldiers have defected"))
        second = ClaimFactory(article=article, source=source, kind="statistic", value="235000", unit="troops",
                              **span("235,000"))
        rated(first, editor=editor)
        rated(second, editor=editor, to="false")
        EvidenceFactory(claim=second, added_by=editor)
        figure = TrackedFigure.objects.create(name="Troops", slug="troops", unit="troops")
        one = FigureValue.objects.create(figure=figure, claim=first, refers_to="2019-02-01", linked_by=editor)
        two = FigureValue.objects.create(figure=figure, claim=second, refers_to="2019-03-01", linked_by=editor)
        FigureSuggestion.objects.create(claim=first, figure=figure, score="0.5")
        FigureDisagreement.objects.create(figure=figure, first=min(one, two, key=lambda v: v.pk),
                                          second=max(one, two, key=lambda v: v.pk))
        ClaimMatch.objects.create(claim=second, earlier=first, linked_by=editor)
        ClaimComment.objects.create(claim=first, author=editor, body="Call the ministry.")
        task = BackgroundTask.objects.create(kind=BackgroundTask._meta.get_field("kind").choices[0][0],
                                             description="Import", requested_by=editor)
        article_correct(article=article, body=BODY + " More.", note="Added a sentence.", by=editor,
                        based_on=0)
        ids = {"claim": {"pk": first.pk, "slug": "claim"}, "article": {"pk": article.pk, "slug": article.slug},
               "source": {"pk": source.pk, "slug": source.slug}, "figure": {"pk": figure.pk, "slug": figure.slug},
               "correction": {"pk": Correction.objects.values_list("pk", flat=True).first()},
               "user": {"pk": editor.pk}, "task": {"pk": task.pk},
               "content_type": ContentType.objects.get_for_model(type(first)).pk}
        for model_admin in admin.site._registry.values():
            ids.setdefault(model_admin.opts.model_name, {"pk": model_admin.model._default_manager.values_list("pk", flat=True).first()})
        logged_in = Client()
        logged_in.force_login(superuser)
        clients = {"superuser": logged_in, "anonymous": Client(), "editor token": token_client(editor),
                   "reader token": token_client(reader)}
        yield Newsroom(superuser=superuser, editor=editor, reader=reader, ids=ids, clients=clients)
        transaction.set_rollback(True)


# ------------------------------------------------------------ what a view reads


def declared_query_parameters(address: Address) -> set[str]:
    """The query parameters `address`'s view reads: its FilterSet's, its
    pagination's and ordering's, an export's options; an admin changelist's
    search, order, page and list filters; the public pages' (PUBLIC_PAGE_PARAMETERS)."""
    view_class = getattr(address.callback, "cls", None)
    model_admin = getattr(address.callback, "model_admin", None)
    if view_class is not None:  # REST framework
        names = {"format"}
        if "<" in address.route and not address.route.endswith("/comments/") and not address.route.endswith("/corrections/"):
            return names  # one object: the list's filters, pages and order do not apply
        if filterset := getattr(view_class, "filterset_class", None):
            names |= set(filterset.base_filters)
        for holder in (getattr(view_class, "pagination_class", None), getattr(getattr(view_class, "pagination_class", None), "page_size_class", None),
                       *getattr(view_class, "filter_backends", ())):
            names |= {getattr(holder, attribute) for attribute in dir(holder or object)
                      if attribute.endswith("_param") and isinstance(getattr(holder, attribute), str)}
        if address.name == "claim-export-csv":
            from claims.export_api import CSVExportOptions

            names |= set(CSVExportOptions().fields)
        return names - {None}
    if model_admin is not None:
        if not address.route.endswith(f"{model_admin.opts.model_name}/"):
            return {"_changelist_filters", "_to_field", "_popup"}
        names = {"q", "o", "p", "e", "all", "_to_field", "_popup"}
        for list_filter in model_admin.list_filter:
            if isinstance(list_filter, str) or isinstance(list_filter, tuple):
                name = list_filter if isinstance(list_filter, str) else list_filter[0]
                names |= {f"{name}__exact", f"{name}__id__exact", f"{name}__isnull", f"{name}__gte", f"{name}__lt", name}
            else:
                names.add(list_filter.parameter_name)
        return names
    if address.route.startswith("admin/"):  # the admin's own pages: autocomplete, desk, login
        return {"term", "app_label", "model_name", "field_name", "page", "next", "p"}
    return PUBLIC_PAGE_PARAMETERS.get(address.qualified_name, set())


def allowed_writes(address: Address) -> list[str]:
    view_class = getattr(address.callback, "cls", None)
    if view_class is not None:
        actions = getattr(address.callback, "actions", None)
        methods = list(actions) if actions else [m for m in ("post", "put", "patch", "delete") if hasattr(view_class, m)]
        return [m for m in methods if m in {"post", "put", "patch", "delete"}]
    if address.route.endswith(("/history/", "/delete/", "<object_id>/")):
        return []  # Django's own: a history is read-only, a delete asks only "yes"
    if address.route.startswith("admin/") or address.name == "set_language":
        return ["post"]
    return []


# ---------------------------------------------------------------- the walk


FIXED_PARAMETERS = {"to_status": "in_review", "number": "1", "app_label": "claims", "url": "claims/nothing/",
                    "section": "claims"}


def existing_value(address: Address, name: str, ids: dict) -> str:
    """An existing object's id or slug for the hole `name` in `address`: the
    admin's model, else the model the segment before the hole names."""
    if name in FIXED_PARAMETERS:
        return FIXED_PARAMETERS[name]
    if name == "content_type_id":
        return str(ids["content_type"])
    model_admin = getattr(address.callback, "model_admin", None)
    if model_admin is not None:
        return str(ids[model_admin.opts.model_name]["pk"])
    before = address.route.split(f"<{name}>")[0].rstrip("/").split("/")
    word = next((w.removesuffix("s") for w in reversed(before) if not w.startswith("<")), "")
    if "<" in before[-1]:  # claims/<pk>/<slug>/: the claim's slug
        word = before[-2].removesuffix("s")
    return str(ids.get(word, ids["user"]).get("slug" if name == "slug" else "pk"))


def filled(address: Address, ids: dict, hostile: bool) -> list[str]:
    """`address` with its holes filled by an existing object, or by hostile values one hole at a time."""
    good = "/" + address.route
    for name in address.parameters:
        good = good.replace(f"<{name}>", existing_value(address, name, ids), 1)
    if not hostile:
        return [good]
    urls = []
    for name in address.parameters:
        others = "/" + address.route
        for other in address.parameters:
            if other != name:
                others = others.replace(f"<{other}>", existing_value(address, other, ids), 1)
        urls += [others.replace(f"<{name}>", value, 1) for value in HOSTILE_PATH_VALUES]
    return urls


def requests_for(address: Address, newsroom: Newsroom):
    """(method, url, body) for every case of `address`."""
    good = filled(address, newsroom.ids, hostile=False)
    yield "get", good[0], None
    if address.parameters:
        for url in filled(address, newsroom.ids, hostile=True):
            yield "get", url, None
    base = good[0]
    in_admin = address.route.startswith("admin/")
    # The admin refuses any NUL in its query string (newsroom.admin_query) and
    # its pages are the slowest: the values that pass its middleware.
    values = ADMIN_QUERY_VALUES if in_admin else HOSTILE_QUERY_VALUES if address.route.startswith("api/") else PAGE_QUERY_VALUES
    for name in sorted(declared_query_parameters(address)):
        for value in values:
            yield "get", f"{base}?{name}={value}", None
    for method in allowed_writes(address):
        if not in_admin:
            yield method, base, b"{"
            yield method, base, b'{"a": "\xff"}'
        for value in ADMIN_BODY_VALUES if in_admin else HOSTILE_BODY_VALUES:
            yield method, base, value


def body_for(value, fields) -> dict:
    return {name: value for name in fields} if fields else {"name": value}


class Walker:
    def __init__(self, newsroom):
        self.newsroom = newsroom
        self.clients = newsroom.clients
        self.failures = []

    def send(self, who, method, url, body):
        client = self.clients[who]
        kwargs = {}
        if body is not None:
            if isinstance(body, bytes):
                kwargs = {"data": body, "content_type": "application/json"}
            elif url.startswith("/api/"):
                kwargs = {"data": json.dumps(body_for(body, self.write_fields), ensure_ascii=False, allow_nan=True)
                          .encode("utf-8", "surrogatepass"), "content_type": "application/json"}
            else:
                value = quote((body if isinstance(body, str) else json.dumps(body)).encode("utf-8", "surrogatepass"))
                kwargs = {"data": "&".join(f"{name}={value}" for name in self.write_fields or ["name"]),
                          "content_type": "application/x-www-form-urlencoded"}
        try:
            response = getattr(client, method)(url, **kwargs)
        except Exception as error:  # the test client re-raises the view's exception
            self.failures.append(f"{who} {method.upper()} {url[:120]} {repr(body)[:40]}: {error!r}"[:400])
            return
        if response.status_code >= 500:
            self.failures.append(f"{who} {method.upper()} {url[:120]} {repr(body)[:40]}: {response.status_code}")

    write_fields = ()

    def walk(self, address: Address):
        self.write_fields = write_fields_of(address)
        for method, url, body in requests_for(address, self.newsroom):
            if method == "get":
                self.send("superuser" if url.startswith("/admin/") else "editor token" if url.startswith("/api/") else "anonymous",
                          method, url, body)
            else:
                if url.startswith("/api/"):
                    self.send("editor token", method, url, body)
                    self.send("reader token", method, url, body)
                else:
                    self.send("superuser", method, url, body)
                    if body == ADMIN_BODY_VALUES[0]:
                        self.send("anonymous", method, url, body)
        return self.failures


def write_fields_of(address: Address) -> list[str]:
    """The fields a write to `address` names: every field of the project's
    API serializers and the admin's model, so that each gets the hostile value."""
    model_admin = getattr(address.callback, "model_admin", None)
    if model_admin is not None:
        return [f.name for f in model_admin.model._meta.get_fields() if getattr(f, "concrete", False)] + ["action", "_selected_action", "index"]
    return API_WRITE_FIELDS


API_WRITE_FIELDS = [
    "article", "statement", "kind", "start", "end", "quote", "source", "value", "qualifier", "unit", "version",
    "to", "summary", "note", "title", "url", "stance", "name", "slug", "aliases", "parent", "body", "based_on",
    "assignee", "claim", "earlier", "figure", "refers_to", "mentions", "description", "language", "published_at",
]


WALKED = [address for address in addresses() if not address.route.startswith(("static/", "media/"))]


@pytest.mark.django_db
@pytest.mark.parametrize("address", WALKED, ids=str)
def test_no_address_answers_with_a_server_error(newsroom, address):
    assert Walker(newsroom).walk(address) == []
