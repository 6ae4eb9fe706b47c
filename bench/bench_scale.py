"""Benchmark: the site, the API and the admin at a million claims, as ratios
measured in one run on the same machine (issue 11's goals).

Needs two PostgreSQL databases migrated and filled by `generate_newsroom`
(e.g. `--claims 1000000` and `--claims 10000`). The script runs itself once
per database and repetition (Django has one default database per process),
the two databases in turns (`run_in_turns`), each run timing requests
through Django's test client after one warm-up pass, median of --repeat,
then prints:

- word search (site and API, accents folded, phrases, prefixes): p95 and
  median, and the ratio to today's `lower(unaccent(…)) LIKE '%word%'` scan
  with its exact count (the baseline, run --baseline-words times, once each:
  it takes tens of seconds);
- the API list, first page and a page reached by following `next` 20 times,
  against a hand-written `.values()` + JsonResponse view of the same page with
  the same fields (claim, article, source, via, evidence, history, links),
  served at a URL of its own through the same middleware. The API's rate
  limits are off in this run: production counts them in Redis, while the
  development cache here is a database table written on every request;
- first against deep pages (API cursor, site ?page=390: the 10k list's last
  full page, so that both databases render 25 claims; its ?page=400 is a
  last page of 4), and at 1M the site's pages past the bounded count of
  10,000 that the planner's estimate opens: ?page=20000 (half-way), the
  last page, and a page past the end (the last page and a message), typed
  (an OFFSET) and reached by the site's links (a cursor: the "Next" of
  ?page=20000, the first page's link to the last page);
- each page at 1M against the same page at 10k (home, /claims/, a source,
  the admin changelist, status totals);
- the plan (EXPLAIN ANALYZE) of the slowest query of each slow request.

    DEBUG=1 .venv/bin/python bench/bench_scale.py \\
        --big postgres://postgres@127.0.0.1:5432/nr_scale_big \\
        --small postgres://postgres@127.0.0.1:5432/nr_scale [--repeat 5] [--baseline-words 2]

`--only exports` measures the exports alone at 1M (`measure_exports`, also
part of the full run): the CSV export of every claim through the view against
`COPY (SELECT …) TO STDOUT` of the same statement through psycopg
(throughput, interleaved), the export's peak memory, and the ClaimReview
feed's peak memory with the latest 1% and 10% of the verdicts.

`--only api` measures the API claim list alone (`measure_api`: the first
page, the 21st by `next`, pages of 1 and 100, an editor's page, against the
values view), in seconds rather than minutes, and leaves nothing behind.
"""

import argparse
import atexit
from importlib import import_module
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SLOW = 0.1  # a request slower than this has its slowest query's plan printed
PARTS = ("pages", "searches", "sorts")
SEARCHES = ["Mendoza", "bogota", "teachers strike", "desertaron", "hospi", "insulina", "Ruiz Castro",
            '"crossed the border"', "MÉRIDA soldiers", "precios"]
