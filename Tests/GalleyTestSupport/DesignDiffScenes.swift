/// The small scenes design diffs are tested on (grid tiles and condensed article cards on cards,
/// an inset-grouped list of value cells; light/dark × ltr/rtl at 1x), shared by the library's
/// tests (GoldenDesignDiffTests) and the command line's (`galley diff-design`).
public enum DesignDiffScenes {
    public static let traits: [(style: String, direction: String)] = [
        ("light", "leftToRight"), ("dark", "leftToRight"), ("light", "rightToLeft"), ("dark", "rightToLeft"),
    ]

    public static func cards(_ t: (style: String, direction: String), design: String) -> String {
        """
        {"version": 2, "design": "\(design)",
         "traits": {"width": 240, "scale": 1, "layoutDirection": "\(t.direction)", "userInterfaceStyle": "\(t.style)"},
         "list": {"appearance": "insetGrouped"},
         "sections": [
          {"id": "tiles", "layout": {"grid": {"columns": 2, "spacing": 8}}, "background": {"color": "clear"},
           "items": [{"id": "g1", "kind": "gridTile", "title": "Harbour", "caption": "City"},
                     {"id": "g2", "kind": "gridTile", "title": "Valley", "caption": "Travel"}]},
          {"id": "cards", "background": {"color": "clear"}, "separators": {"visible": false},
           "items": [{"id": "a1", "kind": "articleCardCondensed", "title": "Harbour lights return", "metadata": "City · 4 min"}]}
         ]}
        """
    }

    public static func list(_ t: (style: String, direction: String), design: String) -> String {
        """
        {"version": 2, "design": "\(design)",
         "traits": {"width": 240, "scale": 1, "layoutDirection": "\(t.direction)", "userInterfaceStyle": "\(t.style)"},
         "list": {"appearance": "insetGrouped"},
         "sections": [{"id": "general", "header": "General",
           "items": [{"id": "wifi", "kind": "valueCell", "text": "Wi-Fi", "secondaryText": "Home"},
                     {"id": "bt", "kind": "valueCell", "text": "Bluetooth", "secondaryText": "On"}]}]}
        """
    }
}
