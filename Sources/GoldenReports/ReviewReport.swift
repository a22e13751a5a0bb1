import Golden
import GoldenVerification
import Support

/// The review report: one static HTML page (`index.html`) over a run's results that opens from
/// `file://` — a summary, filters by status, and per failure the expected, actual, diff and
/// side-by-side images, a slider and a blink toggle, the explained diff; `j`/`k` move between
/// failures. Served by `galley review --serve`, the same page gets Accept buttons.
public enum ReviewReport {
    public static let fileName = "index.html"

    /// Writes the report for the results in `folder` into `out` (the folder itself by default),
    /// copying the images it shows when `out` is elsewhere, so the page stands alone.
    /// Returns the page's path.
    @discardableResult
    public static func write(from folder: String, to out: String? = nil) throws(ResultsError) -> String {
        let results = try RunResults.read(from: folder)
        let target = out ?? folder
        do {
            try FileIO.createDirectories(target)
            if GoldenVerifier.normalize(target) != GoldenVerifier.normalize(folder) {
                for r in results.results {
                    for a in r.artifacts where FileIO.exists(folder + "/" + a.path) {
                        try FileIO.writeAtomically(try FileIO.read(folder + "/" + a.path), to: target + "/" + a.path)
                    }
                }
                try results.write(to: target)
            }
            let page = target + "/" + fileName
            try FileIO.writeAtomically(html(results, folder: folder, token: nil), to: page)
            return page
        } catch {
            throw .file(error)
        }
    }

    /// Notes on an entry whose files do not match the results (missing, or from another run).
    static func integrityNotes(_ r: GoldenResult, folder: String) -> [String] {
        var notes: [String] = []
        for a in r.artifacts where !FileIO.exists(folder + "/" + a.path) { notes.append("\(a.kind) \(a.path) is missing from the folder") }
        if let sha = r.actualSHA256, let rel = r.artifact("actual"), let bytes = try? FileIO.read(folder + "/" + rel), SHA256.hex(bytes) != sha {
            notes.append("\(rel) is not the actual of this run (a folder from a different run?); it cannot be accepted")
        }
        return notes
    }

