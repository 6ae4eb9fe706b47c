"""Failed sign-ins lock the account and the address out, in the admin and the API.

The same lockout across gunicorn workers is in test_limits_across_workers.py.
"""

import pytest
from django.core.management import call_command
from django.urls import reverse
from rest_framework import status
from rest_framework.test import APIClient

from newsroom.authentication import lockout_parameters
from tests.api.builders import token_client
from tests.factories import EditorFactory

PASSWORD = "a-long-right-password-7"
OK, FOUND, LOCKED, UNAUTHORIZED = (
    status.HTTP_200_OK,
    status.HTTP_302_FOUND,
    status.HTTP_429_TOO_MANY_REQUESTS,
    status.HTTP_401_UNAUTHORIZED,
)


@pytest.fixture(autouse=True)
def limits(settings):
    settings.AXES_FAILURE_LIMIT = 3


@pytest.fixture
def ana(db):
    user = EditorFactory(username="ana")
    user.set_password(PASSWORD)
    user.save()
    return user


def sign_in(client, username, password, address="192.0.2.1", **headers):
    return client.post(
        reverse("admin:login"), {"username": username, "password": password}, REMOTE_ADDR=address, **headers
    )


def test_wrong_passwords_lock_the_account_even_from_new_addresses(client, ana):
    wrong = [sign_in(client, "ana", "wrong", address=f"192.0.2.{n}").status_code for n in range(3)]
    right = sign_in(client, "ana", PASSWORD, address="192.0.2.50")

    assert wrong == [OK, OK, LOCKED]
    assert right.status_code == LOCKED
    assert right["Retry-After"] == str(15 * 60)
    assert "Sign-in locked for 15 minutes" in right.content.decode()
    assert "There were 3 failed sign-in attempts" in right.content.decode()


def test_wrong_passwords_for_many_accounts_lock_the_address(client, ana):
    wrong = [sign_in(client, name, "wrong", address="192.0.2.7").status_code for name in ("x", "y", "z")]

    assert wrong == [OK, OK, LOCKED]
    assert sign_in(client, "ana", PASSWORD, address="192.0.2.7").status_code == LOCKED
    assert sign_in(client, "ana", PASSWORD, address="192.0.2.8").status_code == FOUND


def test_the_lock_is_lifted_by_axes_reset(client, ana):
    for _ in range(3):
        sign_in(client, "ana", "wrong")

    call_command("axes_reset")

    assert sign_in(client, "ana", PASSWORD).status_code == FOUND


def test_a_right_password_forgets_the_earlier_failures(client, ana):
    for _ in range(2):
        sign_in(client, "ana", "wrong")
    assert sign_in(client, "ana", PASSWORD).status_code == FOUND

    assert [sign_in(client, "ana", "wrong").status_code for _ in range(2)] == [OK, OK]


@pytest.mark.parametrize(("num_proxies", "locked"), [(0, True), (1, False)])
def test_the_address_is_read_by_the_num_proxies_rule(client, ana, settings, num_proxies, locked):
    settings.NUM_PROXIES = num_proxies
    for n, name in enumerate(("x", "y", "z")):
        sign_in(client, name, "wrong", HTTP_X_FORWARDED_FOR=f"198.51.100.{n}")

    answer = sign_in(client, "ana", PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.9")

    assert answer.status_code == (LOCKED if locked else FOUND)


# ---------------------------------------------------------------------- the API


def with_token(token, address="192.0.2.1"):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}", REMOTE_ADDR=address)
    return client.get(reverse("claim-list"))


def test_wrong_api_tokens_lock_the_address_out_of_the_api(ana):
    good = token_client(ana)._credentials["HTTP_AUTHORIZATION"].split()[1]

    wrong = [with_token(f"wrong{n}") for n in range(3)]
    right_here = with_token(good)
    right_elsewhere = with_token(good, address="192.0.2.2")

    assert [answer.status_code for answer in wrong] == [UNAUTHORIZED, UNAUTHORIZED, LOCKED]
    assert wrong[-1]["Content-Type"] == "application/json"
    assert right_here.status_code == LOCKED
    assert right_here.json()["detail"].startswith("Too many failed sign-in attempts")
    assert right_here["Retry-After"] == str(15 * 60)
    assert right_elsewhere.status_code == OK


def test_reading_without_a_token_is_never_counted_as_a_failure(db):
    answers = {APIClient().get(reverse("claim-list"), REMOTE_ADDR="192.0.2.1").status_code for _ in range(5)}

    assert answers == {OK}


def test_a_failure_without_an_account_counts_against_the_address_only():
    assert lockout_parameters(None, {"username": None}) == ["ip_address"]
    assert lockout_parameters(None, {"username": "ana"}) == ["username", "ip_address"]
