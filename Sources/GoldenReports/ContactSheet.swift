import Galley
import Templates

/// The gallery's `index.html`: images grouped by catalog screen, a filter per matrix axis, each image's
/// traits as its caption, click to zoom. One static file with relative image paths, so it opens from
/// `file://` without a server. `?selftest=1` makes the page check itself (every image decoded, each
/// filter hides exactly its images) and write the result as JSON into `<pre id="selftest">`.
public enum ContactSheet {
    public static func html(_ images: [GalleryRun.Image], title: String = "Galley gallery") -> String {
        let esc = HTML.escape
        // Axis values in matrix order, as they occur.
        var axes: [(key: String, label: String, values: [String])] = [
            ("width", "Width", []), ("appearance", "Appearance", []),
            ("direction", "Direction", []), ("textsize", "Text size", []),
        ]
        // A design matrix (`--design-matrix`) adds its axis: the modifier contexts of each design.
        let designMatrix = images.contains { $0.entry.design != nil }
        if designMatrix { axes.append(("design", "Design", [])) }
        func values(_ e: GalleryMatrix.Entry) -> [String] {
            let t = e.traits
            return [
                GalleryMatrix.widthName(t.width), t.userInterfaceStyle.rawValue, GalleryMatrix.directionName(t.layoutDirection),
                GalleryMatrix.textSizeName(t.preferredContentSizeCategory),
            ] + (designMatrix ? [e.design?.label ?? "default"] : [])
        }
        var groups: [(screen: CatalogScreen, images: [GalleryRun.Image])] = []
        for image in images {
            for (i, v) in values(image.entry).enumerated() where !axes[i].values.contains(v) { axes[i].values.append(v) }
            if let g = groups.firstIndex(where: { $0.screen.name == image.entry.screen.name }) {
                groups[g].images.append(image)
            } else {
                groups.append((image.entry.screen, [image]))
            }
        }
        var out = """
            <header><h1>\(esc(title)) — \(images.count) images</h1>

            """
        for axis in axes {
            out += "<fieldset data-axis=\"\(axis.key)\"><legend>\(axis.label)</legend>"
            for v in axis.values {
                out += "<label><input type=\"checkbox\" checked data-axis=\"\(axis.key)\" value=\"\(esc(v))\"> \(esc(v))</label>"
            }
            out += "</fieldset>\n"
        }
        // A gallery run that audited adds the findings column: a count per image and a filter.
        let audited = images.contains { $0.findings != nil }
        if audited {
            out += "<fieldset data-findings-filter><legend>Accessibility</legend>"
            out += "<label><input type=\"checkbox\" id=\"has-findings\"> has findings</label></fieldset>\n"
        }
        out += "</header>\n"
        for g in groups {
            out += "<section data-template=\"\(esc(g.screen.name))\"><h2>\(esc(g.screen.name))</h2><p>\(esc(g.screen.summary))</p><div class=\"grid\">\n"
            for image in g.images {
                let v = values(image.entry)
                var caption = "\(v[0]) pt · \(v[1]) · \(v[2]) · \(v[3])" + (designMatrix ? " · \(v[4])" : "")
                caption += " — \(image.pixelWidth)×\(image.pixelHeight) px"
                var findings = ""
                if audited, let f = image.findings {
                    caption += " · \(f.count) finding\(f.count == 1 ? "" : "s")"
                    findings = " data-findings=\"\(f.count)\" title=\"\(esc(f.joined(separator: "\n")))\""
                }
                out +=
                    "<figure data-width=\"\(esc(v[0]))\" data-appearance=\"\(esc(v[1]))\" data-direction=\"\(esc(v[2]))\" data-textsize=\"\(esc(v[3]))\""
                    + (designMatrix ? " data-design=\"\(esc(v[4]))\"" : "") + "\(findings)>"
                out +=
                    "<img loading=\"eager\" src=\"\(esc(image.entry.name)).png\" alt=\"\(esc(image.entry.name))\"><figcaption>\(esc(caption))</figcaption></figure>\n"
            }
            out += "</div></section>\n"
        }
        out += """
            <div id="zoom"><div></div><img alt=""></div>
            <pre id="selftest" hidden></pre>

            """
        return HTML.page(
            title: title, head: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n", css: "\n" + css + "\n",
            body: out, script: "\n" + script + "\n")
    }

