# Writes the list-family scenes of Goldens/scenes/families/list: python3 make_list_scenes.py DIR.
# Their icons are inputs, not goldens: Tests/Fixtures/ListIcons (made by make_icons.py there).
import json, os, sys
out = sys.argv[1]
def scene(traits, appearance, sections, design=None):
    d = {"version": 2, "traits": dict({"width": 390, "scale": 2}, **traits), "list": {"appearance": appearance}, "sections": sections}
    if design: d["design"] = design
    return d
icon = lambda n: {"source": "../../../../Tests/Fixtures/ListIcons/%s@3x.png" % n}
settings_sections = [
    {"id": "net", "header": "Connections", "items": [
        {"id": "wifi", "kind": "valueCell", "text": "Wi-Fi", "secondaryText": "Home Network", "image": icon("wifi"), "accessories": ["disclosureIndicator"]},
        {"id": "cell", "kind": "valueCell", "text": "Cellular", "secondaryText": "Off", "image": icon("cellular"), "accessories": ["disclosureIndicator"]},
        {"id": "notif", "kind": "cell", "text": "Notifications", "image": icon("notifications"), "accessories": [{"badge": 12}, "disclosureIndicator"]},
        {"id": "focus", "kind": "subtitleCell", "text": "Focus", "secondaryText": "Do Not Disturb until 7:00", "image": icon("focus"), "accessories": [{"label": "On"}, "disclosureIndicator"]},
    ], "footer": "Rows with icons keep their text at the same place; values sit beside the title when they fit."},
    {"id": "choices", "header": "Choices", "items": [
        {"id": "auto", "kind": "cell", "text": "Automatic", "accessories": ["checkmark"]},
        {"id": "manual", "kind": "cell", "text": "Manual", "state": "disabled", "accessories": [{"checkmark": {"tint": "systemGreen"}}]},
        {"id": "info", "kind": "subtitleCell", "text": "About this device", "secondaryText": "Model, serial number and more", "accessories": ["detail"]},
    ]},
    {"id": "edit", "headerKind": "prominentInsetGroupedHeader", "header": "Editing", "items": [
        {"id": "gen", "kind": "cell", "text": "General", "image": icon("general"), "accessories": ["delete", "reorder"]},
        {"id": "folder", "kind": "cell", "text": "Folders", "accessories": [{"outlineDisclosure": {"expanded": False}}]},
        {"id": "open", "kind": "cell", "text": "Open folder", "accessories": [{"outlineDisclosure": {"expanded": True}}, {"customView": {"id": "switch", "width": 51, "height": 31}}]},
        {"id": "long", "kind": "valueCell", "text": "A setting with a name far too long for one row of this list", "numberOfLines": 1, "secondaryText": "Value", "accessories": ["disclosureIndicator"]},
    ]},
]
files = {
    "settings.json": scene({}, "insetGrouped", settings_sections),
    "settings-rtl-dark.json": scene({"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark"}, "insetGrouped", settings_sections),
    "settings-ax.json": scene({"preferredContentSizeCategory": "accessibilityLarge"}, "insetGrouped", settings_sections[:2]),
}
variants = [
    {"id": "v", "header": "Variants", "items": [
        {"kind": "cell", "text": "cell"},
        {"kind": "subtitleCell", "text": "subtitleCell", "secondaryText": "with secondary text"},
        {"kind": "subtitleCell", "text": "subtitleCell without secondary text"},
        {"kind": "valueCell", "text": "valueCell", "secondaryText": "side by side"},
        {"kind": "valueCell", "text": "valueCell whose texts do not fit", "secondaryText": "so they stack"},
        {"kind": "sidebarCell", "text": "sidebarCell with a template image", "image": {"source": "../../../../Tests/Fixtures/ListIcons/star-template@3x.png", "template": True}},
        {"kind": "cell", "text": "Truncated to one line: " + "a very long title " * 4, "numberOfLines": 1},
        {"kind": "subtitleCell", "text": "Two lines at most: " + "wrapping text " * 8, "numberOfLines": 2, "secondaryText": "Secondary " * 12, "secondaryNumberOfLines": 1},
    ], "footer": "groupedFooter: footnote in secondaryLabel."},
    {"id": "p", "headerKind": "prominentInsetGroupedHeader", "header": "Prominent header", "items": [{"kind": "cell", "text": "Row"}]},
    {"id": "x", "headerKind": "extraProminentInsetGroupedHeader", "header": "extraProminent", "items": [{"kind": "cell", "text": "Row"}]},
]
files["variants.json"] = scene({}, "insetGrouped", variants)
files["variants-rtl-dark-ax.json"] = scene({"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark", "preferredContentSizeCategory": "accessibilityMedium"}, "insetGrouped", variants)
plain = [
    {"id": "a", "header": "Plain header", "items": [
        {"kind": "subtitleCell", "text": "Plain list row", "secondaryText": "systemBackground rows, separators between"},
        {"kind": "valueCell", "text": "Value", "secondaryText": "42"},
        {"kind": "cell", "text": "Last row", "accessories": ["disclosureIndicator"]}],
     "footer": "Plain footer"},
]
files["plain-dark.json"] = scene({"userInterfaceStyle": "dark"}, "plain", plain)
files["plain-rtl.json"] = scene({"layoutDirection": "rightToLeft"}, "plain", plain)
backgrounds = [
    {"id": "card", "header": "Section background", "background": {"color": "secondarySystemGroupedBackground", "cornerRadius": 14, "cornerCurve": "continuous",
      "strokeColor": "systemBlue", "strokeWidth": 1, "strokeOutset": 0, "shadow": {"color": "black", "opacity": 0.18, "radius": 6, "offset": [0, 3]},
      "insets": [4, 0, 4, 0]},
     "separators": {"visible": False},
     "items": [{"kind": "subtitleCell", "text": "Stroked, shadowed, inset", "secondaryText": "every row draws its own background"},
               {"kind": "cell", "text": "Second row"}]},
    {"id": "grid", "header": "Cards in a grid", "layout": {"grid": {"columns": 2, "spacing": 10}}, "items": [
        {"kind": "subtitleCell", "text": "Card", "secondaryText": "card radius, card shadow"},
        {"kind": "subtitleCell", "text": "Card two", "secondaryText": "from the design"}]},
    {"id": "sep", "header": "Separators from the scene", "separators": {"color": "systemRed", "leadingInset": 0},
     "items": [{"kind": "cell", "text": "Full-width red separators"}, {"kind": "cell", "text": "Next"}, {"kind": "cell", "text": "Last"}]},
]
files["backgrounds.json"] = scene({}, "insetGrouped", backgrounds,
    design={"shadows": {"card": {"color": "black", "opacity": 0.12, "radius": 8, "offset": [0, 2]}}})
