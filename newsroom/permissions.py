"""Who may write through the API: one permission class for every view.

Anyone may read (what they see is decided by the querysets' `visible_to`).
A write needs an active staff member who holds the permission of a newsroom
role (claims/roles.py): the model's add/change permission, or for a viewset
action listed in the view's `action_permissions`, any one of those. A
fact-checker whose staff status was removed keeps their groups and token, so
the staff flag is checked here, not left to the permissions alone.
"""

from django.utils.translation import gettext_lazy as _
from rest_framework.permissions import SAFE_METHODS, DjangoModelPermissionsOrAnonReadOnly


def is_newsroom_staff(user) -> bool:
    return bool(user and user.is_authenticated and user.is_active and user.is_staff)


class NewsroomStaffWritesOrReadOnly(DjangoModelPermissionsOrAnonReadOnly):
    message = _("Only active staff members of the newsroom (fact-checkers and editors) may write.")

    def has_permission(self, request, view):
        if request.method in SAFE_METHODS:
            # Reads need no model permission (REST framework's map asks none),
            # so the view's queryset is not built just to name its model.
            return True
        if not is_newsroom_staff(request.user):
            # Anonymous: False makes REST framework answer 401 with how to authenticate.
            return False
        needed = getattr(view, "action_permissions", {}).get(getattr(view, "action", None))
        if needed is not None:
            return any(request.user.has_perm(permission) for permission in needed)
        return super().has_permission(request, view)
