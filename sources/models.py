"""The people and organisations that claims are attributed to, and their aliases.

Who may see a source is decided here, once: `Source.objects.visible_to(user)`
for lists and lookups, `source.is_visible_to(user)` for a source reached
through a relation (an article's publisher, a source's affiliation, an
evidence item's source, a claim's source and intermediary). Every page, API
serializer and export that shows or links a source asks one of the two.

A source is *proposed* when automatic extraction or an import created it
(`proposed=True`). Readers never see a proposed source named or linked: its
page answers 404 and wherever it is referred to the reference is left out.
Staff in a newsroom role see it, marked as proposed. A source is *confirmed*
(`proposed=False`, for good) when

- a newsroom member (fact-checker or editor) saves it, in the admin
  (`SourceAdmin.save_model`) or through the API (`sources.services.source_save`), or
- a claim that names it as source or intermediary is confirmed or saved by a
  newsroom member (`claims.workflow.claims_confirm` and `claim_save`, which
  call `claims.workflow._sources_confirm`).

Nothing else confirms a source: an article that names a proposed publisher, an
affiliation set to a proposed body, or evidence attributed to a proposed issuer
leaves the source proposed until one of the two happens.
"""

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import Q
from django.db.models.functions import Lower
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from newsroom.text_rules import body_text, name_text


class SourceKind(models.TextChoices):
    PERSON = "person", _("Person")
    ORGANIZATION = "organization", _("Organization")
    GOVERNMENT_BODY = "government_body", _("Government body")
    ARMED_FORCE = "armed_force", _("Armed or security force")
    MEDIA_OUTLET = "media_outlet", _("Media outlet")
    INTERNATIONAL_BODY = "international_body", _("International body")
    DOCUMENT = "document", _("Document")


class NameKeyedQuerySet(models.QuerySet):
    """Bulk writes of the words a source is looked up by (`sources.name_keys`) keep
    its name keys: `update()` and `bulk_update()` send no `post_save`, so they
    rewrite the keys of the sources they touched (before and after the write, for
    an alias moved to another source) themselves."""

    keyed_fields: frozenset[str] = frozenset()
    source_field = "pk"

    def update(self, **kwargs):
        if not self.keyed_fields & kwargs.keys():
            return super().update(**kwargs)
        with transaction.atomic(using=self.db):
            rows = dict(self.values_list("pk", self.source_field))
            updated = super().update(**kwargs)
            self._keys_rebuild(rows)
        return updated

    def bulk_update(self, objs, fields, batch_size=None):
        if not self.keyed_fields & set(fields):
            return super().bulk_update(objs, fields, batch_size=batch_size)
        objs = list(objs)
        with transaction.atomic(using=self.db):
            rows = dict(self.model._default_manager.filter(pk__in=[obj.pk for obj in objs]).values_list(
                "pk", self.source_field
            ))
            updated = super().bulk_update(objs, fields, batch_size=batch_size)
            self._keys_rebuild(rows)
        return updated

    def _keys_rebuild(self, rows_before: dict) -> None:
        from sources.name_keys import source_name_keys_rebuild

        source_ids = set(rows_before.values())
        if self.source_field != "pk" and rows_before:
            source_ids |= set(
                self.model._default_manager.filter(pk__in=rows_before).values_list(self.source_field, flat=True)
            )
        if source_ids:
            source_name_keys_rebuild(source_ids=source_ids)


class SourceQuerySet(NameKeyedQuerySet):
    keyed_fields = frozenset({"name", "kind"})

    def media_outlets(self):
        return self.filter(kind=SourceKind.MEDIA_OUTLET)

    def visible_to(self, user):
        """The sources this user may see: staff in a newsroom role see every
        source, readers only confirmed ones (see the module docstring for what
        confirms a source). `Source.is_visible_to` is the same rule for one
        source."""
        if sees_proposed_sources(user):
            return self
        return self.filter(proposed=False)


def sees_proposed_sources(user) -> bool:
    """Whether `user` may see proposed sources (and find claims by their names)."""
    from claims.models import sees_internal

    return sees_internal(user)


