"""What the Russian tests share: a test that speaks Russian, and English again after it."""

from __future__ import annotations

import os

import pytest

from scorekeeper import i18n


@pytest.fixture
def ru():
    """Russian for one test, English again after it (``LANGUAGE`` as it was)."""
    language = os.environ.get("LANGUAGE")
    i18n.use("ru")
    yield
    i18n.use("en")
    if language is None:
        os.environ.pop("LANGUAGE", None)
    else:
        os.environ["LANGUAGE"] = language


russian = ru  # the same fixture under the name some tests give it
