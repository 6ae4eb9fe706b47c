"""Fetching an article from its URL, safely: the page's text for `claims.importing`.

`article_fetch(url=...)` downloads one web page and returns it as text (HTML or plain
text, decoded), or raises `FetchError` with a message for the person importing. It is
built so that a URL typed by an editor cannot make the server reach where it should
not (server-side request forgery) nor hang on a slow or endless response:

- only `http` and `https` URLs, with a host, on any port;
- the host is resolved once, and every address it resolves to must be public: no
  loopback, private, link-local, multicast, reserved or unspecified address (so not
  127.0.0.1, 10.x, 192.168.x, 169.254.169.254 …); the connection then goes to the
  address that was checked, so a second DNS answer cannot swap it (the TLS
  certificate is still checked against the host name);
- redirects are followed by hand, at most `MAX_REDIRECTS`, each new URL checked
  the same way;
- `TIMEOUT` seconds to connect and for each read, and `DEADLINE` seconds in all;
- at most `MAX_BYTES` of body: a longer page is refused, not cut;
- the content type must be HTML or plain text; the charset comes from the
  Content-Type header, else UTF-8, and undecodable bytes are replaced.

`url_check(url=...)` makes the checks that need no network (the URL's form, and the
address rule for a host given as an IP address or `localhost`), so that a form can
refuse such a URL at once and leave the download to a background task
(`claims.tasks`).

`allow_private=True` lifts the address rule, for tests against a local server only
(the `ARTICLE_FETCH_ALLOW_PRIVATE` setting, honoured only with DEBUG on).
"""

import http.client
import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from django.utils.formats import number_format
from django.utils.translation import gettext as _

MAX_BYTES = 2_000_000
MAX_REDIRECTS = 3
TIMEOUT = 10
DEADLINE = 20
ACCEPTED_TYPES = ("text/html", "application/xhtml+xml", "text/plain")
USER_AGENT = "NewsroomFactTracker/1.0 (article import)"


class FetchError(Exception):
    """A URL that cannot be fetched, with the reason in words for the editor."""


@dataclass(frozen=True)
class FetchedPage:
    url: str
    text: str
    content_type: str


def article_fetch(*, url: str, allow_private: bool = False) -> FetchedPage:
    """The page at `url` as text, following up to `MAX_REDIRECTS` redirects."""
    deadline = time.monotonic() + DEADLINE
    current = (url or "").strip()
    for _hop in range(MAX_REDIRECTS + 1):
        status, headers, body = _get(current, allow_private=allow_private, deadline=deadline)
        if status in (301, 302, 303, 307, 308):
            location = headers.get("location")
            if not location:
                raise FetchError(_("%(url)s redirects without saying where to.") % {"url": current})
            current = urljoin(current, location)
            continue
        if status != 200:
            raise FetchError(
                _("%(url)s answered with HTTP status %(status)s; only a page that loads (200) can be imported.")
                % {"url": current, "status": status}
            )
        content_type = headers.get("content-type", "")
        media_type = content_type.split(";")[0].strip().lower()
        if media_type not in ACCEPTED_TYPES:
            raise FetchError(
                _("%(url)s is not a web page or text (its type is %(type)s); only HTML or plain text can be imported.")
                % {"url": current, "type": media_type or _("not given")}
            )
        return FetchedPage(current, body.decode(_charset(content_type), errors="replace"), media_type)
    raise FetchError(_("%(url)s redirects more than %(count)s times.") % {"url": url, "count": MAX_REDIRECTS})


def url_check(*, url: str, allow_private: bool = False) -> str:
    """`url`, stripped, if it may be fetched as far as can be known without the
    network; else `FetchError`. Host names are resolved (and checked) only by
    `article_fetch`."""
    url = (url or "").strip()
    try:
        parts = urlsplit(url)
    except ValueError:  # "http://[::1": an IPv6 address never closed
        raise FetchError(_("“%(url)s” is not a valid web address.") % {"url": url}) from None
    if parts.scheme not in ("http", "https"):
        raise FetchError(_("“%(url)s” is not a web address: it must start with http:// or https://.") % {"url": url})
    if not parts.hostname:
        raise FetchError(_("“%(url)s” has no host name.") % {"url": url})
    if parts.username or parts.password:
        raise FetchError(
            _("“%(url)s” holds a user name or password; give the public address of the article.") % {"url": url}
        )
    try:
        parts.port  # noqa: B018 (raises on a port that is not a number in range)
    except ValueError:
        raise FetchError(_("“%(url)s” has an invalid port.") % {"url": url}) from None
    if not allow_private:
        host = parts.hostname
        if host == "localhost" or host.endswith(".localhost"):
            raise _private(host, host)
        try:
            address = ipaddress.ip_address(host.split("%")[0])
        except ValueError:
            pass  # a name: resolved and checked when fetched
        else:
            if not address.is_global:
                raise _private(host, host)
    return url


