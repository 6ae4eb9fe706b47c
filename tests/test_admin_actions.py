"""Every ModelAdmin's action hooks speak Django 6.1's `action_location`: an override
of `get_actions` or `get_action_choices` without it is deprecated
(RemovedInDjango2028Warning) and loses the change-form actions."""

import warnings

import pytest
from django.contrib import admin
from django.urls import reverse
from django.utils.deprecation import RemovedInDjango2028Warning
from django.utils.inspect import get_func_args


@pytest.mark.parametrize("hook", ["get_actions", "get_action_choices"])
def test_every_admin_action_hook_takes_the_action_location(hook):
    old_style = [
        f"{type(model_admin).__module__}.{type(model_admin).__name__}"
        for model_admin in admin.site._registry.values()
        if "action_location" not in get_func_args(getattr(model_admin, hook))
    ]
    assert old_style == []


def test_the_figure_value_list_warns_of_nothing(client, editor, db):
    client.force_login(editor)
    with warnings.catch_warnings():
        warnings.simplefilter("error", RemovedInDjango2028Warning)
        assert client.get(reverse("admin:claims_figurevalue_changelist")).status_code == 200
