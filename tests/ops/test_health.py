"""`/healthz` tells a load balancer whether this server can answer readers."""

import pytest
from django.db import OperationalError
from rest_framework import status

from newsroom import health


@pytest.mark.django_db
def test_healthz_answers_200_when_the_database_answers(client):
    response = client.get("/healthz")
    assert response.status_code == status.HTTP_200_OK
    assert response.json() == {"status": "ok", "database": "ok"}
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_healthz_answers_503_without_the_database_and_names_no_secret(client, monkeypatch, settings):
    class BrokenConnection:
        def cursor(self):
            raise OperationalError(f'connection to server at "db.internal" failed: password for {settings.SECRET_KEY}')

    monkeypatch.setattr(health, "connection", BrokenConnection())
    response = client.get("/healthz")
    assert response.status_code == status.HTTP_503_SERVICE_UNAVAILABLE
    assert response.json() == {"status": "unavailable", "database": "unreachable"}
    assert b"db.internal" not in response.content and settings.SECRET_KEY.encode() not in response.content


@pytest.mark.django_db
def test_healthz_is_never_throttled(client):
    # A monitor polls it every few seconds from one address, far past any reader's limit.
    statuses = {client.get("/healthz").status_code for _ in range(150)}
    assert statuses == {status.HTTP_200_OK}


@pytest.mark.django_db
def test_healthz_refuses_writes(client):
    assert client.post("/healthz").status_code == status.HTTP_405_METHOD_NOT_ALLOWED
