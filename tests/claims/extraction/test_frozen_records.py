"""A frozen dataclass given `quick_init` builds the same records as before: same
signature and defaults, equal, hashed, printed and still frozen; a dataclass it
cannot copy exactly keeps its own `__init__`."""

import copy
import dataclasses
import inspect
import pickle
from decimal import Decimal

import pytest

from claims.extraction.figure_reader import Figure
from claims.extraction.frozen_records import quick_init
from claims.extraction.names import NameMention
from claims.extraction.proposals import Proposal


def _record_class(name: str) -> type:
    @dataclasses.dataclass(frozen=True)
    class Record:
        start: int
        unit: str
        value: Decimal | None = None
        confidence: float = 0.8

    Record.__name__ = Record.__qualname__ = name
    return Record


# The same dataclass twice, the second given `quick_init`.
Plain = _record_class("Plain")
Quick = quick_init(_record_class("Quick"))


def test_same_signature_and_defaults():
    assert inspect.signature(Quick.__init__) == inspect.signature(Plain.__init__)
    assert Quick.__init__ is not Plain.__init__
    assert Quick.__init__.__qualname__ == "Quick.__init__"


@pytest.mark.parametrize(
    "args, kwargs",
    [
        ((3, "personas"), {}),
        ((3,), {"unit": "people", "confidence": 0.5}),
        ((), {"start": 1, "unit": "", "value": Decimal("2.5")}),
    ],
)
def test_same_records(args, kwargs):
    plain, quick = Plain(*args, **kwargs), Quick(*args, **kwargs)
    assert dataclasses.astuple(plain) == dataclasses.astuple(quick)
    assert vars(plain) == vars(quick) and list(vars(plain)) == list(vars(quick))
    assert repr(plain).replace("Plain", "Quick") == repr(quick)
    assert hash(dataclasses.astuple(plain)) == hash(dataclasses.astuple(quick))
    assert quick == Quick(*args, **kwargs) and hash(quick) == hash(Quick(*args, **kwargs))
    assert quick != Quick(99, "other")
    assert pickle.loads(pickle.dumps(quick)) == quick
    assert copy.deepcopy(quick) == quick
    assert dataclasses.replace(quick, unit="x") == Quick(quick.start, "x", quick.value, quick.confidence)


def test_still_frozen():
    quick = Quick(1, "people")
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.start = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del quick.unit


def test_missing_and_unknown_arguments_fail_as_before():
    for cls in (Plain, Quick):
        with pytest.raises(TypeError):
            cls(1)
        with pytest.raises(TypeError):
            cls(1, "people", nothing=2)
        with pytest.raises(TypeError):
            cls(1, "people", None, 0.5, "one too many")


def test_what_it_cannot_copy_is_left_alone():
    @dataclasses.dataclass(frozen=True)
    class WithFactory:
        words: list = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True)
    class WithPostInit:
        start: int

        def __post_init__(self):
            pass

    @dataclasses.dataclass(frozen=True)
    class NotInInit:
        start: int
        end: int = dataclasses.field(init=False, default=0)

    @dataclasses.dataclass(frozen=True)
    class WithInitVar:
        start: int
        scale: dataclasses.InitVar[int] = 1

    @dataclasses.dataclass(frozen=True, kw_only=True)
    class KeywordOnly:
        start: int

    @dataclasses.dataclass
    class NotFrozen:
        start: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class WithSlots:
        start: int

    for cls in (WithFactory, WithPostInit, NotInInit, WithInitVar, KeywordOnly, NotFrozen, WithSlots):
        init = cls.__init__
        assert quick_init(cls) is cls and cls.__init__ is init


def test_the_extractors_records_are_quick():
    for cls in (Figure, NameMention, Proposal):
        assert cls.__init__.__qualname__ == f"{cls.__name__}.__init__"
        assert "__dict__" in cls.__init__.__code__.co_names
    figure = Figure(0, 9, 0, 3, Decimal(200), "more_than", "people", False)
    assert figure.speaker is None and figure.attribution == "" and figure.confidence == 0.8
    assert figure == Figure(0, 9, 0, 3, Decimal(200), "more_than", "people", False, None, "", 0.8)
