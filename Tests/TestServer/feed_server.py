#!/usr/bin/env python3
"""A loopback HTTP server for the Networking tests (standard library only).

Usage: feed_server.py --port 0
Binds 127.0.0.1 only, prints the chosen port on the first line of stdout, serves until killed.
It also exits by itself as soon as the process that started it is gone, so a test run that dies cannot leave
it behind, and after --lifetime seconds at the latest (default 600). Not after a short time: on a busy machine
a test may wait minutes for a thread before it makes its first request.

Routes
  /versions.plist   200 with ETag and Last-Modified; 304 when If-None-Match or If-Modified-Since matches
  /missing          404
  /error            500
  /hang             accepts, sends nothing, sleeps (at most 30 s) and closes
  /huge             Content-Length 50 MB, then streams it
  /huge-stream      50 MB with no Content-Length (closed-delimited), so only counting can stop it
  /announce-huge    Content-Length 50 MB, then no body at all (sleeps, at most 30 s): only a header check stops it
  /redirect         302 to /versions.plist
  /chain/N          N redirects in a row, then /versions.plist
  /loop             302 to itself
  /external         302 to http://example.com/versions.plist (must never be followed)
  /redirect-to?location=URL  302 to URL, whatever it is (file:, another host): the test picks the target
  /malformed        200 with bytes that are no plist
  /lookup           an App Store lookup answer: com.example.test 1.1, trackId 123; ETag, 304 when it matches
  /together/versions.plist, /together/lookup
                    the same bodies, but each waits (at most 5 s) until both have been asked for; alone,
                    one gets 503: proof that the two were fetched at the same time
  /slow/versions.plist  the versions plist after 3 s: a caller that waits for it is seen to wait
  /held/versions.plist  the versions plist once /held/release has been asked for (at most 30 s): a test
                    decides when the answer arrives, whatever the machine's load
  /held/release     lets every held request answer
  /reset            announces 1000 bytes, sends 100, then resets the connection (RST)
  /trickle          announces the plist, then sends it one byte a second
  /gzip-bomb        Content-Encoding gzip whatever was asked: 256 MiB of zeros in about 260 KB
  /gzip-bomb/prepare  builds that body (about 1 s, once), so the timed request does not include it
  /github/releases  a GitHub releases answer (1.2 published 2025-03-01, 1.3-beta pre-release, a draft),
                    with an ETag; 304 when If-None-Match matches
  /appcast.xml      a Sparkle appcast (1.2, build 120, published 2025-03-01) with an ETag; 304 when If-None-Match matches
  /moved/appcast.xml  302 to /sparkle/stable/appcast.xml: an appcast whose enclosure, link and release notes
                    links (English, German, Spanish) are relative to its own URL
  /sparkle/stable/... that appcast and its notes pages (notes/2.0.html, notes/2.0.de.html, notes/2.0.es.txt),
                    each with an ETag; 304 when If-None-Match matches
  /ssvc             an SSVC answer: latest 1.1 (build 110), minimum build 100; ETag, 304 when it matches
  /injected/etag    200 whose ETag holds a bare CR then "X-Injected: yes" (and Last-Modified a bare LF then
                    "X-Injected: yes"): sent back verbatim, the CR would end the header and start another
  /injected/hop     302 to http://localhost:<port>/injected/etag: the same answer from another origin
  /requests         JSON list of the requests seen so far: [{"path": ..., "query": ..., "if-none-match": ..., ...}, ...]
"""

