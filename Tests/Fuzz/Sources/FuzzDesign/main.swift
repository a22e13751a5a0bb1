import FuzzSupport
import Galley

/// Design-model JSON (a version 2 design object, as a design file or a scene's inline `"design"`
/// holds it): spliced into a small scene with one item of every content kind, parsed, then
/// rendered (layout, display list, raster) under the 1 Mpx limit. A design that parses must render
/// or fail with a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDesign(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let design = FuzzSupport.bytes(data, size)
    guard let scene = try? Scene(json: prefix + design + suffix, file: "fuzz.json") else { return 0 }
    _ = try? FuzzSupport.renderer.render(scene, baseDirectory: "/nonexistent-fuzz-dir")
    return 0
}

let prefix = Array(#"{"version": 2, "traits": {"width": 320, "scale": 1}, "list": {"appearance": "insetGrouped"}, "design": "#.utf8)
let suffix = Array(
    (#", "sections": [{"id": "s0", "header": "Header", "footer": "Footer", "background": {"color": "secondarySystemGroupedBackground", "cornerRadius": 14, "shadow": {"color": "black", "opacity": 0.18, "radius": 6, "offset": [0, 3]}}, "items": ["#
        + #"{"id": "a", "kind": "subtitleCell", "text": "Stroked", "secondaryText": "every row"}, {"id": "b", "kind": "cell", "text": "Row"}, {"id": "c", "kind": "valueCell", "text": "Value", "secondaryText": "42"}, {"id": "d", "kind": "sidebarCell", "text": "Sidebar"}, {"id": "e", "kind": "sectionHeader", "title": "Top Stories", "action": "See All"}]}, "#
        + #"{"id": "s1", "layout": {"grid": {"columns": 2, "spacing": 10}}, "items": [{"id": "f", "kind": "articleCardCondensed", "title": "Harbour lights return", "metadata": "City · 4 min read"}, {"id": "g", "kind": "nativeAd", "advertiser": "Hill", "headline": "Boots", "body": "Waterproof.", "callToAction": "Shop Now"}, {"id": "h", "kind": "pinnedCard", "title": "Quarterly plan", "metadata": "Pinned by Ana"}, {"id": "i", "kind": "folderCard", "name": "Invoices", "count": 12}, {"id": "j", "kind": "documentRow", "title": "Budget.xlsx", "metadata": "Edited", "badges": ["XLSX"], "permissions": ["shared", "locked"]}]}, "#
        + #"{"id": "s2", "items": [{"id": "k", "kind": "loadingPanel", "message": "Loading"}, {"id": "l", "kind": "retryPanel", "title": "Couldn't load", "message": "Check", "buttonTitle": "Try Again"}, {"id": "m", "kind": "exhaustedPanel", "title": "Done", "message": "No more."}, {"id": "n", "kind": "gridTile", "title": "Glacier", "caption": "Nature · 12:04"}, {"id": "o", "kind": "storyBubble", "caption": "Cinema", "seen": false}]}]}"#)
        .utf8)
