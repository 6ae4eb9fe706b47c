from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _
from django.db.models.signals import post_delete, post_save


class SourcesConfig(AppConfig):
    name = "sources"
    verbose_name = _("Sources")

    def ready(self):
        from sources import name_keys
        from sources.models import Source, SourceAlias

        # The name keys follow every save of a source or an alias (sources.name_keys).
        post_save.connect(name_keys.source_saved, sender=Source, dispatch_uid="source_name_keys")
        post_save.connect(name_keys.alias_saved, sender=SourceAlias, dispatch_uid="alias_name_keys")
        post_delete.connect(name_keys.alias_deleted, sender=SourceAlias, dispatch_uid="alias_name_keys_deleted")
