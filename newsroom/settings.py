"""Settings for the newsroom fact tracker, read from the environment.

One settings module for every place the app runs. A laptop needs nothing set:
with DEBUG on, a development key and a SQLite file inside the project are used.
Production sets DEBUG off, SECRET_KEY, ALLOWED_HOSTS and DATABASE_URL, and then
`manage.py check --deploy` passes.

Environment variables:
- DEBUG: "1"/"true"/"yes"/"on" turns debug mode on (default: off).
- SECRET_KEY: required whenever DEBUG is off.
- DATABASE_URL: e.g. postgres://user@127.0.0.1:5432/newsroom
  (default: sqlite:///<project>/db.sqlite3).
- ALLOWED_HOSTS: comma-separated host names (default with DEBUG on: localhost;
  required when DEBUG is off).
- CSRF_TRUSTED_ORIGINS: comma-separated origins, e.g. https://news.example.org.
- SECURE_SSL_REDIRECT, SECURE_HSTS_SECONDS: HTTPS hardening, on by default
  when DEBUG is off; turn off only behind a proxy that does it already.
- SECURE_PROXY_SSL_HEADER: "1" when a proxy in front sets X-Forwarded-Proto.
- NEWSROOM_NAME, NEWSROOM_URL: who publishes the fact checks (ClaimReview's
  author) and the public base URL of the site.
- NEWSROOM_LOGO_URL: the newsroom's logo (a PNG or JPEG of at least 112 px,
  as fact-check consumers ask), named in ClaimReview; by default the app's
  own (static/img/logo.png).
- NEWSROOM_CORRECTIONS_CONTACT, NEWSROOM_ABOUT_URL: where readers ask for
  corrections (an email address or URL) and where ownership and funding are
  disclosed; shown on the methodology page.
- ARTICLE_FETCH_ALLOW_PRIVATE: "1" lets an import fetch from private addresses,
  for tests against a local server; ignored unless DEBUG is on.
- Limits (the block at the end): REDIS_URL, NUM_PROXIES, API_ANON_RATE,
  API_ANON_BURST_RATE, API_USER_RATE, API_EXPORT_RATE, LOGIN_FAILURE_LIMIT,
  LOGIN_COOLOFF_MINUTES.
"""

import os
import re
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


DEBUG = env_bool("DEBUG", False)

SECRET_KEY = os.environ.get("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY must be set when DEBUG is off. For local development "
            "use `make run`, or set DEBUG=1."
        )
    # Only ever used with DEBUG on, on a developer's machine.
    SECRET_KEY = "django-insecure-local-development-only"

ALLOWED_HOSTS = env_list(
    "ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"] if DEBUG else []
)
if not DEBUG and not ALLOWED_HOSTS:
    raise ImproperlyConfigured(
        "ALLOWED_HOSTS must be set when DEBUG is off: the host names this site "
        "answers to, comma-separated, e.g. ALLOWED_HOSTS=news.example.org."
    )
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django.contrib.sitemaps",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_tasks_db",
    "sources",
    "claims",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "newsroom.locale.NewsroomLocaleMiddleware",  # after sessions, before common: see Languages
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # Every write while answering a request is recorded as its user's (claims.history).
    "claims.history.ChangeActorMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "newsroom.admin_query.AdminQueryRefused",  # a NUL or a 70-bit integer in an admin filter: 400, not 500
]

ROOT_URLCONF = "newsroom.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "newsroom.context_processors.newsroom",
                "newsroom.context_processors.languages",
            ],
        },
    },
]

WSGI_APPLICATION = "newsroom.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The server and a task worker write to the same file. Each transaction takes
    # the write lock when it begins and waits for it, instead of failing with
    # "database is locked" halfway through; WAL lets pages be read meanwhile.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"transaction_mode": "IMMEDIATE", "timeout": 30, "init_command": "PRAGMA journal_mode=WAL;"}
    )

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Background work (claims/tasks.py) goes through Django's tasks framework to a
# queue stored in the project database: every web process enqueues into it and
# any number of `manage.py db_worker` processes, on any machine that reaches the
# database, take tasks from it. `make run` starts one worker beside the server.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Languages (newsroom/locale.py, README "Languages"). The public site and its
# feeds are in English at unprefixed addresses and in Spanish under /es/, so a
# shared link always opens in the language it was shared in. The admin and the
# API keep one address each and speak the reader's language: the choice made
# with the language switch (a cookie), else the browser's Accept-Language.
# Exports (CSV, JSON Lines, ClaimReview) are the same whatever the language.
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("es", "Español")]
LOCALE_PATHS = [BASE_DIR / "locale"]
# Dates as newsrooms write them ("3 December 2026", "3 de diciembre de 2026");
# the rest comes from Django's own formats for each language.
FORMAT_MODULE_PATH = ["newsroom.formats"]

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        # Hashed, compressed files in production; plain files while developing
        # and testing, so no collectstatic run is needed there.
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        ),
    },
}