WARM_UP_WORD = "prices"


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--big", help="URL of the database with about a million claims")
    parser.add_argument("--small", help="URL of the database with about ten thousand claims")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--baseline-words", type=int, default=2)
    parser.add_argument("--parts", default=",".join(PARTS),
                        help=f"comma-separated, of: {', '.join(PARTS)} (default: all)")
    parser.add_argument("--only", choices=["api", "exports"],
                        help="measure only the API claim list, or only the exports at 1M (a few minutes)")
    parser.add_argument("--export-repeat", type=int, default=3, help="CSV exports and COPYs timed at 1M")
    parser.add_argument("--no-exports", action="store_true", help="leave out the exports (about ten minutes at 1M)")
    parser.add_argument("--measure", help=argparse.SUPPRESS)  # internal: one database, JSON out
    parser.add_argument("--with-baseline", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args()


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def make_values_view(base, keys, deep_values, deep_first_id):
    """The API page by hand (a view function): `.values()` rows, nested lists,
    links by string; `?deep=1` gives the rows from the deep page's first on."""
    from django.db.models import Q
    from django.http import JsonResponse
    from django.utils.text import slugify

    from claims.models import Evidence, ReviewEntry
    from newsroom.cursors import _after

    def values_view(request):
        """The API page by hand: .values() rows, nested lists, links by string."""
        if request.GET.get("user"):  # read the signed-in user, as a page for this client must
            request.user.pk  # noqa: B018
        claims = base.order_by(*(key.order_by(False) for key in keys))
        if request.GET.get("deep"):  # the same rows: from the deep page's first row on
            claims = claims.filter(_after(keys, deep_values, False) | Q(pk=deep_first_id))
        rows = list(claims.values(
            "id", "quote", "start", "end", "statement", "kind", "attribution", "value", "qualifier", "unit",
            "status", "verdict_summary", "verdict_at", "version", "created_at", "updated_at",
            "article_id", "article__slug", "article__headline", "source_id", "source__name", "source__slug",
            "via_id", "via__name", "via__slug",
        )[:50])
        ids = [row["id"] for row in rows]
        evidence, history = {}, {}
        for row in Evidence.objects.filter(claim_id__in=ids).values("claim_id", "id", "url", "reference", "title", "summary", "stance", "source__name", "created_at"):
            evidence.setdefault(row.pop("claim_id"), []).append(row)
        for row in ReviewEntry.objects.filter(claim_id__in=ids).values("claim_id", "created_at", "from_status", "to_status", "summary"):
            history.setdefault(row.pop("claim_id"), []).append(row)
        host = request.build_absolute_uri("/")[:-1]
        for row in rows:
            row["url"] = f"{host}/api/v1/claims/{row['id']}/"
            row["page"] = f"{host}/claims/{row['id']}/{slugify(row['statement'])[:80].strip('-')}/"
            row["article"] = {"id": row.pop("article_id"), "headline": row.pop("article__headline"),
                              "url": f"{host}/api/v1/articles/{row.pop('article__slug')}/"}
            for name in ("source", "via"):
                pk, label, slug = row.pop(f"{name}_id"), row.pop(f"{name}__name"), row.pop(f"{name}__slug")
                row[name] = pk and {"id": pk, "name": label, "url": f"{host}/api/v1/sources/{slug}/"}
            row["evidence"], row["history"] = evidence.get(row["id"], []), history.get(row["id"], [])
        return JsonResponse({"results": rows})

    return values_view


def serve_values_view(values_view):
    """Serve `values_view` at /bench/values/ through the site's middleware."""
    from django.conf import settings
    from django.urls import clear_url_caches, path

    module = type(sys)("bench_scale_urls")
    module.urlpatterns = [path("bench/values/", values_view), *import_module(settings.ROOT_URLCONF).urlpatterns]
    sys.modules[module.__name__] = module
    settings.ROOT_URLCONF = module.__name__
    clear_url_caches()


def page_link(html: str, rel: str, *, last: bool = False) -> str | None:
    """The /claims/ URL of the pagination link marked `rel` (or, `last`, the
    last numbered one) in `html`, None when there is none."""
    import html as html_lib
    import re

    nav = re.search(r'<nav class="pagination".*?</nav>', html, re.S)
    links = re.findall(r'<a href="([^"]*)"[^>]*?' + re.escape(rel), nav.group(0)) if nav else []
    if last and nav:
        links = re.findall(r'<a href="([^"]*)"><span class="visually-hidden">', nav.group(0))[-1:]
    return "/claims/" + html_lib.unescape(links[-1]) if links else None


def setup_django(url: str):
    """Django on the database at `url` (one per process)."""
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DEBUG", "1")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")
    import django

    django.setup()