files["backgrounds-dark.json"] = scene({"userInterfaceStyle": "dark"}, "insetGrouped", backgrounds,
    design={"shadows": {"card": {"color": "black", "opacity": 0.12, "radius": 8, "offset": [0, 2]}}})
states = [
    {"id": "grouped", "header": "Cell states (inset grouped)", "items": [
        {"id": "normal", "kind": "cell", "text": "Normal", "accessories": ["disclosureIndicator"]},
        {"id": "highlighted", "kind": "cell", "text": "Highlighted: systemGray4", "state": "highlighted", "accessories": ["disclosureIndicator"]},
        {"id": "selected", "kind": "subtitleCell", "text": "Selected: systemGray4", "secondaryText": "the row keeps its rounded corners", "state": "selected", "accessories": ["checkmark"]},
        {"id": "disabled", "kind": "cell", "text": "Disabled: dimmed content", "state": "disabled", "accessories": ["disclosureIndicator"]}]},
    {"id": "sidebar", "header": "Sidebar", "items": [
        {"id": "sb-inbox", "kind": "sidebarCell", "text": "Inbox", "image": {"source": "../../../../Tests/Fixtures/ListIcons/star-template@3x.png", "template": True}, "state": "selected"},
        {"id": "sb-drafts", "kind": "sidebarCell", "text": "Drafts", "image": {"source": "../../../../Tests/Fixtures/ListIcons/star-template@3x.png", "template": True}},
        {"id": "sb-sent", "kind": "sidebarCell", "text": "Sent (highlighted)", "image": {"source": "../../../../Tests/Fixtures/ListIcons/star-template@3x.png", "template": True}, "state": "highlighted"}]},
]
plain_states = [{"id": "plain", "header": "Plain list", "items": [
    {"id": "p1", "kind": "subtitleCell", "text": "Selected plain row", "secondaryText": "full width, no corners", "state": "selected"},
    {"id": "p2", "kind": "cell", "text": "Next row"}]}]
files["states.json"] = scene({}, "insetGrouped", states)
files["states-rtl-dark.json"] = scene({"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark"}, "insetGrouped", states)
files["states-plain.json"] = scene({}, "plain", plain_states)
photo = "../../gallery/images/valley.png"
image_modes = [{"id": "modes", "header": "Image content modes (a wide photo in a 60 x 44 pt box)", "items": [
    {"id": "m-" + m, "kind": "subtitleCell", "text": m, "secondaryText": note,
     "image": {"source": photo, "width": 60, "height": 44, "contentMode": m}}
    for m, note in [("aspectFit", "the default: whole, letterboxed"), ("aspectFill", "covers the box, cropped"),
                    ("scaleToFill", "stretched to the box"), ("center", "at its own size, cropped")]]}]
files["image-modes.json"] = scene({}, "insetGrouped", image_modes, design={"version": 2, "elements": {"list": {"subtitleCell": {"imageCornerRadius": 6}}}})
files["image-modes-rtl-dark.json"] = scene({"layoutDirection": "rightToLeft", "userInterfaceStyle": "dark"}, "insetGrouped", image_modes, design={"version": 2, "elements": {"list": {"subtitleCell": {"imageCornerRadius": 6}}}})
for name, s in files.items():
    with open(os.path.join(out, name), "w") as f:
        json.dump(s, f, indent=2, ensure_ascii=False); f.write("\n")
