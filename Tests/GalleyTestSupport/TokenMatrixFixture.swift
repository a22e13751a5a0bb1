import Support

/// A DTCG resolver with a `theme` modifier (light, dark) and two more — `brand` (a: orange text,
/// b: violet text, or `brandBLabel`) and `density` (regular; compact: 4 pt card radius) — so
/// `--design-matrix` has four combinations. Written into `dir` as `r.json` and its sources.
public enum TokenMatrixFixture {
    public static func write(to dir: String, brandBLabel: String = "#6600ff") throws {
        let files = [
            "base.json":
                ##"{"color": {"$type": "color", "ink": {"$value": "#000000"}, "paper": {"$value": "#ffffff"}}, "radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}}}"##,
            "light.json": ##"{"color": {"label": {"$value": "{color.ink}"}}}"##,
            "dark.json": ##"{"color": {"label": {"$value": "{color.paper}"}}}"##,
            "brand-a.json": ##"{"color": {"label": {"$type": "color", "$value": "#ff6600"}}}"##,
            "brand-b.json": #"{"color": {"label": {"$type": "color", "$value": "\#(brandBLabel)"}}}"#,
            "compact.json": ##"{"radius": {"card": {"$value": {"value": 4, "unit": "px"}}}}"##,
            "r.json": ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
               "brand": {"contexts": {"a": [{"$ref": "brand-a.json"}], "b": [{"$ref": "brand-b.json"}]}, "default": "a"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"},
               {"type": "modifier", "name": "density", "contexts": {"regular": [], "compact": [{"$ref": "compact.json"}]}, "default": "regular"}]}
            """##,
        ]
        for (name, text) in files { try FileIO.writeAtomically(text, to: dir + "/" + name) }
    }
}