def deep_page(get, api):
    """The API page reached by following `next` 20 times from the first (page
    size 50), and what the values view needs to read the same rows: (its URL,
    the reader's claims, their ordering keys, the page's first row's values
    of them, its id)."""
    from claims.models import Claim
    from newsroom.cursors import keyset_keys

    response = get(api, "/api/v1/claims/", {"page_size": 50})
    for _ in range(20):
        response = get(api, response.json()["next"])
    deep_url = response.request["PATH_INFO"] + "?" + response.request["QUERY_STRING"]
    deep_first_id = response.json()["results"][0]["id"]
    base = Claim.objects.filter(proposed=False)
    keys = keyset_keys(base)
    first_row = Claim.objects.get(pk=deep_first_id)
    return deep_url, base, keys, [getattr(first_row, key.name) for key in keys], deep_first_id


def measure_api(args) -> dict:
    """`--only api`: the API claim list alone, against the values view, for a
    reader (the first page, the 21st by `next`, pages of 1 and 100) and an
    editor (first page). Everything it writes (users, sessions) is rolled back."""
    setup_django(args.measure)
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.db import transaction
    from django.test import Client
    from rest_framework.settings import api_settings

    from claims.models import Claim
    from claims.roles import EDITORS

    api_settings.DEFAULT_THROTTLE_RATES["user"] = None  # see the module docstring
    User = get_user_model()

    def get(client, url, params=None):
        response = client.get(url, params or {})
        assert response.status_code == 200, (url, params, response.status_code)
        return response

    with transaction.atomic():
        api, staff = Client(SERVER_NAME="localhost"), Client(SERVER_NAME="localhost")
        api.force_login(User.objects.create(username="bench-api-reader"))
        editor = User.objects.create(username="bench-api-editor", is_staff=True)
        editor.groups.add(Group.objects.get(name=EDITORS))
        staff.force_login(editor)

        deep_url, *same_rows = deep_page(get, api)
        serve_values_view(make_values_view(*same_rows))

        pages = {
            "API list, first page": lambda: get(api, "/api/v1/claims/", {"page_size": 50}),
            "values view, first page": lambda: get(api, "/bench/values/"),
            "values view reading the user, first page": lambda: get(api, "/bench/values/", {"user": "1"}),
            "API list, 21st page by next": lambda: get(api, deep_url),
            "values view, 21st page": lambda: get(api, "/bench/values/", {"deep": "1"}),
            "API list, page of 1": lambda: get(api, "/api/v1/claims/", {"page_size": 1}),
            "API list, page of 100": lambda: get(api, "/api/v1/claims/", {"page_size": 100}),
            "API list, editor, first page": lambda: get(staff, "/api/v1/claims/", {"page_size": 50}),
        }
        for fn in pages.values():  # warm up: imports, URL resolvers, caches
            fn()
        results = {name: [] for name in pages}
        for _ in range(args.repeat):
            for name, fn in pages.items():
                results[name].append(timed(fn))
        out = {"claims": Claim.objects.count(), "times": results}
        transaction.set_rollback(True)
    return out


def api_goal(med: dict, where: str = "") -> str:
    """The API list's goal line from the medians of one database."""
    first = med["API list, first page"] / med["values view, first page"]
    deep = med["API list, 21st page by next"] / med["values view, 21st page"]
    return (f"GOAL API list <= 1.5x a hand-written .values() + JsonResponse view of the same page{where}: "
            f"first page {first:.2f}x, 21st page by next {deep:.2f}x: {'met' if max(first, deep) <= 1.5 else 'NOT met'}")


