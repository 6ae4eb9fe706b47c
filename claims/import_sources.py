"""The sources an import links its proposals to, in a number of queries that does
not grow with the proposals nor with the newsroom.

`ProposalSources.for_text(body)` reads the sources whose name keys are words of the
article (`sources.name_keys.known_sources_named_in`, two queries, plain values) and
indexes them for the extractor: every source a name in the article can match is
among them, so the speakers are matched exactly as against every source.
`sources_resolve(proposals)` then finds the source of each speaker and
intermediary, reading only the known sources named (one query); the names no
known source matches become new proposed sources (one per name, whatever its spelling's case or
accents), stored together: one query for their free slugs, one INSERT, one for
their name keys. If the INSERT hits a unique constraint (a concurrent import took
a slug or proposed the same outlet), each is saved on its own by `save_one`, the
import's single-source path, which knows how to settle those races.
"""

from collections.abc import Callable, Iterable
from functools import reduce
from operator import or_

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils.text import slugify

from claims.extraction import Proposal
from claims.extraction.names import fold
from claims.extraction.speaker_phrases import source_kind_for
from claims.extraction.sources import KnownSource, SourceIndex
from sources.models import Source, SourceKind
from sources.name_keys import known_sources_named_in, source_keys_insert


def free_slugs(model, bases: list[str]) -> list[str]:
    """A free slug for each base, `base`, `base-2`, `base-3`…, none taken twice
    (one query)."""
    bases = [base.strip("-") or "item" for base in bases]
    if not bases:
        return []
    wanted = reduce(or_, (Q(slug__startswith=f"{base}-") for base in set(bases)), Q(slug__in=set(bases)))
    taken = set(model.objects.filter(wanted).values_list("slug", flat=True))
    slugs = []
    for base in bases:
        slug, number = base, 2
        while slug in taken:
            slug, number = f"{base}-{number}", number + 1
        taken.add(slug)
        slugs.append(slug)
    return slugs


class ProposalSources:
    """The known sources an article can name, and the new ones its proposals need."""

    def __init__(self, known: Iterable[KnownSource], *, save_one: Callable[[Source, str], tuple[Source, bool]]):
        self.index = SourceIndex(list(known))
        self.save_one = save_one
        self.created: list[Source] = []
        # Known sources as model instances: only the ones proposals name.
        self.by_key: dict[str, Source] = {}
        self._by_name: dict[str, Source | str] = {}

    @classmethod
    def for_text(cls, text: str, *, save_one) -> "ProposalSources":
        return cls(known_sources_named_in(text), save_one=save_one)

    def sources_resolve(self, proposals: list[Proposal]) -> None:
        """Find or create the source of every proposal's speaker and intermediary,
        and read the known ones they name (one query)."""
        new: dict[str, Source] = {}
        for proposal in proposals:
            for key, name, role, intermediary in (
                (proposal.source_key, proposal.speaker, proposal.speaker_role, False),
                (proposal.via_key, proposal.via, proposal.via_role, True),
            ):
                if key is not None or not name or (folded := fold(name)) in self._by_name:
                    continue
                matched = self.index.match(name)
                if matched is not None:
                    self._by_name[folded] = matched
                    continue
                kind = source_kind_for(name, role, intermediary=intermediary)
                source = Source(
                    name=name[:200],
                    kind=kind if kind in SourceKind.values else SourceKind.PERSON,
                    description=role[:300],
                    proposed=True,
                )
                self._by_name[folded] = new[folded] = source
        if new:
            self._store(new)
        keys = {p.source_key for p in proposals if p.source_key} | {p.via_key for p in proposals if p.via_key}
        keys |= {key for key in self._by_name.values() if isinstance(key, str)}
        if keys:
            self.by_key = {str(pk): source for pk, source in Source.objects.in_bulk([int(k) for k in keys]).items()}

    def speaker(self, proposal: Proposal) -> Source | None:
        return self._source(proposal.source_key, proposal.speaker)

    def via(self, proposal: Proposal) -> Source | None:
        return self._source(proposal.via_key, proposal.via)

    def _source(self, key: str | None, name: str | None) -> Source | None:
        if key is not None:
            return self.by_key[key]
        if not name:
            return None
        found = self._by_name[fold(name)]
        return self.by_key[found] if isinstance(found, str) else found

    def _store(self, new: dict[str, Source]) -> None:
        bases = {folded: slugify(source.name)[:190] or "source" for folded, source in new.items()}
        for source, slug in zip(new.values(), free_slugs(Source, list(bases.values())), strict=True):
            source.slug = slug
            source.full_clean(validate_unique=False, validate_constraints=False)
        try:
            with transaction.atomic():
                Source.objects.bulk_create(new.values())
        except IntegrityError:
            for folded, source in new.items():
                source.pk, source.slug = None, ""
                stored, created = self.save_one(source, bases[folded])
                self._by_name[folded] = stored
                if created:
                    self.created.append(stored)
            return
        source_keys_insert(sources=new.values())
        self.created.extend(new.values())