class Source(models.Model):
    """Who is quoted or cited: a person, a ministry, a press release."""

    name = models.CharField(max_length=200, validators=[name_text], verbose_name=_("name"))
    slug = models.SlugField(max_length=200, unique=True, verbose_name=_("slug"))
    kind = models.CharField(max_length=32, choices=SourceKind.choices, verbose_name=_("kind"))
    description = models.CharField(
        max_length=300,
        blank=True,
        help_text=_("The role as the articles give it, e.g. “Venezuela’s interim president”."),
        validators=[name_text],
        verbose_name=_("description"),
    )
    affiliation = models.ForeignKey(
        "self",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="members",
        help_text=_("The body this source belongs to, e.g. a colonel’s armed forces."),
        verbose_name=_("affiliation"),
    )
    country = models.CharField(max_length=100, blank=True, validators=[name_text], verbose_name=_("country"))
    homepage = models.URLField(max_length=500, blank=True, verbose_name=_("homepage"))
    notes = models.TextField(blank=True, help_text=_("Internal notes; never shown to readers."), validators=[body_text], verbose_name=_("notes"))
    proposed = models.BooleanField(
        default=False,
        editable=False,
        help_text=_("Created by automatic extraction and not yet confirmed by an editor."),
        verbose_name=_("proposed"),
    )
    created_at = models.DateTimeField(auto_now_add=True, verbose_name=_("created at"))
    updated_at = models.DateTimeField(auto_now=True, verbose_name=_("updated at"))

    objects = SourceQuerySet.as_manager()

    class Meta:
        verbose_name = _("source")
        verbose_name_plural = _("sources")
        ordering = ["name", "id"]
        constraints = [
            models.CheckConstraint(
                condition=Q(kind__in=SourceKind.values), name="source_kind_valid"
            ),
            models.CheckConstraint(
                condition=~Q(affiliation=models.F("pk")),
                name="source_not_own_affiliation",
                violation_error_message=_("A source cannot be its own affiliation."),
            ),
            models.CheckConstraint(condition=~Q(name=""), name="source_name_not_empty"),
            # Two imports naming the same new outlet at once make one proposed
            # outlet, not two (claims.importing.proposed_source_save).
            models.UniqueConstraint(
                Lower("name"),
                condition=Q(proposed=True, kind=SourceKind.MEDIA_OUTLET),
                name="proposed_outlet_name_unique",
            ),
        ]

    def __str__(self):
        return self.name

    @classmethod
    def from_db(cls, db, field_names, values, **kwargs):
        source = super().from_db(db, field_names, values, **kwargs)
        # What the name keys were made from, so that a save that changes neither
        # costs no query to keep them (`sources.name_keys`).
        source._keyed_as = (source.__dict__.get("name"), source.__dict__.get("kind"))
        return source

    def get_absolute_url(self):
        return reverse("sources:detail", kwargs={"slug": self.slug})

    def is_visible_to(self, user) -> bool:
        """Whether `user` may see this source named and linked: the rule of
        `Source.objects.visible_to`, for a source reached through a relation."""
        return not self.proposed or sees_proposed_sources(user)

    def clean(self):
        super().clean()
        if self.pk and self.affiliation_id == self.pk:
            raise ValidationError({"affiliation": _("A source cannot be its own affiliation.")})
        # No affiliation cycles (A belongs to B belongs to A): walk up the chain.
        seen = {self.pk} if self.pk else set()
        parent = self.affiliation
        while parent is not None:
            if parent.pk in seen:
                raise ValidationError({"affiliation": _("This affiliation would make a cycle.")})
            seen.add(parent.pk)
            parent = parent.affiliation


class SourceAliasQuerySet(NameKeyedQuerySet):
    keyed_fields = frozenset({"name", "source", "source_id"})
    source_field = "source_id"


class SourceAlias(models.Model):
    """Another name under which a source appears in the text (“Guaidó”)."""

    source = models.ForeignKey(Source, on_delete=models.CASCADE, related_name="aliases", verbose_name=_("source"))
    name = models.CharField(max_length=200, validators=[name_text], verbose_name=_("name"))

    objects = SourceAliasQuerySet.as_manager()

    class Meta:
        verbose_name = _("source alias")
        ordering = ["name"]
        verbose_name_plural = _("source aliases")
        constraints = [
            models.UniqueConstraint(fields=["source", "name"], name="alias_unique_per_source"),
            models.CheckConstraint(condition=~Q(name=""), name="alias_name_not_empty"),
        ]

    def __str__(self):
        return self.name


class SourceNameKey(models.Model):
    """A folded word under which a source is looked up (`sources.name_keys`): the
    last word of its name and of each alias, every word of a person's name. An
    import finds the sources an article can name through the index on `key`,
    instead of loading every source."""

    source = models.ForeignKey(Source, on_delete=models.CASCADE, related_name="name_keys", verbose_name=_("source"))
    key = models.CharField(max_length=200, db_index=True, verbose_name=_("key"))

    class Meta:
        verbose_name = _("source name key")
        verbose_name_plural = _("source name keys")
        constraints = [models.UniqueConstraint(fields=["source", "key"], name="source_name_key_unique")]

    def __str__(self):
        return self.key
