"""What the public may know of a staff member: the display name readers see.

A claim's page names the desk that checked it ("Checked by …") with this
name, never the username; without one it names the newsroom
(`settings.NEWSROOM_NAME`).
"""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class StaffProfile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="staff_profile", verbose_name=_("user"))
    display_name = models.CharField(
        _("public display name"),
        max_length=100,
        blank=True,
        help_text=_(
            "Shown to readers on the claims this person rated (“Checked by …”). Leave empty to show "
            "the newsroom’s name. Never the username."
        ),
    )

    class Meta:
        verbose_name = _("staff profile")
        verbose_name_plural = _("staff profiles")

    def __str__(self):
        return self.display_name or str(self.user)