def main_api(args):
    """`--only api`: the API list's goal, both databases, one run each."""
    big, small = run(args.big, args, baseline=False), run(args.small, args, baseline=False)
    med = {name: statistics.median(times) * 1000 for name, times in big["times"].items()}
    med_small = {name: statistics.median(times) * 1000 for name, times in small["times"].items()}
    print(f"{big['claims']:,} claims against {small['claims']:,}; medians of {args.repeat}, milliseconds\n")
    print(f"{'page':45} {'1M':>9} {'10k':>9} {'1M/10k':>7}")
    for name in med:
        print(f"{name:45} {med[name]:9.1f} {med_small[name]:9.1f} {med[name] / med_small[name]:7.2f}")
    print(api_goal(med, " at 1M"))
    print(api_goal(med_small, " at 10k"))
    for label, m in (("1M", med), ("10k", med_small)):
        print(f"  (at {label}, against the values view reading the signed-in user as the API must, session and user "
              f"queries included: first page {m['API list, first page'] / m['values view reading the user, first page']:.2f}x)")
    print(f"deep against first page at 1M: API {med['API list, 21st page by next'] / med['API list, first page']:.2f}x, "
          f"values view {med['values view, 21st page'] / med['values view, first page']:.2f}x")


def measure_exports(args) -> dict:
    """The exports at 1M as a reader gets them, in a process of their own (its
    peak RSS is theirs): the CSV export's throughput against COPY of the same
    statement (the one the view ran, taken from its query log) read to the end
    through psycopg, interleaved; the peak memory (Python allocations under
    tracemalloc, and the growth of the process's peak RSS) of one export and of
    the ClaimReview feed of the latest 1% and 10% of the verdicts
    (`updated_since`). The user and session it makes are deleted at the end."""
    setup_django(args.measure)
    import resource
    import tracemalloc

    from django.contrib.auth import get_user_model
    from django.db import connection, reset_queries
    from django.test import Client
    from rest_framework.settings import api_settings

    from claims.models import Claim

    for scope in api_settings.DEFAULT_THROTTLE_RATES:  # see the module docstring
        api_settings.DEFAULT_THROTTLE_RATES[scope] = None

    def rss_mb() -> float:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    def download(url, params=None) -> int:
        """Fetch chunk by chunk, keeping nothing, as a downloading client would."""
        response = client.get(url, params or {})
        assert response.status_code == 200, (url, params, response.status_code)
        return sum(len(chunk) for chunk in response.streaming_content)

    def copy(statement) -> int:
        size = 0
        with connection.cursor() as cursor, cursor.cursor.copy(statement) as rows:
            for data in rows:
                size += len(data)
        return size

    def peak_mb(fn) -> float:
        tracemalloc.start()
        fn()
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        return peak / 1e6

    # Not in a transaction (a streamed response's end closes a connection left
    # in one): the user and its session are deleted at the end instead.
    reader, _ = get_user_model().objects.get_or_create(username="bench-exports-reader")
    client = Client(SERVER_NAME="localhost")
    client.force_login(reader)
    try:
        rss_before = rss_mb()
        reset_queries()
        response = client.get("/api/v1/claims/export.csv")  # the header and a block: the statement it runs
        chunks = iter(response.streaming_content)
        next(chunks), next(chunks)
        response.close()  # ends the COPY: its statement is logged
        [statement] = [query["sql"] for query in connection.queries if query["sql"].lstrip().startswith("COPY")]
        export, baseline, sizes = [], [], []
        for _ in range(args.export_repeat):
            export.append(timed(lambda: sizes.append(download("/api/v1/claims/export.csv"))))
            baseline.append(timed(lambda: sizes.append(copy(statement))))
        rss_export = rss_mb()
        export_peak = peak_mb(lambda: download("/api/v1/claims/export.csv"))
        # The feed of the verdicts changed since a moment: the latest 1% and 10%
        # (at 1M, 2,000 and 20,000: all of them take minutes of Python per feed).
        verdicts = Claim.objects.visible_to(None).with_verdict()
        query, params = verdicts.values("updated_at").query.sql_with_params()
        with connection.cursor() as cursor:
            cursor.execute("SELECT percentile_disc(ARRAY[0.99, 0.9]) WITHIN GROUP (ORDER BY updated_at) "
                           f"FROM ({query}) v", params)
            [moments] = cursor.fetchone()
        rss_feed = rss_mb()
        feed = {}
        for share, since in zip(("1%", "10%"), moments, strict=True):
            feed[share] = (verdicts.filter(updated_at__gte=since).count(),
                           peak_mb(lambda since=since: download("/api/v1/claimreview/", {"updated_since": since.isoformat()})))
        out = {
            "rows": Claim.objects.visible_to(None).count(), "export": export, "copy": baseline, "bytes": sizes,
            "export peak MB": export_peak, "export RSS growth MB": rss_export - rss_before,
            "feed": feed, "feed RSS growth MB": rss_mb() - rss_feed, "statement": statement[:300],
        }
    finally:
        client.logout()
        reader.delete()
    return out