import argparse
import json
import os
import socket
import struct
import sys
import threading
import time
import urllib.parse
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PLIST = b"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
<key>1.0</key>
<string>First release</string>
<key>1.1</key>
<string>NEW: Added new snoodlebar feature</string>
</dict>
</plist>
"""
LOOKUP = json.dumps({"resultCount": 1, "results": [{
    "version": "1.1", "bundleId": "com.example.test", "trackId": 123,
    "trackViewUrl": "https://apps.apple.com/app/id123", "releaseNotes": "NEW: Added new snoodlebar feature",
    "minimumOsVersion": "12.0", "currentVersionReleaseDate": "2025-01-01T00:00:00Z", "fileSizeBytes": "47400000",
}]}).encode()
ETAG = '"versions-v1"'
GITHUB_ETAG = '"releases-v1"'
APPCAST_ETAG = '"appcast-v1"'

# An appcast served after a redirect, whose URLs are relative to where it was finally fetched from, and the
# notes pages it links: HTML in English and German, plain text in Spanish.
RELATIVE_APPCAST = b"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle">
  <channel>
    <title>Notes</title>
    <item>
      <title>Version 2.0</title>
      <link>../about/2.0</link>
      <sparkle:version>200</sparkle:version>
      <sparkle:shortVersionString>2.0</sparkle:shortVersionString>
      <sparkle:releaseNotesLink>notes/2.0.html</sparkle:releaseNotesLink>
      <sparkle:releaseNotesLink xml:lang="de">notes/2.0.de.html</sparkle:releaseNotesLink>
      <sparkle:releaseNotesLink xml:lang="es">notes/2.0.es.txt</sparkle:releaseNotesLink>
      <pubDate>Sat, 01 Mar 2025 10:00:00 +0000</pubDate>
      <enclosure url="Notes%202.0.zip" length="7340032" type="application/octet-stream"/>
    </item>
  </channel>
</rss>
"""
SPARKLE_PAGES = {
    "/sparkle/stable/appcast.xml": (RELATIVE_APPCAST, "application/rss+xml"),
    "/sparkle/stable/notes/2.0.html": (b"<h1>Notes 2.0</h1><ul><li>Faster sync</li><li>Dark mode</li></ul>", "text/html"),
    "/sparkle/stable/notes/2.0.de.html": ("<ul><li>Schnellerer Abgleich</li><li>Dunkelmodus</li></ul>".encode(), "text/html; charset=utf-8"),
    "/sparkle/stable/notes/2.0.es.txt": ("Sincronizaci\u00f3n m\u00e1s r\u00e1pida\n  - Modo oscuro < claro\n".encode(), "text/plain; charset=utf-8"),
}
APPCAST = b"""<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle">
<channel><title>Notes</title>
<item><title>Version 1.2</title><link>https://example.com/notes/1.2</link>
<sparkle:version>120</sparkle:version><sparkle:shortVersionString>1.2</sparkle:shortVersionString>
<pubDate>Sat, 01 Mar 2025 12:00:00 +0000</pubDate>
<description><![CDATA[<ul><li>Faster sync</li><li>Dark mode</li></ul>]]></description>
<description xml:lang="de"><![CDATA[<ul><li>Schnellerer Abgleich</li></ul>]]></description>
<enclosure url="https://example.com/Notes-1.2.zip" length="5242880" type="application/octet-stream"/></item>
</channel></rss>
"""
GITHUB_RELEASES = json.dumps([
    {"tag_name": "v2.0.0", "draft": True, "prerelease": False, "body": "Not out yet",
     "html_url": "https://github.com/example/notes/releases/tag/v2.0.0", "published_at": None, "assets": []},
    {"tag_name": "v1.3.0-beta.1", "draft": False, "prerelease": True, "body": "Beta",
     "html_url": "https://github.com/example/notes/releases/tag/v1.3.0-beta.1", "published_at": "2025-03-10T00:00:00Z",
     "assets": []},
    {"tag_name": "1.3b", "draft": False, "prerelease": True, "body": "- Beta feature",
     "html_url": "https://github.com/example/notes/releases/tag/1.3b", "published_at": "2025-03-09T00:00:00Z",
     "assets": []},
    {"tag_name": "v1.2", "draft": False, "prerelease": False,
     "body": "## Highlights\r\n\r\n- **Faster** sync\r\n- [Dark mode](https://example.com/dark)\r\n",
     "html_url": "https://github.com/example/notes/releases/tag/v1.2", "published_at": "2025-03-01T12:00:00Z",
     "assets": [{"name": "notes-1.2.tar.gz", "size": 5242880}, {"name": "notes-1.2.sha256", "size": 64}]},
    {"tag_name": "v1.1", "draft": False, "prerelease": False, "body": "Search in notes",
     "html_url": "https://github.com/example/notes/releases/tag/v1.1", "published_at": "2025-02-01T12:00:00Z",
     "assets": []},
]).encode()
LAST_MODIFIED = "Wed, 01 Jan 2025 00:00:00 GMT"
HUGE = 50 * 1024 * 1024
CHUNK = b"x" * 65536
GZIP_BOMB_EXPANDED = 256 * 1024 * 1024  # 32 times the 8 MiB cap; about 260 KB on the wire
gzip_bomb = []  # built once, on /gzip-bomb/prepare, so the timed request does not pay for it
gzip_bomb_lock = threading.Lock()


