"""Every API operation is documented for a data journalist, and its examples match the schema."""

import copy
import csv
import datetime
import io
import json

import jsonschema
import pytest
from django.urls import reverse

from claims.models import Status
from newsroom.api_guide import OPERATIONS
from tests.api.builders import rated
from tests.factories import ArticleFactory, ClaimFactory, EditorFactory, SourceFactory

pytestmark = pytest.mark.django_db

# Descriptions written for developers that must never reach the reference.
CODE_NOTES = ("Answer 405", "ClaimFilter", "claims.workflow", "MethodFirstMixin", "visible_to")


@pytest.fixture(scope="module")
def schema(django_db_setup, django_db_blocker):
    from django.test import Client

    # django_db_setup: the request reads the test database, not the developer's.
    with django_db_blocker.unblock():
        response = Client().get(reverse("api-schema"), {"format": "json"})
    assert response.status_code == 200
    return response.json()


def operations(schema):
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def as_json_schema(node):
    """OpenAPI 3.0's `nullable` as JSON Schema's null type, recursively."""
    if isinstance(node, list):
        return [as_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    node = {key: as_json_schema(value) for key, value in node.items()}
    if node.pop("nullable", False):
        node = {"anyOf": [node, {"type": "null"}]}
    return node


def validator(schema, component):
    document = {"components": as_json_schema(copy.deepcopy(schema["components"])), **as_json_schema(component)}
    return jsonschema.Draft202012Validator(document, format_checker=jsonschema.FormatChecker())


def test_every_operation_has_a_guide_entry_and_no_entry_is_stale(schema):
    ids = {operation["operationId"] for _, _, operation in operations(schema)}
    assert ids - set(OPERATIONS) == set(), "document these operations in newsroom/api_guide.py"
    assert set(OPERATIONS) - ids == set(), "these entries name no operation"


def test_descriptions_are_for_readers_with_a_curl_sample(schema):
    for path, method, operation in operations(schema):
        where = f"{method.upper()} {path}"
        assert len(operation["description"]) >= 60, where
        assert not any(note in operation["description"] for note in CODE_NOTES), where
        (sample,) = operation["x-codeSamples"]
        assert sample["source"].startswith("curl "), where
        assert path.replace("{id}", "12").split("{")[0] in sample["source"].replace("https://news.example.org", ""), (
            where
        )


def test_every_write_has_a_request_example_and_each_example_matches_its_schema(schema):
    checked = 0
    for path, method, operation in operations(schema):
        where = f"{method.upper()} {path}"
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body:
            assert body.get("examples"), f"{where}: no request example"
            for example in body["examples"].values():
                validator(schema, body["schema"]).validate(example["value"])
                checked += 1
        for code, response in operation["responses"].items():
            for media in response.get("content", {}).values():
                for name, example in media.get("examples", {}).items():
                    errors = list(validator(schema, media["schema"]).iter_errors(example["value"]))
                    assert not errors, f"{where} {code} {name}: {errors[0].message} at {list(errors[0].path)}"
                    checked += 1
    assert checked >= 30


def test_a_broken_example_is_caught(schema):
    claim = schema["paths"]["/api/v1/claims/{id}/"]["get"]["responses"]["200"]["content"]["application/json"]
    broken = copy.deepcopy(next(iter(claim["examples"].values()))["value"])
    broken["status"] = "debunked"
    assert list(validator(schema, claim["schema"]).iter_errors(broken))


def test_every_answer_with_a_body_has_an_example(schema):
    """Reads included: a data journalist sees what comes back before trying it."""
    for path, method, operation in operations(schema):
        for code, response in operation["responses"].items():
            if code.startswith("2"):
                for media_type, media in response.get("content", {}).items():
                    assert media.get("examples"), f"{method.upper()} {path} {code} {media_type}: no example"


def example(schema, path, index=0):
    [media] = schema["paths"][path]["get"]["responses"]["200"]["content"].values()
    return media, list(media["examples"].values())[index]["value"]


def test_the_exports_examples_show_the_exports_columns(schema, client):
    claim = rated(ClaimFactory(), editor=EditorFactory())
    _, csv_example = example(schema, "/api/v1/claims/export.csv")
    written = b"".join(client.get(reverse("claim-export-csv")).streaming_content).decode("utf-8-sig")
    [shown] = list(csv.DictReader(io.StringIO(csv_example, newline="")))
    [real] = list(csv.DictReader(io.StringIO(written, newline="")))
    assert list(shown) == list(real)
    assert real["id"] == str(claim.pk)

    _, jsonl_example = example(schema, "/api/v1/claims/export.jsonl")
    shown = json.loads(jsonl_example)
    real = json.loads(b"".join(client.get(reverse("claim-export-jsonl")).streaming_content))
    assert list(shown) == list(real)
    for name, value in real.items():
        if value is not None and shown[name] is not None:
            assert type(shown[name]) is type(value), name


@pytest.mark.parametrize("case", ["source", "own reporting", "unverifiable", "unconfirmed source"])
def test_the_claimreview_markup_fits_its_documented_schema(schema, client, case):
    """The schema is closed (no property it does not name), so the markup, the
    schema and the guide's examples (checked above) cannot drift apart."""
    source = {"source": None, "own reporting": None, "unconfirmed source": SourceFactory(proposed=True)}.get(
        case, SourceFactory()
    )
    article = ArticleFactory(url="https://news.example.org/story", published_on=datetime.date(2019, 3, 4))
    rated(
        ClaimFactory(article=article, source=source),
        editor=EditorFactory(),
        to=Status.UNVERIFIABLE if case == "unverifiable" else Status.FALSE,
    )
    media, _ = example(schema, "/api/v1/claimreview/")
    written = json.loads(b"".join(client.get(reverse("claimreview")).streaming_content))
    errors = list(validator(schema, media["schema"]).iter_errors(written))
    assert not errors, f"{errors[0].message} at {list(errors[0].path)}"
    broken = copy.deepcopy(written)
    broken[0]["reviewRating"]["ratingValue"] = -1
    assert list(validator(schema, media["schema"]).iter_errors(broken))
