"""Finding the sources an article can name without loading every source.

Each source is stored under the folded words that any name matching it must
contain (`SourceNameKey`, computed by `claims.extraction.sources.source_keys`: the
last word of its name and of each alias, every word of a person's name). An import
looks up the words of the article in that index (`sources_named_in`, two queries
whatever the newsroom's size) and matches speakers against the few sources found,
exactly as it would against all of them.

The keys follow the names: saving a source whose name or kind changed, adding,
renaming or deleting an alias rewrites that source's keys (receivers connected in
`sources.apps`); a save that changes neither costs no query. `update()` and
`bulk_update()` of a name, a kind or an alias's source rewrite the keys they touch
(`sources.models.NameKeyedQuerySet`). Inserts that send no signal (`bulk_create`,
`COPY`) call `source_name_keys_rebuild` for the sources they wrote, as
`claims.generation` and `claims.import_sources` do.
"""

from collections.abc import Iterable

from claims.extraction.sources import KnownSource, name_key, source_keys, text_keys
from sources.models import Source, SourceAlias, SourceNameKey


def known_source(source: Source, aliases: Iterable[str] = ()) -> KnownSource:
    """A source as the extractor sees it, keyed by its primary key."""
    return KnownSource(str(source.pk), source.name, tuple(aliases), source.description, source.kind)


def sources_named_in(text: str) -> list[Source]:
    """The sources that a name in `text` can refer to, with their aliases
    prefetched (two queries)."""
    keyed = _keyed(text)
    return list(Source.objects.filter(pk__in=keyed).prefetch_related("aliases")) if keyed is not None else []


def known_sources_named_in(text: str) -> list[KnownSource]:
    """The same sources as the extractor sees them, read as plain values (two
    queries): an article with common names can find hundreds, and building a model
    instance and an alias manager for each costs more than reading the article."""
    keyed = _keyed(text)
    if keyed is None:
        return []
    aliases: dict[int, list[str]] = {}
    for source_id, name in SourceAlias.objects.filter(source_id__in=keyed).values_list("source_id", "name"):
        aliases.setdefault(source_id, []).append(name)
    return [
        KnownSource(str(pk), name, tuple(aliases.get(pk, ())), description, kind)
        for pk, name, description, kind in Source.objects.filter(pk__in=keyed)
        .order_by()
        .values_list("pk", "name", "description", "kind")
    ]


def _keyed(text: str):
    words = sorted(text_keys(text))
    return SourceNameKey.objects.filter(key__in=words).values("source_id") if words else None


def source_name_keys_rebuild(*, source_ids: Iterable[int] | None = None) -> int:
    """Rewrite the keys of these sources (all when None) from their names and
    aliases; returns how many keys were written."""
    sources = Source.objects.only("id", "name", "kind").order_by("pk")
    keys = SourceNameKey.objects.all()
    aliases = SourceAlias.objects.order_by("pk")
    if source_ids is not None:
        source_ids = list(source_ids)
        sources, keys = sources.filter(pk__in=source_ids), keys.filter(source_id__in=source_ids)
        aliases = aliases.filter(source_id__in=source_ids)
    names: dict[int, list[str]] = {}
    for source_id, name in aliases.values_list("source_id", "name"):
        names.setdefault(source_id, []).append(name)
    rows = [
        SourceNameKey(source_id=source.pk, key=key)
        for source in sources
        for key in sorted(source_keys(known_source(source, names.get(source.pk, ()))))
    ]
    keys.delete()
    SourceNameKey.objects.bulk_create(rows, batch_size=5000)
    return len(rows)


def source_keys_insert(*, sources: Iterable[Source]) -> None:
    """Store the keys of sources just created without aliases (one query)."""
    rows = [SourceNameKey(source_id=s.pk, key=key) for s in sources for key in sorted(source_keys(known_source(s)))]
    if rows:
        SourceNameKey.objects.bulk_create(rows, ignore_conflicts=True)


def source_saved(sender, instance: Source, created: bool, raw: bool = False, **kwargs) -> None:
    keyed_as = (instance.name, instance.kind)
    if created:
        source_keys_insert(sources=[instance])
    elif getattr(instance, "_keyed_as", None) != keyed_as:
        source_name_keys_rebuild(source_ids=[instance.pk])
    instance._keyed_as = keyed_as


def alias_saved(sender, instance: SourceAlias, created: bool, raw: bool = False, **kwargs) -> None:
    if created and not raw:
        # An alias only adds keys: its last word (one query).
        key = name_key(instance.name)
        if key:
            SourceNameKey.objects.bulk_create(
                [SourceNameKey(source_id=instance.source_id, key=key)], ignore_conflicts=True
            )
    else:
        source_name_keys_rebuild(source_ids=[instance.source_id])


def alias_deleted(sender, instance: SourceAlias, **kwargs) -> None:
    if Source.objects.filter(pk=instance.source_id).exists():
        source_name_keys_rebuild(source_ids=[instance.source_id])