    static let css = """
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 16px; z-index: 2; }
        header h1 { font-size: 18px; margin: 4px 0 8px; }
        fieldset { display: inline-block; border: 1px solid #ccc; border-radius: 6px; margin: 0 8px 4px 0; padding: 2px 8px; }
        legend { font-size: 12px; color: #666; }
        label { margin-right: 8px; white-space: nowrap; }
        section { padding: 8px 16px; }
        section h2 { font-size: 16px; margin: 12px 0 2px; }
        section p { margin: 0 0 8px; color: #666; }
        .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; background: #fff; border-radius: 8px; padding: 6px; box-shadow: 0 1px 2px #0002; cursor: zoom-in; }
        figure img { display: block; width: 160px; height: auto; }
        figcaption { font-size: 11px; color: #444; margin-top: 4px; max-width: 160px; }
        figure.hidden, section.hidden { display: none; }
        #zoom { position: fixed; inset: 0; background: #000c; display: none; overflow: auto; z-index: 3; cursor: zoom-out; text-align: center; }
        #zoom.open { display: block; }
        #zoom img { max-width: none; width: auto; margin: 24px auto; background: #fff; }
        #zoom div { color: #fff; margin-top: 12px; }
        """

    static let script = #"""
        const axes = [...new Set([...document.querySelectorAll("fieldset[data-axis]")].map(f => f.dataset.axis))];
        function applyFilters() {
          const on = {};
          for (const a of axes) on[a] = new Set([...document.querySelectorAll(`input[data-axis="${a}"]`)].filter(i => i.checked).map(i => i.value));
          const onlyFindings = document.getElementById("has-findings")?.checked ?? false;
          for (const f of document.querySelectorAll("figure")) {
            f.classList.toggle("hidden", !axes.every(a => on[a].has(f.dataset[a])) || (onlyFindings && f.dataset.findings === "0"));
          }
          for (const s of document.querySelectorAll("section")) {
            s.classList.toggle("hidden", !s.querySelector("figure:not(.hidden)"));
          }
        }
        for (const i of document.querySelectorAll("input[data-axis], #has-findings")) i.addEventListener("change", applyFilters);
        const zoom = document.getElementById("zoom");
        for (const f of document.querySelectorAll("figure")) f.addEventListener("click", () => {
          const img = f.querySelector("img");
          zoom.querySelector("img").src = img.getAttribute("src");
          zoom.querySelector("img").style.width = (img.naturalWidth / 3) + "px";
          zoom.querySelector("div").textContent = img.alt + " — " + f.querySelector("figcaption").textContent;
          zoom.classList.add("open");
        });
        zoom.addEventListener("click", () => zoom.classList.remove("open"));
        document.addEventListener("keydown", e => { if (e.key === "Escape") zoom.classList.remove("open"); });

        // ?selftest=1: every image decoded; unchecking a value hides exactly the figures with it.
        async function selftest() {
          const imgs = [...document.querySelectorAll("figure img")];
          await Promise.all(imgs.map(i => i.complete ? null : new Promise(r => { i.onload = r; i.onerror = r; })));
          const result = { images: imgs.length, broken: imgs.filter(i => !(i.naturalWidth > 0)).map(i => i.getAttribute("src")), filters: [] };
          const visible = () => [...document.querySelectorAll("figure")].filter(f => getComputedStyle(f).display !== "none" && getComputedStyle(f.closest("section")).display !== "none");
          for (const box of document.querySelectorAll("input[data-axis]")) {
            const a = box.dataset.axis, v = box.value;
            const expected = [...document.querySelectorAll("figure")].filter(f => f.dataset[a] !== v).length;
            box.checked = false; applyFilters();
            const shown = visible();
            result.filters.push({ axis: a, value: v, visible: shown.length, expected, leaked: shown.filter(f => f.dataset[a] === v).length });
            box.checked = true; applyFilters();
          }
          result.allVisibleAgain = visible().length;
          const pre = document.getElementById("selftest");
          pre.textContent = JSON.stringify(result);
          pre.hidden = false;
        }
        if (new URLSearchParams(location.search).has("selftest")) selftest();
        """#
}
