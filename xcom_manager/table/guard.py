"""What keeps the players' page safe by default.

- **A token in the address**: a new random one (:func:`new_token`) on every start, compared in
  constant time (:func:`token_matches`); a request without it, or with another, gets 403.
- **Only the address the GM chose**: :func:`default_host` is the machine's first private LAN
  address (else the loopback one), never every interface; ``0.0.0.0`` only when asked for.
- **Bounded**: at most :attr:`Limits.clients` watchers, idle connections dropped, requests and
  WebSocket messages bounded in size (:class:`Limits`).
- **Headers** (:data:`HEADERS`): a Content-Security-Policy that allows only the page's own files
  (no inline script, no other site), no sniffing, no referrer (the token is in the address), no
  framing; the snapshot is never cached (:data:`NO_STORE`).
"""

from __future__ import annotations

import contextlib
import hmac
import ipaddress
import secrets
import socket
from dataclasses import dataclass

__all__ = [
    "ANY_ADDRESS",
    "HEADERS",
    "LOOPBACK",
    "NO_STORE",
    "Limits",
    "default_host",
    "is_private_lan",
    "new_token",
    "page_url",
    "token_matches",
]

LOOPBACK = "127.0.0.1"
#: The addresses that mean "every interface": listened on only when the GM names one of them.
ANY_ADDRESS = frozenset({"0.0.0.0", "::", ""})

#: Every response's headers.
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
}
#: The snapshot's (and the page's: it holds nothing secret, but a stale copy would confuse).
NO_STORE = {"Cache-Control": "no-store"}


@dataclass(frozen=True, slots=True)
class Limits:
    """How much the server takes before it refuses or drops (seconds, bytes, counts)."""

    clients: int = 64
    """Watchers (open WebSockets) at once; one more gets 503."""
    heartbeat: float = 20.0
    """A watcher is pinged this often and dropped when its pong is late (a phone gone dark)."""
    idle: float = 15.0
    """A connection that sends no request for this long is closed."""
    request_bytes: int = 4096
    """The largest request line, header field or body (the page's requests carry no body)."""
    message_bytes: int = 1024
    """The largest WebSocket message a watcher may send (it has nothing to say)."""
    send_seconds: float = 5.0
    """A watcher that cannot take a snapshot in this long is dropped (its phone is stuck)."""


def new_token() -> str:
    """A new unguessable token (128 bits of ``secrets``, URL-safe)."""
    return secrets.token_urlsafe(16)


def token_matches(given: str, token: str) -> bool:
    """Whether ``given`` is ``token``, in constant time (no timing tells how much matched)."""
    return hmac.compare_digest(given.encode("utf-8"), token.encode("utf-8"))


#: The private LAN ranges (RFC 1918 and IPv6's unique local addresses): a table's router hands
#: out one of these; the loopback, link-local and documentation ranges are not a LAN's.
_LAN_NETWORKS = tuple(
    ipaddress.ip_network(network)
    for network in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")
)


def is_private_lan(address: str) -> bool:
    """Whether ``address`` is a private LAN address (10/8, 172.16/12, 192.168/16, fc00::/7)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(parsed in network for network in _LAN_NETWORKS)


def _candidates() -> list[str]:
    """The machine's own addresses: the one its default route leaves from (a UDP "connect"
    sends nothing), then those its host name resolves to."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # never sent: only the route is looked up
        found.append(str(probe.getsockname()[0]))
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    return found


def default_host(candidates: list[str] | None = None) -> str:
    """The first private LAN address of this machine, else :data:`LOOPBACK`."""
    for address in _candidates() if candidates is None else candidates:
        if is_private_lan(address):
            return address
    return LOOPBACK


def page_url(host: str, port: int, token: str) -> str:
    """The page's address as a phone types or scans it (an IPv6 host in brackets; for every
    interface, the LAN address a phone can reach)."""
    shown = default_host() if host in ANY_ADDRESS else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/{token}/"
