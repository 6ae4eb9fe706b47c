"""Staff accounts in the admin: Django's user admin with the staff member's
public display name (`StaffProfile`) on the same page."""

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin

from claims.models import StaffProfile


class StaffProfileInline(admin.StackedInline):
    model = StaffProfile
    can_delete = False
    fields = ["display_name"]
    extra = 1
    max_num = 1


User = get_user_model()
if admin.site.is_registered(User):
    admin.site.unregister(User)


@admin.register(User)
class StaffUserAdmin(UserAdmin):
    inlines = [StaffProfileInline]
    list_display = [*UserAdmin.list_display, "display_name"]
    list_select_related = ["staff_profile"]

    @admin.display(description=StaffProfile._meta.get_field("display_name").verbose_name)
    def display_name(self, user):
        profile = getattr(user, "staff_profile", None)
        return profile.display_name if profile else ""
