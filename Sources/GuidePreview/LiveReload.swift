import Foundation
import NIOCore
import Synchronization

/// Sends server-sent events to every open preview tab: `status` when a tab connects and when a
/// build fails, `reload` when a good build changed the site.
///
/// Each stream holds a connection, and so an open file, for as long as its tab is open: the hub
/// takes at most `maximumClients`, so that streams can never take the files that page requests
/// need.
final class LiveReloadHub: Sendable {
    /// The most streams open at once by default: far more tabs than anyone keeps open (browsers
    /// give a site 6 connections over HTTP/1.1), far fewer than the open files a process has.
    static let defaultMaximumClients = 256

    private struct Clients {
        var streams: [Int: AsyncStream<ByteBuffer>.Continuation] = [:]
        var nextID = 0
        var closed = false
        var maximum: Int
    }
    private let clients: Mutex<Clients>

    init(maximumClients: Int = LiveReloadHub.defaultMaximumClients) {
        clients = Mutex(Clients(maximum: maximumClients))
    }

    /// The most streams open at once.
    var maximumClients: Int {
        get { clients.withLock { $0.maximum } }
        set { clients.withLock { $0.maximum = newValue } }
    }

    /// A new client's stream of events, starting with `first`; nil when `maximumClients` streams
    /// are open. It ends when the client goes away or the hub closes.
    func subscribe(first: String) -> AsyncStream<ByteBuffer>? {
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(64))
        enum Admission { case closed, full, admitted(Int) }
        let admission: Admission = clients.withLock { clients in
            if clients.closed { return .closed }
            guard clients.streams.count < clients.maximum else { return .full }
            let id = clients.nextID
            clients.nextID += 1
            clients.streams[id] = continuation
            return .admitted(id)
        }
        switch admission {
        case .closed:
            continuation.finish()
            return stream
        case .full:
            return nil
        case .admitted(let id):
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
            // A short retry: after a restart of the preview, tabs reconnect within half a second.
            continuation.yield(ByteBuffer(string: "retry: 500\n\n" + first))
            return stream
        }
    }

    private func remove(_ id: Int) {
        clients.withLock { $0.streams[id] = nil }
    }

    /// Sends an event to every client.
    func send(_ event: String) {
        let targets = clients.withLock { Array($0.streams.values) }
        let buffer = ByteBuffer(string: event)
        for client in targets { client.yield(buffer) }
    }

    /// Ends every stream (on shutdown, so that open tabs do not keep the server waiting).
    func close() {
        let targets = clients.withLock { clients in
            clients.closed = true
            defer { clients.streams.removeAll() }
            return Array(clients.streams.values)
        }
        for client in targets { client.finish() }
    }

    var clientCount: Int {
        clients.withLock { $0.streams.count }
    }

    /// One event in the text/event-stream format; `data` must be a single line (JSON is).
    static func event(_ name: String, id: Int, data: String) -> String {
        "event: \(name)\nid: \(id)\ndata: \(data)\n\n"
    }
}

/// The script every previewed HTML page loads: it listens for rebuilds and shows problems.
enum LiveReloadScript {
    /// The tag added to HTML pages, before `</body>`.
    static func tag(basePath: String) -> String {
        "<script src=\"\(basePath)\(RequestPath.previewFolder)live.js\" data-base=\"\(basePath)\" defer></script>"
    }

    /// Adds the tag to a page: before the last `</body>`, or at the end.
    static func inject(into html: Data, basePath: String) -> Data {
        let tag = Data(tag(basePath: basePath).utf8)
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + tag }
        var result = html
        result.replaceSubrange(range.lowerBound..<range.lowerBound, with: tag)
        return result
    }

    /// The script. Dependency-free; it writes into the page only through `textContent`.
    static let source = #"""
    (function () {
      "use strict";
      var script = document.currentScript;
      var base = (script && script.getAttribute("data-base")) || "/";
      var seen = null;
      var overlay = null;

      function el(tag, text, css) {
        var node = document.createElement(tag);
        if (text != null) node.textContent = text;
        if (css) node.style.cssText = css;
        return node;
      }

      function hide() {
        if (overlay) { overlay.remove(); overlay = null; }
      }

      function show(status) {
        hide();
        if (!status.problems || status.problems.length === 0) return;
        overlay = el("div", null,
          "position:fixed;z-index:2147483647;left:0;right:0;bottom:0;max-height:60vh;overflow:auto;" +
          "background:#1d1d1f;color:#f5f5f7;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;" +
          "padding:12px 16px;border-top:4px solid " + (status.ok ? "#ff9f0a" : "#ff453a") + ";box-shadow:0 -4px 24px rgba(0,0,0,.35)");
        overlay.id = "guidegen-overlay";
        overlay.setAttribute("role", "alert");
        overlay.setAttribute("lang", "en");
        var head = el("div", null, "display:flex;gap:12px;align-items:center;margin-bottom:8px");
        var count = status.problems.length + (status.more || 0);
        head.appendChild(el("strong", status.ok
          ? count + (count === 1 ? " problem" : " problems") + " in the page you edited"
          : "Build failed: " + count + (count === 1 ? " problem" : " problems") + ". The last good build is shown.",
          "flex:1;font-family:system-ui,sans-serif"));
        var close = el("button", "Dismiss",
          "min-height:32px;padding:0 12px;border-radius:6px;border:1px solid #86868b;background:transparent;color:inherit;cursor:pointer");
        close.type = "button";
        close.addEventListener("click", hide);
        head.appendChild(close);
        overlay.appendChild(head);
        var list = el("ul", null, "margin:0;padding:0;list-style:none");
        status.problems.forEach(function (p) {
          var item = el("li", null, "padding:4px 0;border-top:1px solid #3a3a3c");
          item.className = "guidegen-problem";
          var where = (p.file || "") + (p.line ? ":" + p.line + (p.column ? ":" + p.column : "") : "");
          item.appendChild(el("span", where, "color:#64d2ff"));
          item.appendChild(el("span", " " + p.severity + ": ",
            "color:" + (p.severity === "error" ? "#ff453a" : p.severity === "warning" ? "#ff9f0a" : "#98989d")));
          item.appendChild(el("span", p.message));
          if (p.suggestion) item.appendChild(el("div", p.suggestion, "color:#98989d;padding-left:2ch"));
          item.appendChild(el("span", " [" + p.id + "]", "color:#98989d"));
          list.appendChild(item);
        });
        overlay.appendChild(list);
        (document.body || document.documentElement).appendChild(overlay);
      }

      function swapStylesheets() {
        var links = document.querySelectorAll('link[rel="stylesheet"]');
        for (var i = 0; i < links.length; i++) {
          var url = new URL(links[i].href, location.href);
          url.searchParams.set("guidegen-reload", String(Date.now()));
          links[i].href = url.toString();
        }
      }

      if (!window.EventSource) return;
      var source = new EventSource(base + "__guidegen/events");
      source.addEventListener("status", function (event) {
        var status = JSON.parse(event.data);
        // After a restart of the preview the build count starts again: reload to be current.
        if (seen !== null && status.build < seen) { location.reload(); return; }
        seen = status.build;
        show(status);
      });
      source.addEventListener("reload", function (event) {
        var data = JSON.parse(event.data);
        seen = data.build;
        if (data.css_only) { swapStylesheets(); hide(); } else { location.reload(); }
      });
      window.guidegenLiveReload = source;
    })();
    """#
}