    /// The page. With `token` (serve mode) it has Accept buttons and its image URLs carry the token.
    public static func html(_ results: RunResults, folder: String, token: String?) -> String {
        let q = token.map { "?token=" + $0 } ?? ""
        func url(_ rel: String) -> String { percentEncode(rel) + q }
        var body = ""
        let failures = results.results.filter { $0.status != .passed }
        body += "<header><h1>Galley review</h1><p class=\"run\">run \(esc(results.run)) · \(esc(results.tool))</p>\n<p class=\"summary\">"
        body +=
            "\(results.results.count) goldens: "
            + GoldenResult.Status.allCases.compactMap { s in
                let n = results.count(s)
                return n == 0 ? nil : "<span class=\"st st-\(s.rawValue)\">\(n) \(s.rawValue)</span>"
            }.joined(separator: ", ")
        if !results.orphans.isEmpty { body += ", \(results.orphans.count) orphans" }
        body += "</p>\n<p class=\"filter\">Show: "
        for s in GoldenResult.Status.allCases where results.count(s) > 0 {
            body += "<label><input type=\"checkbox\" value=\"\(s.rawValue)\" \(s == .passed ? "" : "checked")> \(s.rawValue) (\(results.count(s)))</label> "
        }
        body += "</p>"
        if token != nil, failures.contains(where: \.isAcceptable) {
            body += "<p><button id=\"accept-all\" class=\"accept-all\">Accept all</button> <span id=\"accept-all-status\"></span></p>"
        }
        body += "<p class=\"keys\">Keys: <kbd>j</kbd> next failure, <kbd>k</kbd> previous, <kbd>1</kbd>–<kbd>6</kbd> views.</p></header>\n"
        if failures.isEmpty { body += "<p class=\"allgood\">Every golden matched.</p>\n" }
        for (i, r) in results.results.enumerated() {
            body +=
                "<section class=\"entry\" id=\"e\(i)\" data-status=\"\(r.status.rawValue)\" data-name=\"\(esc(r.name))\"\(r.status == .passed ? " hidden" : "")\(r.accepted ? " data-accepted=\"true\"" : "")>\n"
            body +=
                "<h2><span class=\"st st-\(r.status.rawValue)\">\(r.status.rawValue)</span> \(esc(r.name))<span class=\"accepted-mark\">\(r.accepted ? " · accepted" : "")</span></h2>\n"
            body += "<p class=\"meta\">golden <code>\(esc(r.golden))</code>"
            if let c = r.comparator { body += " · \(esc(c))" }
            body += "</p>\n"
            if r.status == .passed { body += "</section>\n"; continue }
            if token != nil, r.isAcceptable, !r.accepted {
                body += "<p><button class=\"accept\" data-name=\"\(esc(r.name))\">Accept</button> <span class=\"accept-status\"></span></p>\n"
            }
            if !r.message.isEmpty { body += "<pre class=\"message\">\(esc(r.message))</pre>\n" }
            if !r.explanation.isEmpty {
                body += "<div class=\"explained\"><h3>Explained</h3><ul>" + r.explanation.map { "<li>\(esc($0))</li>" }.joined() + "</ul></div>\n"
            }
            if !r.environmentChanges.isEmpty {
                body +=
                    "<p class=\"env\">The environment changed since the golden was recorded: " + esc(r.environmentChanges.joined(separator: "; ")) + "</p>\n"
            }
            let notes = r.diagnostics + integrityNotes(r, folder: folder)
            if !notes.isEmpty { body += "<ul class=\"notes\">" + notes.map { "<li>\(esc($0))</li>" }.joined() + "</ul>\n" }
            body += imageViews(
                expected: r.artifact("expected"), actual: r.artifact("actual"), diff: r.artifact("diff"),
                strip: r.artifact("strip"), url: url)
            if !r.regions.isEmpty {
                body +=
                    "<details><summary>\(r.regions.count) changed regions</summary><ul>"
                    + r.regions.map {
                        "<li>\(esc($0.points.description)), \(esc($0.pixels.description)) px</li>"
                    }.joined() + "</ul></details>\n"
            }
            body += "</section>\n"
        }
        if !results.orphans.isEmpty {
            body +=
                "<section class=\"orphans\"><h2>Orphans</h2><p>Goldens no scene or test produced (not deleted):</p><ul>"
                + results.orphans.map { "<li><code>\(esc($0))</code></li>" }.joined() + "</ul></section>\n"
        }
        return HTML.page(
            title: "Galley review: \(failures.count) of \(results.results.count) need a look", css: css,
            bodyAttributes: " data-token=\"\(esc(token ?? ""))\"", body: body, script: script)
    }

    static func esc(_ s: String) -> String { HTML.escape(s) }

    static func percentEncode(_ s: String) -> String {
        var o = ""
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                o.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF")
                o += "%" + String(hex[Int(b >> 4)]) + String(hex[Int(b & 15)])
            }
        }
        return o
    }

    /// The image views of one entry — expected, actual, diff, side by side, a slider and a blink
    /// toggle — with the buttons that switch them (`viewerScript` wires them up). The review page
    /// and the diff-design report (`labels` "Before"/"After") both draw their images with this.
    ///
    /// With `cut`, the images are sheets holding more than this view's pixels and each shows only
    /// `cut`'s rectangle (`Cut`): the element wrapping it takes the image's place and class.
    static func imageViews(
        expected: String?, actual: String?, diff: String?, strip: String?,
        labels: (expected: String, actual: String) = ("Expected", "Actual"), cut: Cut? = nil, url: (String) -> String
    ) -> String {
        var views: [(String, String, String)] = []
        func img(_ rel: String?, _ alt: String, _ cls: String = "") -> String? {
            rel.map { rel in
                guard let cut else { return "<img src=\"\(esc(url(rel)))\" alt=\"\(alt)\" class=\"\(cls)\">" }
                return
                    "<span class=\"cut \(cls)\" data-cut=\"\(cut.x) \(cut.y) \(cut.width) \(cut.height) \(cut.sheetWidth) \(cut.sheetHeight)\" style=\"\(cut.boxStyle)\">"
                    + "<img src=\"\(esc(url(rel)))\" alt=\"\(alt)\" style=\"\(cut.imageStyle)\"></span>"
            }
        }
        let e = labels.expected.lowercased(), a = labels.actual.lowercased()
        if let i = img(expected, e) { views.append(("expected", labels.expected, i)) }
        if let i = img(actual, a) { views.append(("actual", labels.actual, i)) }
        if let i = img(diff, "diff") { views.append(("diff", "Diff", i)) }
        if let i = img(strip, "\(e) | diff | \(a)") {
            views.append(("strip", "Side by side", i))
        } else if let x = img(expected, e), let d = img(diff, "diff"), let y = img(actual, a) {
            views.append(("strip", "Side by side", "<div class=\"sbs\">\(x)\(d)\(y)</div>"))  // no strip image: the three in a row
        }
        if let bottom = img(expected, e, "bottom"), let top = img(actual, a, "top") {
            views.append(
                (
                    "slider", "Slider",
                    "<div class=\"slider\"><div class=\"stack\">\(bottom)\(top)</div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"\(e) ← → \(a)\"></div>"
                ))
            views.append(
                (
                    "blink", "Blink",
                    "<div class=\"blink\" data-showing=\"expected\"><button class=\"flip\">Toggle \(e) / \(a)</button> <label><input type=\"checkbox\" class=\"auto\"> blink</label><div class=\"stack\">\(img(expected, e, "b-expected")!)\(img(actual, a, "b-actual")!)</div></div>"
                ))
        }
        guard !views.isEmpty else { return "" }
        var out = "<nav class=\"views\">" + views.map { "<button data-view=\"\($0.0)\">\($0.1)</button>" }.joined() + "</nav>\n"
        let first = diff == nil ? 0 : views.firstIndex { $0.0 == "diff" } ?? 0
        for (i, v) in views.enumerated() {
            out += "<div class=\"view\" data-view=\"\(v.0)\"\(i == first ? "" : " hidden")>\(v.2)</div>\n"
        }
        return out
    }

    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0 2em 4em;color:#222}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:.5em 0;z-index:2}
        h1{margin:.2em 0;font-size:20px} h2{font-size:16px;margin:.3em 0} .run,.keys,.meta{color:#666;margin:.2em 0}
        .st{padding:0 .4em;border-radius:3px;background:#eee} .st-failed,.st-missing{background:#fdd} .st-unreadable,.st-error{background:#fcb}
        .st-recorded{background:#ffd} .st-passed{background:#dfd}
        .entry{border-top:1px solid #ddd;padding:1em 0} .entry.current{outline:3px solid #48f;outline-offset:4px}
        pre.message{background:#f6f6f6;padding:.5em;white-space:pre-wrap} .env{background:#ffe;padding:.3em}
        """ + viewerCSS

    /// The script of `imageViews`: `setUpViews(e)` wires the views of the element `e` holding them
    /// (view buttons, slider, blink); `show(e, view)` and `flip(e)` are what a self-test drives, and
    /// `selftestViews(out, entries)` is the part of the self-test both pages share.
    static let viewerScript = #"""
        const blinkTimers = new Map();
        function flip(e) { const b = e.querySelector(".blink"); if (b) b.dataset.showing = b.dataset.showing === "expected" ? "actual" : "expected"; }
        function stopBlink(e) { clearInterval(blinkTimers.get(e)); blinkTimers.delete(e); const c = e.querySelector(".blink .auto"); if (c) c.checked = false; }
        function show(e, view) {
          e.querySelectorAll(".view").forEach(v => { v.hidden = v.dataset.view !== view; });
          e.querySelectorAll(".views button").forEach(b => b.classList.toggle("on", b.dataset.view === view));
          e.dataset.shown = view;
          if (view !== "blink") stopBlink(e);
        }
        function setUpViews(e) {
          const first = [...e.querySelectorAll(".view")].find(v => !v.hidden);
          if (first) show(e, first.dataset.view);
          e.querySelectorAll(".views button").forEach(b => b.addEventListener("click", () => show(e, b.dataset.view)));
          const range = e.querySelector(".slider input");
          const top = e.querySelector(".slider .top");
          if (range && top) {
            const set = () => { top.style.clipPath = "inset(0 " + (100 - Number(range.value)) + "% 0 0)"; };
            range.addEventListener("input", set); set();
          }
          const fb = e.querySelector(".blink .flip");
          if (fb) fb.addEventListener("click", () => flip(e));
          const auto = e.querySelector(".blink .auto");
          if (auto) auto.addEventListener("change", () => {
            if (auto.checked) blinkTimers.set(e, setInterval(() => flip(e), 600)); else stopBlink(e);
          });
        }
        // The self-test both pages share: waits for every image, records in `out` how many there are
        // and which did not load, then drives the first of `entries` with a slider through the slider
        // and blink views.
        async function selftestViews(out, entries) {
          const imgs = [...document.images];
          await Promise.all(imgs.map(i => i.complete ? null : new Promise(r => { i.addEventListener("load", r); i.addEventListener("error", r); })));
          out.images = imgs.length;
          out.broken = imgs.filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute("src"));
          const e = entries.find(x => x.querySelector(".slider"));
          if (e) {
            show(e, "slider");
            const r = e.querySelector(".slider input"); r.value = 30; r.dispatchEvent(new Event("input"));
            out.slider = e.querySelector(".slider .top").style.clipPath;
            show(e, "blink");
            const b = e.querySelector(".blink"); const before = b.dataset.showing;
            e.querySelector(".blink .flip").click();
            out.blink = [before, b.dataset.showing, getComputedStyle(e.querySelector(".b-actual")).visibility];
          }
        }

        """#

    /// A rectangle of a sheet image that a view shows as if it were the whole image: the box
    /// that clips it is the rectangle's size (shrunk like an image: to the width available and
    /// 80 % of the window's height, keeping its proportions), and the sheet inside is scaled and
    /// moved by percentages of the box, so both shrink together.
    struct Cut: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var sheetWidth: Int, sheetHeight: Int

        /// The pixels of a `sheetWidth`×`sheetHeight` image at `x`, `y`, `width`×`height`; nil
        /// unless that rectangle is not empty, lies inside the sheet and is less than all of it.
        init?(x: Int, y: Int, width: Int, height: Int, sheetWidth: Int, sheetHeight: Int) {
            guard width > 0, height > 0, x >= 0, y >= 0, x + width <= sheetWidth, y + height <= sheetHeight,
                width < sheetWidth || height < sheetHeight
            else { return nil }
            self.x = x; self.y = y; self.width = width; self.height = height
            self.sheetWidth = sheetWidth; self.sheetHeight = sheetHeight
        }

        static func percent(_ v: Int, of: Int) -> String { String(Double(v * 1_000_000 / of) / 10_000) + "%" }

        var boxStyle: String {
            "--w:\(width)px;--r:\(Double(width * 1_000_000 / height) / 1_000_000);aspect-ratio:\(width)/\(height)"
        }
        var imageStyle: String {
            "width:\(Self.percent(sheetWidth, of: width));left:-\(Self.percent(x, of: width));top:-\(Self.percent(y, of: height))"
        }
    }

    /// The styles of `imageViews`.
    static let viewerCSS = """
        .views button.on{background:#48f;color:#fff} .view img{max-width:100%;max-height:80vh;image-rendering:pixelated;border:1px solid #ccc} .sbs{display:inline-flex;gap:4px;align-items:flex-start;background:#a0a0a0} .sbs img{max-width:calc((100% - 8px) / 3)}
        .view .cut{display:inline-block;position:relative;overflow:hidden;vertical-align:top;border:1px solid #ccc;width:min(var(--w),calc(80vh * var(--r)));max-width:100%}
        .view .cut img{position:absolute;max-width:none;max-height:none;height:auto;border:0} .sbs .cut{max-width:calc((100% - 8px) / 3)}
        .stack{position:relative;display:inline-block} .stack > .top,.stack > .b-actual{position:absolute;left:0;top:0}
        .slider input{display:block;width:100%}
        .blink[data-showing=expected] .b-actual{visibility:hidden} .blink[data-showing=actual] .b-expected{visibility:hidden}
        """

    static let script =
        "\"use strict\";\n" + viewerScript + #"""
            const token = document.body.dataset.token || "";
            const entries = [...document.querySelectorAll(".entry")];
            function applyFilters() {
              const on = new Set([...document.querySelectorAll(".filter input:checked")].map(c => c.value));
              entries.forEach(e => { e.hidden = !on.has(e.dataset.status); });
            }
            document.querySelectorAll(".filter input").forEach(c => c.addEventListener("change", applyFilters));
            entries.forEach(setUpViews);
            let current = -1;
            function failures() { return entries.filter(e => !e.hidden && e.dataset.status !== "passed"); }
            function move(step) {
              const list = failures(); if (!list.length) return;
              const at = list.indexOf(entries[current]);
              const next = list[Math.max(0, Math.min(list.length - 1, at < 0 ? (step > 0 ? 0 : list.length - 1) : at + step))];
              entries.forEach(e => e.classList.remove("current"));
              next.classList.add("current"); current = entries.indexOf(next);
              next.scrollIntoView({block: "start"});
            }
            document.addEventListener("keydown", ev => {
              if (ev.target && ev.target.tagName === "INPUT" && ev.target.type !== "checkbox") return;
              if (ev.key === "j") move(1); else if (ev.key === "k") move(-1);
              else if (/^[1-6]$/.test(ev.key) && current >= 0) {
                const b = entries[current].querySelectorAll(".views button")[Number(ev.key) - 1]; if (b) b.click();
              }
            });
            async function post(path, body) {
              const r = await fetch(path, {method: "POST", headers: {"X-Galley-Token": token, "Content-Type": "text/plain"}, body});
              const j = await r.json().catch(() => ({error: "HTTP " + r.status}));
              if (!r.ok) throw new Error(j.error || ("HTTP " + r.status));
              return j;
            }
            function markAccepted(name) {
              const e = entries.find(x => x.dataset.name === name); if (!e) return;
              e.dataset.accepted = "true";
              e.querySelector(".accepted-mark").textContent = " · accepted";
              const b = e.querySelector("button.accept"); if (b) b.disabled = true;
            }
            document.querySelectorAll("button.accept").forEach(b => b.addEventListener("click", async () => {
              const s = b.parentElement.querySelector(".accept-status");
              try { const j = await post("/accept", b.dataset.name); j.accepted.forEach(a => markAccepted(a.name)); s.textContent = "accepted into " + j.accepted.map(a => a.golden).join(", "); }
              catch (err) { s.textContent = "not accepted: " + err.message; }
            }));
            const all = document.getElementById("accept-all");
            if (all) all.addEventListener("click", async () => {
              const s = document.getElementById("accept-all-status");
              try { const j = await post("/accept-all", ""); j.accepted.forEach(a => markAccepted(a.name)); s.textContent = j.accepted.length + " accepted"; }
              catch (err) { s.textContent = "not accepted: " + err.message; }
            });
            // Test hook (?selftest=1, ?selftest=accept&name=N): the page checks itself and writes what
            // it found into a pre element with id selftest, for a headless browser's --dump-dom.
            async function selftest(mode) {
              const out = {};
              await selftestViews(out, entries);
              document.dispatchEvent(new KeyboardEvent("keydown", {key: "j"}));
              out.keyboard = (document.querySelector(".entry.current") || {}).id || null;
              const boxes = [...document.querySelectorAll(".filter input")];
              boxes.forEach(c => { c.checked = c.value === "passed"; c.dispatchEvent(new Event("change")); });
              out.filterPassedOnly = entries.filter(x => !x.hidden).map(x => x.dataset.status);
              boxes.forEach(c => { c.checked = c.value !== "passed"; c.dispatchEvent(new Event("change")); });
              if (mode === "accept") {
                const name = new URLSearchParams(location.search).get("name");
                const target = entries.find(x => x.dataset.name === name);
                const b = target && target.querySelector("button.accept");
                out.acceptButton = !!b;
                if (b) {
                  b.click();
                  for (let i = 0; i < 100 && target.dataset.accepted !== "true" && !target.querySelector(".accept-status").textContent; i++) await new Promise(r => setTimeout(r, 50));
                  out.accepted = target.dataset.accepted === "true";
                  out.acceptStatus = target.querySelector(".accept-status").textContent;
                }
              }
              const pre = document.createElement("pre"); pre.id = "selftest"; pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            }
            const mode = new URLSearchParams(location.search).get("selftest");
            if (mode) selftest(mode);
            """#
}