def exports_goals(exports: dict) -> list[str]:
    """The export and feed goals' lines from `measure_exports`."""
    export_s, copy_s = statistics.median(exports["export"]), statistics.median(exports["copy"])
    rows, ratio = exports["rows"], copy_s / export_s
    peak = max(exports["export peak MB"], exports["export RSS growth MB"])
    (few, few_mb), (many, many_mb) = exports["feed"]["1%"], exports["feed"]["10%"]
    return [
        f"GOAL CSV export >= 0.7x COPY (SELECT ...) TO STDOUT of the same statement, {rows:,} claims "
        f"({statistics.median(exports['bytes']) / 1e6:.0f} MB), medians of {len(exports['export'])}: export "
        f"{export_s:.1f} s ({rows / export_s:,.0f} rows/s), COPY {copy_s:.1f} s ({rows / copy_s:,.0f} rows/s): "
        f"{ratio:.2f}x: {'met' if ratio >= 0.7 else 'NOT met'}",
        f"GOAL CSV export peak memory < 200 MB, streamed: Python allocations {exports['export peak MB']:.1f} MB, "
        f"process peak RSS grew {exports['export RSS growth MB']:.0f} MB: {'met' if peak < 200 else 'NOT met'}",
        f"GOAL ClaimReview feed memory flat in the verdicts: peak {few_mb:.1f} MB with {few:,} verdicts, "
        f"{many_mb:.1f} MB with {many:,} (process peak RSS grew {exports['feed RSS growth MB']:.0f} MB): "
        f"{'met' if many_mb <= max(2 * few_mb, few_mb + 10) else 'NOT met'}",
    ]