def gzip_bomb_body():
    """A gzip body of GZIP_BOMB_EXPANDED zero bytes, compressed as a stream (never held expanded)."""
    with gzip_bomb_lock:
        if not gzip_bomb:
            compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: gzip framing
            block = bytes(1 << 20)
            parts = [compressor.compress(block) for _ in range(GZIP_BOMB_EXPANDED >> 20)]
            parts.append(compressor.flush())
            gzip_bomb.append(b"".join(parts))
        return gzip_bomb[0]

log = []
log_lock = threading.Lock()
together = threading.Condition()
held = threading.Event()
together_arrived = set()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"  # one request per connection; a body may end at close

    def log_message(self, format, *args):  # keep test output clean
        pass

    def send_validated(self, body, etag, content_type):
        """200 with an ETag, or 304 when the request's If-None-Match names it."""
        if self.headers.get("If-None-Match") == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.end_headers()
        else:
            self.send_body(200, body, [("Content-Type", content_type), ("ETag", etag)])

    def send_body(self, status, body, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def redirect(self, location):
        self.send_body(302, b"", [("Location", location)])

    def stream(self, total, announce):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if announce:
            self.send_header("Content-Length", str(total))
        self.end_headers()
        sent = 0
        try:
            while sent < total:  # bounded: at most total bytes
                self.wfile.write(CHUNK)
                sent += len(CHUNK)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading: that is the point

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path != "/requests":  # the log does not list reads of itself
            with log_lock:
                log.append({"path": path, "query": self.path.split("?", 1)[1] if "?" in self.path else None,
                            "if-none-match": self.headers.get("If-None-Match"),
                            "if-modified-since": self.headers.get("If-Modified-Since"),
                            "accept-encoding": self.headers.get("Accept-Encoding"),
                            "accept": self.headers.get("Accept"), "user-agent": self.headers.get("User-Agent"),
                            "x-github-api-version": self.headers.get("X-GitHub-Api-Version"),
                            "x-injected": self.headers.get("X-Injected")})
        if path == "/versions.plist":
            if self.headers.get("If-None-Match") == ETAG or (
                    self.headers.get("If-None-Match") is None
                    and self.headers.get("If-Modified-Since") == LAST_MODIFIED):
                self.send_response(304)
                self.send_header("ETag", ETAG)
                self.end_headers()
            else:
                self.send_body(200, PLIST, [("Content-Type", "application/x-plist"), ("ETag", ETAG),
                                            ("Last-Modified", LAST_MODIFIED)])
        elif path == "/appcast.xml":
            self.send_validated(APPCAST, APPCAST_ETAG, "application/rss+xml")
        elif path == "/moved/appcast.xml":
            self.redirect("/sparkle/stable/appcast.xml")
        elif path in SPARKLE_PAGES:
            body, content_type = SPARKLE_PAGES[path]
            self.send_validated(body, '"%08x"' % zlib.crc32(body), content_type)
        elif path == "/ssvc":
            self.send_validated(json.dumps({"SSVCLatestVersionKey": "1.1", "SSVCLatestVersionNumber": 110,
                                            "SSVCMinimumSupportedVersionNumber": 100}).encode(), '"ssvc-v1"', "application/json")
        elif path == "/ssvc/huge-key":
            # A 1.1 MB version key: more than a state file may hold (issue 28).
            self.send_body(200, json.dumps({"SSVCLatestVersionKey": "1." + "1" * 1_100_000,
                                            "SSVCMinimumSupportedVersionNumber": 100}).encode(), [("Content-Type", "application/json")])
        elif path == "/github/releases":
            self.send_validated(GITHUB_RELEASES, GITHUB_ETAG, "application/json")
        elif path == "/releases.json":
            # A feed of an app's own (the Examples' own-feed program reads it): newest last, one entry no version.
            self.send_body(200, json.dumps({"releases": [
                {"version": "1.1", "date": "2026-10-01T09:00:00Z", "page": "https://example.com/notes/1.1",
                 "notes": ["Notes sync in the background."]},
                {"version": "1.2", "date": "2026-11-02T09:00:00Z", "page": "https://example.com/notes/1.2",
                 "notes": ["Folders.", "Faster search."]},
                {"version": "next", "notes": ["Not a version: skipped, with a warning."]},
            ]}).encode(), [("Content-Type", "application/json")])
        elif path == "/held/versions.plist":
            held.wait(timeout=30)
            self.send_body(200, PLIST, [("Content-Type", "application/x-plist")])
        elif path == "/held/release":
            held.set()
            self.send_body(200, b"released\n")
        elif path == "/slow/versions.plist":
            time.sleep(3)
            self.send_body(200, PLIST, [("Content-Type", "application/x-plist")])
        elif path == "/lookup":
            self.send_validated(LOOKUP, '"lookup-v1"', "application/json")
        elif path in ("/together/versions.plist", "/together/lookup"):
            with together:
                together_arrived.add(path)
                together.notify_all()
                met = together.wait_for(lambda: len(together_arrived) == 2, timeout=5)
            if not met:
                self.send_body(503, b"the other request never came\n")
            elif path.endswith("lookup"):
                self.send_body(200, LOOKUP, [("Content-Type", "application/json")])
            else:
                self.send_body(200, PLIST, [("Content-Type", "application/x-plist")])
        elif path == "/reset":
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.write(PLIST[:100])
            self.wfile.flush()
            # SO_LINGER with a zero timeout turns close() into a reset instead of an orderly FIN.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
        elif path == "/trickle":
            self.send_response(200)
            self.send_header("Content-Length", str(len(PLIST)))
            self.end_headers()
            self.wfile.flush()
            try:
                for byte in PLIST[:30]:  # bounded: at most 30 s
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif path == "/missing":
            self.send_body(404, b"not found\n")
        elif path == "/error":
            self.send_body(500, b"internal error\n")
        elif path == "/hang":
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:  # bounded: stops by itself
                time.sleep(0.2)
        elif path == "/huge":
            self.stream(HUGE, announce=True)
        elif path == "/huge-stream":
            self.stream(HUGE, announce=False)
        elif path == "/announce-huge":
            self.send_response(200)
            self.send_header("Content-Length", str(HUGE))
            self.end_headers()
            self.wfile.flush()
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:  # bounded: stops by itself
                time.sleep(0.2)
        elif path == "/huge-header":
            # One 1 MB header line: past what libcurl accepts (100 KB), within the body cap (issue 28).
            self.send_body(200, PLIST, [("X-Padding", "a" * (1 << 20))])
        elif path == "/gzip-bomb/prepare":
            gzip_bomb_body()
            self.send_body(204, b"")
        elif path == "/gzip-bomb":
            # Sent gzip-encoded whatever the client asked for, as a hostile server would.
            self.send_body(200, gzip_bomb_body(), [("Content-Type", "application/x-plist"),
                                                   ("Content-Encoding", "gzip")])
        elif path == "/redirect":
            self.redirect("/versions.plist")
        elif path.startswith("/chain/"):
            try:
                remaining = int(path[len("/chain/"):])
            except ValueError:
                remaining = 0
            self.redirect("/versions.plist" if remaining <= 1 else "/chain/%d" % (remaining - 1))
        elif path == "/loop":
            self.redirect("/loop")
        elif path == "/external":
            self.redirect("http://example.com/versions.plist")
        elif path == "/redirect-to":
            query = urllib.parse.parse_qs(self.path.split("?", 1)[1] if "?" in self.path else "")
            self.redirect(query.get("location", ["/versions.plist"])[0])
        elif path == "/malformed":
            self.send_body(200, b"\x00\xffthis is <not> a plist {{{\x80\x81", [("Content-Type", "application/x-plist")])
        elif path == "/injected/etag":
            self.send_body(200, PLIST, [("Content-Type", "application/x-plist"), ("ETag", '"v1"\rX-Injected: yes'),
                                        ("Last-Modified", LAST_MODIFIED + "\nX-Injected: yes")])
        elif path == "/injected/hop":
            self.redirect("http://localhost:%d/injected/etag" % self.server.server_address[1])
        elif path == "/requests":
            with log_lock:
                body = json.dumps(log).encode()
            self.send_body(200, body, [("Content-Type", "application/json")])
        else:
            self.send_body(404, b"no such route\n")


class QuietServer(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # /reset and clients that hang up leave broken sockets behind; that is the point, not news


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=600)
    args = parser.parse_args()
    server = QuietServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    # Watchdogs: never outlive the test run that started us (its exit makes us a child of another process),
    # nor the backstop lifetime.
    parent = os.getppid()

    def watch_parent():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch_parent, daemon=True).start()
    watchdog = threading.Timer(args.lifetime, lambda: os._exit(0))
    watchdog.daemon = True
    watchdog.start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