LOGIN_URL = "admin:login"

# HTTPS hardening: on whenever DEBUG is off, so `check --deploy` passes.
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0" if DEBUG else "31536000"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", not DEBUG)
SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
if env_bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}

NEWSROOM_NAME = os.environ.get("NEWSROOM_NAME", "Newsroom Fact Tracker")
# ClaimReview markup names the site by this address. Without it, production
# uses its first allowed host over HTTPS.
NEWSROOM_URL = os.environ.get("NEWSROOM_URL") or (
    "http://127.0.0.1:8000" if DEBUG or not ALLOWED_HOSTS else f"https://{ALLOWED_HOSTS[0].lstrip('.')}"
)
# ClaimReview's author logo; empty for the app's own (claims.claimreview).
NEWSROOM_LOGO_URL = os.environ.get("NEWSROOM_LOGO_URL", "")
# Shown on the methodology page, as the IFCN code of principles asks.
NEWSROOM_CORRECTIONS_CONTACT = os.environ.get("NEWSROOM_CORRECTIONS_CONTACT", "")
NEWSROOM_ABOUT_URL = os.environ.get("NEWSROOM_ABOUT_URL", "")
# Lets an article import fetch from private addresses (claims.fetching), for tests
# against a local server: honoured only with DEBUG on, never in production.
ARTICLE_FETCH_ALLOW_PRIVATE = DEBUG and env_bool("ARTICLE_FETCH_ALLOW_PRIVATE", False)

# While developing, whitenoise serves straight from the apps' static folders.
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG

# The REST API (newsroom/api.py). Defaults name only REST framework's own
# classes: a default naming a module that imports the views would be a
# circular import. The API's viewsets add the burst throttle, the bounded
# pagination and the filters (claims/api.py).
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Token first, so an anonymous write is answered 401 with WWW-Authenticate.
        "newsroom.authentication.LockoutTokenAuthentication",  # counts wrong tokens: see Limits
        "rest_framework.authentication.SessionAuthentication",
    ],
    # Anyone reads; writes need an active staff member with the model's
    # add/change permission (fact-checkers and editors, claims/roles.py).
    "DEFAULT_PERMISSION_CLASSES": ["newsroom.permissions.NewsroomStaffWritesOrReadOnly"],
    # JSON only, bounded in size and nesting (newsroom/parsers.py).
    "DEFAULT_PARSER_CLASSES": ["newsroom.parsers.BoundedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    # Throttles and rates: the "Limits" block below.
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "newsroom.api.api_exception_handler",
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Newsroom fact tracker API",
    "DESCRIPTION": (
        "Every claim in every article, its source, evidence, verdict and history. "
        "Anonymous clients read what the public site shows; fact-checkers and "
        "editors write with a token (`Authorization: Token <key>`)."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/v[0-9]+",
    "RENDERER_WHITELIST": ["rest_framework.renderers.JSONRenderer"],
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "newsroom.api.postprocess_schema",
        "newsroom.api_guide.document_operations",
    ],
    "ENUM_NAME_OVERRIDES": {
        "ClaimStatusEnum": "claims.models.Status.choices",
        "ClaimKindEnum": "claims.models.ClaimKind.choices",
        "QualifierEnum": "claims.models.Qualifier.choices",
        "StanceEnum": "claims.models.Stance.choices",
        "SourceKindEnum": "sources.models.SourceKind.choices",
    },
    # Interactive docs from the sidecar's bundled assets: no CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    # Swagger UI shows, on any host but localhost, a badge image fetched from
    # validator.swagger.io with the schema's address in it: null turns it off.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "REDOC_DIST": "SIDECAR",
}


# ---------------------------------------------------------------- Limits
# Rate limits and the cache they count in (newsroom/throttling.py).
#
# One shared cache, so every worker on every machine counts against the same
# limit: Redis when REDIS_URL is set (e.g. redis://127.0.0.1:6379/0), else a
# table in the project database (`newsroom_cache`, created by `migrate`).
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "newsroom",
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "newsroom_cache",
            # Culling at Django's default 300 entries would forget throttle counts.
            "OPTIONS": {"MAX_ENTRIES": 100_000},
        }
    }

# How many proxies in front of the app append to X-Forwarded-For. 0 (the
# default): the header is ignored and the client is REMOTE_ADDR. 1: one proxy
# (nginx with `proxy_add_x_forwarded_for`) and the last address in the header
# is the client. More than the real number lets clients choose their address.
try:
    NUM_PROXIES = int(os.environ.get("NUM_PROXIES", "0") or 0)
