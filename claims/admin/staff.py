"""Staff accounts in the admin: Django's user admin with the staff member's
public display name (`StaffProfile`) on the same page, and Django's group and
DRF's token admins.

All three save through `SaveErrorsAsFormErrors`: two people adding the same
username, group name or a token for the same user at the same instant both
pass the form's look-up, and the database's unique constraint turns the
second away as a form error, not a 500.
"""

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from rest_framework.authtoken.admin import TokenAdmin
from rest_framework.authtoken.models import TokenProxy

from claims.models import StaffProfile
from newsroom.admin_saves import SaveErrorsAsFormErrors


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
class StaffUserAdmin(SaveErrorsAsFormErrors, UserAdmin):
    inlines = [StaffProfileInline]
    list_display = [*UserAdmin.list_display, "display_name"]
    list_select_related = ["staff_profile"]

    @admin.display(description=StaffProfile._meta.get_field("display_name").verbose_name)
    def display_name(self, user):
        profile = getattr(user, "staff_profile", None)
        return profile.display_name if profile else ""


for model in (Group, TokenProxy):
    if admin.site.is_registered(model):
        admin.site.unregister(model)


@admin.register(Group)
class NewsroomGroupAdmin(SaveErrorsAsFormErrors, GroupAdmin):
    pass


@admin.register(TokenProxy)
class NewsroomTokenAdmin(SaveErrorsAsFormErrors, TokenAdmin):
    pass
