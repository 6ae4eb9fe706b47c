"""Security headers that Django's own middleware does not set: Permissions-Policy.

The Content-Security-Policy is Django's (`ContentSecurityPolicyMiddleware` and
the SECURE_CSP setting); the other headers come from SecurityMiddleware. This
module adds `Permissions-Policy`, built from the PERMISSIONS_POLICY setting: a
mapping of browser feature to the origins allowed to use it, an empty list
meaning nobody. A newsroom's pages read text: they need no camera, microphone,
location, payment or sensors, so a script that got in could not ask for them
either.
"""

from django.conf import settings


def build_permissions_policy(policy: dict[str, list[str]]) -> str:
    """`{"camera": [], "fullscreen": ["self"]}` -> `camera=(), fullscreen=(self)`."""
    return ", ".join(f"{feature}=({' '.join(origins)})" for feature, origins in policy.items())


class PermissionsPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response
        self.header = build_permissions_policy(settings.PERMISSIONS_POLICY)

    def __call__(self, request):
        response = self.get_response(request)
        if self.header:
            response.headers.setdefault("Permissions-Policy", self.header)
        return response