def _private(host: str, address: str) -> FetchError:
    return FetchError(
        _("The host %(host)s is on a private or local network (%(address)s); only public web pages can be fetched.")
        % {"host": host, "address": address}
    )


def _get(url: str, *, allow_private: bool, deadline: float) -> tuple[int, dict[str, str], bytes]:
    url_check(url=url, allow_private=allow_private)
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    address = _public_address(parts.hostname, port, allow_private=allow_private)
    connection_class = _PinnedHTTPSConnection if parts.scheme == "https" else _PinnedHTTPConnection
    connection = connection_class(parts.hostname, port, address=address, timeout=_remaining(deadline))
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    try:
        connection.request("GET", path, headers={"User-Agent": USER_AGENT, "Accept": ", ".join(ACCEPTED_TYPES)})
        response = connection.getresponse()
        headers = {name.lower(): value for name, value in response.getheaders()}
        length = headers.get("content-length", "")
        if length.isdigit() and int(length) > MAX_BYTES:
            raise FetchError(
                _("%(url)s is %(size)s bytes long; at most %(most)s can be fetched.")
                % {"url": url, "size": _bytes(int(length)), "most": _bytes(MAX_BYTES)}
            )
        body = b""
        if response.status == 200:
            body = _read(response, url, deadline)
        return response.status, headers, body
    except TimeoutError:
        raise FetchError(
            _("%(url)s took too long to answer (more than %(seconds)s seconds).") % {"url": url, "seconds": TIMEOUT}
        ) from None
    except ssl.SSLError as error:
        raise FetchError(
            _("%(url)s has a secure connection that cannot be trusted: %(reason)s.") % {"url": url, "reason": error.reason}
        ) from None
    except (OSError, http.client.HTTPException) as error:
        raise FetchError(_("%(url)s could not be fetched: %(error)s.") % {"url": url, "error": error}) from None
    finally:
        connection.close()


def _read(response, url: str, deadline: float) -> bytes:
    chunks, size = [], 0
    while True:
        if time.monotonic() > deadline:
            raise FetchError(
                _("%(url)s took too long to download (more than %(seconds)s seconds).") % {"url": url, "seconds": DEADLINE}
            )
        chunk = response.read(65536)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > MAX_BYTES:
            raise FetchError(
                _("%(url)s is longer than %(most)s bytes, the most that can be fetched.")
                % {"url": url, "most": _bytes(MAX_BYTES)}
            )
        chunks.append(chunk)


def _public_address(host: str, port: int, *, allow_private: bool) -> str:
    """The address to connect to, once every address of `host` has been checked."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise FetchError(_("The host %(host)s cannot be found.") % {"host": host}) from None
    addresses = [info[4][0] for info in infos]
    if not addresses:
        raise FetchError(_("The host %(host)s cannot be found.") % {"host": host})
    if not allow_private:
        for address in addresses:
            if not ipaddress.ip_address(address.split("%")[0]).is_global:
                raise _private(host, address)
    return addresses[0]


def _bytes(count: int) -> str:
    """A byte count grouped as the reader's language groups thousands (2,000,000; 2.000.000)."""
    return number_format(count, force_grouping=True)


def _remaining(deadline: float) -> float:
    return max(0.1, min(TIMEOUT, deadline - time.monotonic()))


def _charset(content_type: str) -> str:
    for part in content_type.split(";")[1:]:
        name, _, value = part.partition("=")
        if name.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip('"').lower()
            try:
                "".encode(charset)
            except LookupError:
                return "utf-8"
            return charset
    return "utf-8"


class _PinnedHTTPConnection(http.client.HTTPConnection):
    """An HTTP connection to an address checked beforehand, whatever DNS says next."""

    def __init__(self, host, port, *, address, timeout):
        super().__init__(host, port, timeout=timeout)
        self._address = address

    def connect(self):
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """HTTPS to a checked address; the certificate is verified against the host name."""

    def __init__(self, host, port, *, address, timeout):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address

    def connect(self):
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)
