"""Frozen dataclasses built faster: `quick_init` gives one a plain `__init__`.

The extractor builds about 500 frozen records an article (proposals, number and name
mentions, figures, frames, speakers, quotations). The `__init__` that
`dataclass(frozen=True)` writes sets each field through `object.__setattr__`, looked
up anew for every field, which costs more than everything else in building a
record. `quick_init` replaces it with one that takes the same parameters, in the same
order and with the same defaults, and stores each field in the instance's `__dict__`
in the same order, which is what `object.__setattr__` does for a class without
slots: the records are equal, hash, compare, print and pickle as before, and stay
frozen (assigning a field still raises `FrozenInstanceError`).

A dataclass this cannot copy exactly (not frozen, with slots, a `__post_init__`, a
field left out of `__init__`, keyword-only or with a default factory, or an
`InitVar`) is returned unchanged.
"""

import dataclasses
import inspect


def quick_init(cls: type) -> type:
    """`cls`, a frozen dataclass, with a faster `__init__` of the same signature
    (see the module's docstring); applied above `@dataclass(frozen=True)`."""
    fields = dataclasses.fields(cls)
    parameters = list(inspect.signature(cls.__init__).parameters)[1:]
    if (
        not cls.__dataclass_params__.frozen
        or "__slots__" in vars(cls)
        or hasattr(cls, "__post_init__")
        or parameters != [field.name for field in fields]
        or any(not field.init or field.kw_only or field.default_factory is not dataclasses.MISSING for field in fields)
    ):
        return cls
    namespace: dict = {}
    signature = []
    for field in fields:
        if field.default is dataclasses.MISSING:
            signature.append(field.name)
        else:
            namespace[f"_default_{field.name}"] = field.default
            signature.append(f"{field.name}=_default_{field.name}")
    body = "".join(f"    fields[{field.name!r}] = {field.name}\n" for field in fields)
    exec(f"def __init__(self, {', '.join(signature)}):\n    fields = self.__dict__\n{body}", namespace)
    init = namespace["__init__"]
    init.__annotations__ = dict(cls.__init__.__annotations__)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init
    return cls