except ValueError:
    raise ImproperlyConfigured("NUM_PROXIES must be a whole number, the count of trusted proxies.") from None
if NUM_PROXIES < 0:
    raise ImproperlyConfigured("NUM_PROXIES must be 0 or more.")

REST_FRAMEWORK["NUM_PROXIES"] = NUM_PROXIES
REST_FRAMEWORK["DEFAULT_THROTTLE_CLASSES"] = [
    "newsroom.throttling.AnonBurstRateThrottle",
    "newsroom.throttling.AnonSustainedRateThrottle",
    "newsroom.throttling.UserRateThrottle",
]
REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] = {
    # Anonymous clients, per address.
    "anon_burst": os.environ.get("API_ANON_BURST_RATE", "60/minute"),
    "anon": os.environ.get("API_ANON_RATE", "600/hour"),
    # Signed-in clients (a token or the admin's session), per account.
    "user": os.environ.get("API_USER_RATE", "120/minute"),
    # The CSV and ClaimReview exports, per account or address, on top of the above.
    "export": os.environ.get("API_EXPORT_RATE", "10/minute"),
}
for _scope, _rate in REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"].items():
    if not re.fullmatch(r"[1-9][0-9]*/(s|sec|second|m|min|minute|h|hour|d|day)", _rate.strip()):
        raise ImproperlyConfigured(f"The {_scope} rate {_rate!r} must read like 60/minute (s, m, h or d).")

# Failed sign-ins (newsroom/authentication.py): django-axes counts them in the
# database, per account and per address (the NUM_PROXIES rule above), for the
# admin's login form and for wrong API tokens. After LOGIN_FAILURE_LIMIT
# failures, the account and the address are refused for LOGIN_COOLOFF_MINUTES,
# even with the right password; `manage.py axes_reset` lifts every lock.
INSTALLED_APPS += ["axes"]
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: refuses a locked-out client
    "django.contrib.auth.backends.ModelBackend",
]
MIDDLEWARE += ["axes.middleware.AxesMiddleware"]  # turns a lockout into lockout_response
try:
    AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
    AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_COOLOFF_MINUTES", "15")))
except ValueError:
    raise ImproperlyConfigured("LOGIN_FAILURE_LIMIT and LOGIN_COOLOFF_MINUTES must be whole numbers.") from None
if AXES_FAILURE_LIMIT < 1 or AXES_COOLOFF_TIME.total_seconds() < 60:
    raise ImproperlyConfigured("LOGIN_FAILURE_LIMIT and LOGIN_COOLOFF_MINUTES must be 1 or more.")
AXES_LOCKOUT_PARAMETERS = "newsroom.authentication.lockout_parameters"
AXES_CLIENT_IP_CALLABLE = "newsroom.throttling.client_address"
AXES_LOCKOUT_CALLABLE = "newsroom.authentication.lockout_response"
AXES_RESET_ON_SUCCESS = True  # a right password forgets the account's earlier failures

# --- Operations: production server, health check, security headers ----------
# (newsroom/gunicorn.conf.py, newsroom/health.py, newsroom/security_headers.py; `make serve`.)
# A load balancer polls /healthz over plain HTTP, straight at gunicorn: no
# redirect to HTTPS for it.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# Content-Security-Policy, Django's own (ContentSecurityPolicyMiddleware):
# every asset is local, and no inline script runs unless it carries the
# request's nonce (`nonce="{{ csp_nonce }}"`, the csp context processor; the
# admin's templates and our Swagger UI and ReDoc pages do). Styles may be
# inline: the status charts size their bars with style attributes, and Swagger
# UI and ReDoc inject their own styles; a style cannot run code.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF, CSP.UNSAFE_INLINE],
    # Swagger UI and ReDoc draw icons and logos from data: URLs.
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    # ReDoc runs its search index in a worker made from a blob: URL.
    "worker-src": [CSP.SELF, "blob:"],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
MIDDLEWARE.insert(
    MIDDLEWARE.index("django.middleware.security.SecurityMiddleware") + 1,
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
)
MIDDLEWARE.insert(
    MIDDLEWARE.index("django.middleware.csp.ContentSecurityPolicyMiddleware") + 1,
    "newsroom.security_headers.PermissionsPolicyMiddleware",
)
TEMPLATES[0]["OPTIONS"]["context_processors"].append("django.template.context_processors.csp")

# Permissions-Policy (newsroom/security_headers.py): browser features no page
# here uses, refused to every origin, this one included.
PERMISSIONS_POLICY = {
    feature: []
    for feature in (
        "accelerometer",
        "autoplay",
        "camera",
        "display-capture",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "publickey-credentials-get",
        "screen-wake-lock",
        "usb",
        "xr-spatial-tracking",
    )
}