def run_exports(args) -> dict:
    command = [sys.executable, __file__, "--measure", args.big, "--only", "exports",
               "--export-repeat", str(args.export_repeat)]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def measure(args) -> dict:
    setup_django(args.measure)
    from django.contrib.auth import get_user_model
    from rest_framework.settings import api_settings

    api_settings.DEFAULT_THROTTLE_RATES["user"] = None  # see the module docstring
    from django.contrib.auth.models import Group
    from django.db import connection, reset_queries
    from django.test import Client

    from claims.models import Claim
    from claims.roles import EDITORS
    from claims.search import _folded_search
    from claims.tallies import status_totals
    from claims.views import CLAIMS_PER_PAGE
    from newsroom.cursors import _after

    User = get_user_model()
    # Users of this process alone, deleted with their sessions when it exits
    # (runs of several people at once must not share or leave them behind).
    reader = User.objects.create(username=f"bench-reader-{os.getpid()}")
    editor = User.objects.create(username=f"bench-editor-{os.getpid()}", is_staff=True)
    editor.groups.add(Group.objects.get(name=EDITORS))
    site, api, staff = Client(SERVER_NAME="localhost"), Client(SERVER_NAME="localhost"), Client(SERVER_NAME="localhost")
    api.force_login(reader)  # signed in: the anonymous rate limits do not apply
    staff.force_login(editor)

    @atexit.register
    def leave_nothing_behind():
        for client in (site, api, staff):
            client.logout()
        User.objects.filter(pk__in=[reader.pk, editor.pk]).delete()

    slowest = {}  # request -> (seconds, SQL) of the slowest query seen in a slow request

    def get(client, url, params=None):
        reset_queries()
        started = time.perf_counter()
        response = client.get(url, params or {})
        assert response.status_code == 200, (url, params, response.status_code)
        if time.perf_counter() - started > SLOW and connection.queries:
            query = max(connection.queries, key=lambda q: float(q["time"]))
            name = f"{url} {params or ''}"
            if float(query["time"]) > slowest.get(name, (0, ""))[0]:
                slowest[name] = (float(query["time"]), query["sql"])
        return response

    # A page reached by following `next` 20 times, and the same rows' cursor values.
    deep_url, base, keys, deep_values, deep_first_id = deep_page(get, api)

    values_view = make_values_view(base, keys, deep_values, deep_first_id)

    serve_values_view(values_view)

    source_slug = Claim.objects.filter(proposed=False).values_list("source__slug", flat=True).first()
    last_page = str(-(-Claim.objects.visible_to(None).count() // CLAIMS_PER_PAGE))  # once, untimed
    # Pages reached by the site's links (a cursor: an index range), once, untimed:
    # the "Next" of ?page=20000 (at 10k, whose ?page=20000 is its last page, its
    # "Previous"), and the first page's link to the last page.
    deep_html = get(site, "/claims/", {"page": "20000"}).content.decode()
    deep_by_link = page_link(deep_html, 'rel="next"') or page_link(deep_html, 'rel="prev"')
    last_by_link = page_link(get(site, "/claims/").content.decode(), "", last=True)
    pages = {
        "home": lambda: get(site, "/"),
        "claims page": lambda: get(site, "/claims/"),
        "claims page, status filter": lambda: get(site, "/claims/", {"status": "false"}),
        "claims page ?page=390": lambda: get(site, "/claims/", {"page": "390"}),
        "claims page ?page=20000": lambda: get(site, "/claims/", {"page": "20000"}),
        "claims page, last page": lambda: get(site, "/claims/", {"page": last_page}),
        "claims page past the end": lambda: get(site, "/claims/", {"page": "1000000"}),
        "claims page ~20000 by its link": lambda: get(site, deep_by_link),
        "claims page, last page by its link": lambda: get(site, last_by_link),
        "source page": lambda: get(site, f"/sources/{source_slug}/"),
        "admin changelist": lambda: get(staff, "/admin/claims/claim/"),
        "status totals (newsroom, a reader)": lambda: status_totals(user=None),
        "API list, first page": lambda: get(api, "/api/v1/claims/", {"page_size": 50}),
        "API list, status filter": lambda: get(api, "/api/v1/claims/", {"page_size": 50, "status": "unverified"}),
        "API list, 21st page by next": lambda: get(api, deep_url),
        "values view, first page": lambda: get(api, "/bench/values/"),
        "values view, 21st page": lambda: get(api, "/bench/values/", {"deep": "1"}),
    }
    searches = {}
    for word in SEARCHES:
        searches[f"site search {word}"] = lambda word=word: get(site, "/claims/", {"search": word})
        searches[f"API search {word}"] = lambda word=word: get(api, "/api/v1/claims/", {"search": word, "page_size": 50})
    chosen = set(args.parts.split(","))
    pages = pages if "pages" in chosen else {}
    searches = searches if "searches" in chosen else {}
    sorts = sort_requests(get, site, api) if "sorts" in chosen else {}

    def like_scan(word):
        """Search as it was: the folded LIKE scan, its exact count, the first page."""
        matches = _folded_search(base, word, hidden_sources=False)
        matches.count()
        list(matches.order_by("article_id", "start", "end", "id")[:25])

    # Warm up: templates, URL resolvers, translations, caches (a process may time
    # one repetition). Searches warm up with a word not measured, so that the
    # first measured search does not pay the process's first page, nor find its
    # own index pages cached by the warm-up.
    warm_up = [lambda: get(site, "/claims/", {"search": WARM_UP_WORD}),
               lambda: get(api, "/api/v1/claims/", {"search": WARM_UP_WORD, "page_size": 50})] if searches else []
    for fn in [*pages.values(), *warm_up]:
        fn()
    results = {name: [] for name in [*pages, *searches, *sorts]}
    baseline = {}
    baseline_words = SEARCHES[: args.baseline_words] if args.with_baseline and searches else []
    for repetition in range(args.repeat):  # interleaved: each repetition runs everything once
        for name, fn in {**pages, **searches, **sorts}.items():
            results[name].append(timed(fn))
        if repetition < len(baseline_words):  # one LIKE scan (tens of seconds) between repetitions
            word = baseline_words[repetition]
            baseline[word] = timed(lambda word=word: like_scan(word))
    for word in baseline_words[args.repeat :]:
        baseline[word] = timed(lambda word=word: like_scan(word))
    out = {"claims": Claim.objects.count(), "times": results}
    if args.with_baseline:
        out["baseline"] = baseline
    if args.with_baseline and pages:
        with connection.cursor() as cursor:
            cursor.execute("EXPLAIN ANALYZE " + str(base.filter(_after(keys, deep_values, False)).order_by(*(key.order_by(False) for key in keys)).values("id")[:51].query))
            out["plan deep page"] = [row[0] for row in cursor.fetchall()]
    plans = {}
    for name, (seconds, sql) in sorted(slowest.items(), key=lambda item: -item[1][0])[:5]:
        with connection.cursor() as cursor:
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql)
            plans[f"{name}: {seconds * 1000:.0f} ms"] = [row[0] for row in cursor.fetchall()]
    out["slow plans"] = plans
    return out


def sort_requests(get, site, api) -> dict:
    """?sort=source (the source's name, A to Z): the site's first page, the
    API's, and the API's 21st page by `next`."""
    response = get(api, "/api/v1/claims/", {"page_size": 50, "sort": "source"})
    for _ in range(20):
        response = get(api, response.json()["next"])
    deep = response.request["PATH_INFO"] + "?" + response.request["QUERY_STRING"]
    return {
        "claims page, sort=source": lambda: get(site, "/claims/", {"sort": "source"}),
        "API list, sort=source": lambda: get(api, "/api/v1/claims/", {"page_size": 50, "sort": "source"}),
        "API list, sort=source, 21st page": lambda: get(api, deep),
    }


def run(url: str, args, baseline: bool, repeat: int | None = None) -> dict:
    command = [sys.executable, __file__, "--measure", url, "--repeat", str(repeat or args.repeat), "--parts", args.parts,
               "--baseline-words", str(args.baseline_words)] + (["--with-baseline"] if baseline else [])
    if args.only:
        command += ["--only", args.only]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


CONSTANT_TIME = ["home", "claims page", "claims page, status filter", "claims page ?page=390", "source page",
                 "admin changelist", "status totals (newsroom, a reader)"]


def constant_time_goal(med: dict, med_small: dict) -> str:
    """The goal line of the pages that should cost the same at 1M as at 10k."""
    ratios = {name: med[name] / med_small[name] for name in CONSTANT_TIME}
    worst = max(ratios, key=ratios.get)
    return (f"GOAL constant time, 1M within 1.5x of 10k ({', '.join(f'{n} {r:.2f}x' for n, r in ratios.items())}): "
            f"worst {worst} {ratios[worst]:.2f}x: {'met' if ratios[worst] <= 1.5 else 'NOT met'}")


def run_in_turns(args) -> tuple[dict, dict]:
    """The big and the small database measured in turns, one repetition at a
    time (big, small, big, small, ...), so that a change in the shared
    machine's load falls on both sides of each ratio; the LIKE baseline and the
    deep page's plan come from the first big run."""
    big_runs, small_runs = [], []
    for repetition in range(args.repeat):
        big_runs.append(run(args.big, args, baseline=repetition == 0, repeat=1))
        small_runs.append(run(args.small, args, baseline=False, repeat=1))

    def merged(runs):
        out = {**runs[0], "times": {name: [] for name in runs[0]["times"]}, "slow plans": {}}
        for one in runs:
            for name, times in one["times"].items():
                out["times"][name] += times
            out["slow plans"].update(one["slow plans"])
        return out

    return merged(big_runs), merged(small_runs)


def search_report(big: dict, med: dict) -> None:
    """The word search's goals: p95 and median, and each baseline word's ratio."""
    search_times = sorted(t * 1000 for name, times in big["times"].items() if "search" in name for t in times)
    p95 = search_times[max(0, int(len(search_times) * 0.95) - 1)]
    print(f"\nGOAL word search p95 < 100 ms at 1M ({len(search_times)} requests, site and API): "
          f"median {statistics.median(search_times):.1f} ms, p95 {p95:.1f} ms: {'met' if p95 < 100 else 'NOT met'}")
    for word, seconds in big.get("baseline", {}).items():
        product = max(med[f"site search {word}"], med[f"API search {word}"])
        print(f"GOAL >= 50x the LIKE scan, {word!r}: LIKE scan with count {seconds * 1000:,.0f} ms; site "
              f"{med[f'site search {word}']:.1f} ms, API {med[f'API search {word}']:.1f} ms: "
              f"{seconds * 1000 / product:,.0f}x (the slower of the two)")


def pages_report(big: dict, med: dict) -> None:
    """The API list's goal against the values view, and deep pages."""
    print(api_goal(med))
    print(f"deep against first page: API {med['API list, 21st page by next'] / med['API list, first page']:.2f}x, "
          f"site ?page=390 {med['claims page ?page=390'] / med['claims page']:.2f}x")
    print("site pages past 10,000 claims at 1M against its first page: " + ", ".join(
        f"{name.removeprefix('claims page').strip(' ,')} {med[name] / med['claims page']:.2f}x"
        for name in ("claims page ?page=20000", "claims page, last page", "claims page past the end")))
    print("site pages at 1M reached by their links (a cursor) against its first page: " + ", ".join(
        f"{name.removeprefix('claims page').strip(' ,')} {med[name] / med['claims page']:.2f}x"
        for name in ("claims page ~20000 by its link", "claims page, last page by its link")))
    print("\nplan of the deep API page at 1M:\n  " + "\n  ".join(big["plan deep page"]))


def main():
    args = parse_args()
    if args.measure:
        measures = {"api": measure_api, "exports": measure_exports}
        print(json.dumps(measures.get(args.only, measure)(args), default=str))
        return
    if args.only == "api":
        main_api(args)
        return
    if args.only == "exports":
        print("\n".join(exports_goals(run_exports(args))))
        return
    big, small = run_in_turns(args)
    med = {name: statistics.median(times) * 1000 for name, times in big["times"].items()}
    med_small = {name: statistics.median(times) * 1000 for name, times in small["times"].items()}
    print(f"{big['claims']:,} claims against {small['claims']:,}; medians of {args.repeat}, milliseconds\n")
    print(f"{'page':45} {'1M':>9} {'10k':>9} {'1M/10k':>7}")
    for name in med:
        if "search" not in name:
            print(f"{name:45} {med[name]:9.1f} {med_small[name]:9.1f} {med[name] / med_small[name]:7.2f}")
    parts = set(args.parts.split(","))
    if "searches" in parts:
        search_report(big, med)
    if "pages" in parts:
        print(constant_time_goal(med, med_small))
        pages_report(big, med)
    if "sorts" in parts:
        print(f"\nsort=source, 1M against 10k: site {med['claims page, sort=source'] / med_small['claims page, sort=source']:.2f}x, "
              f"API {med['API list, sort=source'] / med_small['API list, sort=source']:.2f}x; the API's 21st page against "
              f"its first {med['API list, sort=source, 21st page'] / med['API list, sort=source']:.2f}x")
    if not args.no_exports:
        print("\n" + "\n".join(exports_goals(run_exports(args))))
    for label, plan in big["slow plans"].items():
        print(f"\nslowest query of a slow request at 1M, {label}:\n  " + "\n  ".join(plan))


if __name__ == "__main__":
    main()
