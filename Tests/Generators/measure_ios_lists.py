# Measures list geometry on real iOS simulator screenshots (Tests/Fixtures/ios-lists) and writes
# Tests/Fixtures/ios-lists/measurements.json, which ListFidelityTests compares Galley against.
#
#   python3 Tests/Generators/measure_ios_lists.py            # from the package root; needs Pillow
#
# Every quantity is in points (pixels / 3: all references are @3x). Text positions are ink
# positions (the first dark pixel of the first glyph, the bottom of capital letters), so fonts
# with other side bearings (Galley draws Inter where iOS draws SF Pro) differ by a fraction of a
# point; the fidelity test measures Galley's pixels the same way.
#
# The AccessibilitySnapshot references of iOS 18.5 draw each accessibility element over the
# screenshot: headers and footers as translucent fills of their frames, rows as 4 pt outlines
# centred on their frames (2 pt outside, 2 pt inside). A row's frame is its white interior grown
# by 2 pt; a header's frame is its fill (the row outline below it covers its last 2 pt). The
# iOS 17.5 references of the same tests carry no such overlay on rows and headers.
import json, os, sys
from PIL import Image

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fixtures", "ios-lists")
BG_GROUPED = (242, 242, 242)  # systemGroupedBackground as the 18.5/17.5 references store it
WHITE = (255, 255, 255)


def load(name):
    im = Image.open(os.path.join(ROOT, name)).convert("RGB")
    return im, im.load()


def pt(px):
    return round(px / 3, 2)


def vruns(px, x, y0, y1):
    """Runs of equal colour down column x: (start px, end px exclusive, colour)."""
    out, prev, s = [], None, y0
    for y in range(y0, y1):
        c = px[x, y]
        if c != prev:
            if prev is not None:
                out.append((s, y, prev))
            prev, s = c, y
    out.append((s, y1, prev))
    return out


def ink_box(px, x0, y0, x1, y1, dark=300):
    """Bounding box (px) of pixels whose r+g+b is below `dark` inside the box."""
    xs, ys = [], []
    for y in range(y0, y1):
        for x in range(x0, x1):
            r, g, b = px[x, y]
            if r + g + b < dark:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def capital_baseline(px, box, dark):
    """The bottom of the first glyph's ink (a capital letter without descender)."""
    x0, y0, x1, y1 = box
    first = [y for y in range(y0, y1) for x in range(x0, x0 + 6) if sum(px[x, y]) < dark]
    return max(first) + 1


def plain_table_ios13():
    """swift-snapshot-testing testTableViewController: UITableViewController, 10 rows of
    UITableViewCell default style, iPhone SE traits (320 pt) rendered @3x."""
    im, px = load("swift-snapshot-testing/testTableViewController.1.png")
    w = im.size[0]
    runs = vruns(px, w // 2, 0, im.size[1])
    seps = [(a, b) for a, b, c in runs if c != WHITE]
    pitch = [pt(seps[i + 1][0] - seps[i][0]) for i in range(len(seps) - 1)]
    y = seps[0][0]
    xs = [x for x in range(w) if px[x, y] != WHITE]
    text = ink_box(px, 0, 0, w // 2, seps[0][0])
    # Ten rows with text; is there a line under the tenth (the last) row?
    last_row_bottom = seps[9][0] if len(seps) > 9 else None
    return {
        "width": 320, "ios": "13", "appearance": "plain",
        "rowHeight": pitch[0],
        "separatorLeadingX": pt(min(xs)), "separatorTrailingX": pt(max(xs) + 1),
        "separatorThickness": pt(seps[0][1] - seps[0][0]),
        "textInkX": pt(text[0]),
        "separatorUnderLastRow": last_row_bottom is not None,
    }


def layout_margins_ios13():
    """swift-snapshot-testing testCollectionViewsWithMultipleScreenSizes: a collection view
    pinned to the root view's layoutMarginsGuide, on iPhone SE (320), 8 (375) and Xs Max (414)."""
    out = {}
    for device, width in [("iphoneSe", 320), ("iphone8", 375), ("iphoneMax", 414)]:
        im, px = load("swift-snapshot-testing/testCollectionViewsWithMultipleScreenSizes.%s.png" % device)
        w, h = im.size
        cols = [x for x in range(w) if any(px[x, y] != WHITE for y in range(0, h, 3))]
        out[str(width)] = {"leading": pt(cols[0]), "trailing": pt(w - cols[-1] - 1)}
    return {"ios": "13", "layoutMargins": out}


def plain_table_modern(name, width, ios, safe_top):
    """AccessibilitySnapshot testTableHitTarget: a plain UITableView of three UIListContentConfiguration
    cells ("Hello World") with a switch; the hit-target overlay tints each row's content view."""
    im, px = load("AccessibilitySnapshot/" + name)
    w = width * 3
    runs = [r for r in vruns(px, w // 3, 0, 400 * 3)]
    rows = [(a, b) for a, b, c in runs if b - a > 60 and c != WHITE]
    lines = [(a, b) for a, b, c in runs if b - a <= 3 and a > rows[0][0]]
    y = lines[0][0]
    sep = [x for x in range(w) if px[x, y] != px[x, y - 3]]
    text = ink_box(px, 0, rows[0][0], w // 2, rows[0][1], dark=250)
    last_line = [l for l in lines if l[0] >= rows[2][1] - 1]
    return {
        "width": width, "ios": ios, "appearance": "plain",
        "rowHeight": pt(rows[1][0] - rows[0][0]),
        "firstRowTop": pt(rows[0][0]) - safe_top,
        "separatorLeadingX": pt(min(sep)), "separatorTrailingX": pt(max(sep) + 1),
        "textInkX": pt(text[0]),
        "separatorUnderLastRow": bool(last_line),
    }


def inset_grouped_modern(name, width, ios, safe_top, footers):
    """AccessibilitySnapshot SwiftUIListSectionTests: a SwiftUI List (UICollectionView inset-grouped
    list) of two sections with text headers (and footers)."""
    im, px = load("AccessibilitySnapshot/" + name)
    w = width * 3
    overlay = ios.startswith("18")
    runs = vruns(px, w // 2, 0, im.size[1])
    whites = [(a, b) for a, b, c in runs if c == WHITE and b - a > 60]
    if overlay:
        rows = [(a - 6, b + 6) for a, b in whites]  # the outline's 2 pt inside the frame
    else:
        rows = [(a, b) for a, b in whites]
    # Sections: rows that touch (within a hairline) belong to one card.
    cards, cur = [], [rows[0]]
    for r in rows[1:]:
        if r[0] - cur[-1][1] <= 2:
            cur.append(r)
        else:
            cards.append((cur[0][0], cur[-1][1], len(cur)))
            cur = [r]
    cards.append((cur[0][0], cur[-1][1], len(cur)))
    row_pitch = rows[1][0] - rows[0][0]
    # Card edges across: the first white column at the first row's middle (overlay: outline centre).
    ymid = (rows[0][0] + rows[0][1]) // 2
    line = [px[x, ymid] for x in range(w)]
    if overlay:
        left = next(x for x in range(w) if line[x] != BG_GROUPED) + 6
    else:
        left = next(x for x in range(w) if line[x] == WHITE)
    right = w - next(x for x in range(w) if line[w - 1 - x] != BG_GROUPED) - (6 if overlay else 0)
    text = ink_box(px, 0, rows[0][0] + 6, w // 2, rows[0][1] - 6, dark=250)
    header = ink_box(px, 0, cards[0][0] - 33 * 3, w // 2, cards[0][0] - 3, dark=500)
    baseline = capital_baseline(px, header, 500)
    out = {
        "width": width, "ios": ios, "appearance": "insetGrouped",
        "rowHeight": pt(row_pitch),
        "cardLeadingX": pt(left), "cardTrailingInset": pt(w - right),
        "textInkX": pt(text[0]), "headerInkX": pt(header[0]),
        "headerBaselineAboveSection": pt(cards[0][0] - baseline),
        "firstSectionTop": round(pt(cards[0][0]) - safe_top, 2),
    }
    gap = pt(cards[1][0] - cards[0][1])
    out["footerToHeader" if footers else "sectionToHeadedSection"] = gap
    if footers:
        foot = ink_box(px, 0, cards[0][1] + 3, w // 2, cards[0][1] + 30 * 3, dark=500)
        out["footerInkX"] = pt(foot[0])
        out["footerCapTopBelowSection"] = pt(foot[1] - cards[0][1])
    return out


def ink_clusters(px, x0, y0, x1, y1, dark, gap=3):
    """Horizontal clusters (px) of columns holding a pixel with r+g+b below `dark` in the box,
    split where more than `gap` pt of empty columns lie between: words and glyphs of a row."""
    cols = [x for x in range(x0, x1) if any(sum(px[x, y]) < dark for y in range(y0, y1))]
    out, start, prev = [], None, None
    for x in cols:
        if start is None:
            start = prev = x
        elif x - prev > gap * 3:
            out.append((start, prev + 1))
            start = prev = x
        else:
            prev = x
    if start is not None:
        out.append((start, prev + 1))
    return out


def ink_area(px, box):
    """Ink of a one-colour glyph on white, in pt²: each pixel's coverage (its distance from
    white over the darkest pixel's) summed over the glyph's ink box grown by 1 pt — a proxy
    for the stroke weight."""
    x0, y0, x1, y1 = box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3
    pts = [px[x, y] for y in range(y0, y1) for x in range(x0, x1)]
    full = 765 - min(sum(p) for p in pts)
    return round(sum(max(0.0, min(1.0, (765 - sum(p)) / full)) for p in pts) / 9, 2)


def card_edges(px, w, y):
    """The white card's leading and trailing x (px) on row y of an inset-grouped list."""
    line = [px[x, y] for x in range(w)]
    left = next(x for x in range(w) if line[x] == WHITE)
    right = w - next(x for x in range(w) if line[w - 1 - x] == WHITE)
    return left, right


def accessory_rows(name, width, ios, rows, glyph):
    """home-assistant/iOS snapshot tests (SwiftUI List, inset grouped, iPhone 13 traits): the
    trailing glyph of each row (a NavigationLink's disclosure chevron, or a checkmark symbol at
    the end of the row's content) and the text before it. `rows` are the rows' (top, bottom) in
    points. Chevrons are tertiary gray (r+g+b < 705 catches their antialiased edge); text and the
    blue checkmark are darker."""
    im, px = load("home-assistant/" + name)
    w = width * 3
    gaps, widths, heights, insets, areas = [], [], [], [], []
    for top, bottom in rows:
        y0, y1 = int(top * 3), int(bottom * 3)
        left, right = card_edges(px, w, (y0 + y1) // 2)
        clusters = ink_clusters(px, left, y0 + 6, right, y1 - 6, dark=705)
        g = clusters[-1]
        box = ink_box(px, g[0], y0 + 6, g[1], y1 - 6, dark=705)
        widths.append(pt(box[2] - box[0]))
        heights.append(pt(box[3] - box[1]))
        insets.append(pt(right - box[2]))
        areas.append(ink_area(px, box))
        if len(clusters) > 1:
            gaps.append(pt(g[0] - clusters[-2][1]))
    out = {
        "width": width, "ios": ios, "appearance": "insetGrouped",
        glyph + "InkWidth": round(sum(widths) / len(widths), 2),
        glyph + "InkHeight": round(sum(heights) / len(heights), 2),
        # From the glyph's ink to the card's trailing edge (the cell's).
        glyph + "TrailingInsetInCell": round(sum(insets) / len(insets), 2),
        glyph + "InkArea": round(sum(areas) / len(areas), 2),
    }
    if glyph == "chevron":
        out["valueToChevronGap"] = round(sum(gaps) / len(gaps), 2)
    return out


# UINavigationBar's inline bar is 44 pt tall and centres its title label (17 pt semibold SF Pro:
# ascender 16.18, descender 4.11, so a 20.29 pt line) in it: the title's baseline is
# (44 - 20.29) / 2 + 16.18 = 28.04 pt below the bar's top and 15.96 pt above its bottom.
NAV_BAR_BASELINE_TO_BOTTOM = 44 - ((44 - 20.29) / 2 + 16.18)


def nav_bar_bottom(px, w):
    """The bottom (pt) of an inline navigation bar, from its title's baseline (the bottom of the
    title's first, capital letter). The home-assistant snapshots draw no bar background and no
    status bar, so the bar's edges are not in the pixels; the title is (see README.md: the bar
    ends at 97.3 pt, not at 47 + 44 = 91 pt as iPhone 13's status bar would put it)."""
    x0, y0, x1, y1 = w // 4, 40 * 3, 3 * w // 4, 110 * 3
    # The baseline: the ink bottom most of the title's columns share (a descender, a round
    # letter's overshoot or a crossbar does not move it). Single columns: gap 0.
    bottoms = [ink_box(px, a, y0, b, y1, dark=300)[3] for a, b in ink_clusters(px, x0, y0, x1, y1, 300, gap=0)]
    baseline = max(set(bottoms), key=lambda b: (bottoms.count(b), b))
    return baseline / 3 + NAV_BAR_BASELINE_TO_BOTTOM


def first_section_below_nav_bar(name, width, ios):
    """home-assistant/iOS LocationHistoryListView (a SwiftUI Form, inset grouped, under an inline
    navigation bar, iPhone 13 traits): one section of one row, no header."""
    im, px = load("home-assistant/" + name)
    w = width * 3
    runs = vruns(px, w // 2, 0, im.size[1])
    card = next((a, b) for a, b, c in runs if c == WHITE and b - a > 60)
    left, right = card_edges(px, w, (card[0] + card[1]) // 2)
    return {
        "width": width, "ios": ios, "appearance": "insetGrouped",
        "rowHeight": pt(card[1] - card[0]),
        "cardLeadingX": pt(left), "cardTrailingInset": pt(w - right),
        "firstSectionTop": round(card[0] / 3 - nav_bar_bottom(px, w), 2),
    }


def white_rows_and_cards(runs):
    """The white rows (runs over 60 px) of a column's vertical runs, and the cards they make: rows
    at most 2 px apart belong to one card (its top and bottom)."""
    rows = [(a, b) for a, b, c in runs if c == WHITE and b - a > 60]
    cards, cur = [], [rows[0]]
    for r in rows[1:]:
        if r[0] - cur[-1][1] <= 2:
            cur.append(r)
        else:
            cards.append((cur[0][0], cur[-1][1]))
            cur = [r]
    cards.append((cur[0][0], cur[-1][1]))
    return rows, cards


def inset_grouped_clean(name, width, ios):
    """home-assistant/iOS ListPickerTests (SwiftUI List, inset grouped, iPhone 13 traits, no
    overlay): two sections of four rows, each with a text header."""
    im, px = load("home-assistant/" + name)
    w = width * 3
    runs = vruns(px, w // 2, 0, im.size[1])
    rows, cards = white_rows_and_cards(runs)
    left, right = card_edges(px, w, (rows[0][0] + rows[0][1]) // 2)
    text = ink_box(px, left, rows[0][0] + 6, w // 2, rows[0][1] - 6, dark=600)
    header = ink_box(px, 0, cards[1][0] - 33 * 3, w // 2, cards[1][0] - 3, dark=500)
    return {
        "width": width, "ios": ios, "appearance": "insetGrouped",
        "rowHeight": pt(rows[1][0] - rows[0][0]),
        "cardLeadingX": pt(left), "cardTrailingInset": pt(w - right),
        "textInkX": pt(text[0]), "headerInkX": pt(header[0]),
        "headerBaselineAboveSection": pt(cards[1][0] - capital_baseline(px, header, 500)),
        "sectionToHeadedSection": pt(cards[1][0] - cards[0][1]),
        # Under the inline navigation bar "Title 1".
        "firstSectionTop": round(cards[0][0] / 3 - nav_bar_bottom(px, w), 2),
    }


def inset_grouped_vertical(name, width, ios, safe_top, column):
    """ScanNow SettingsViewSnapshotTests (a SwiftUI Form, inset grouped, in a UIHostingController;
    swift-snapshot-testing's iPhone 13 mini traits, 375 x 812 pt with a 50 pt top safe area, no
    navigation bar): Section("File") of four rows and Section("About") of three, text headers, no
    footers. Vertical quantities only: the recording simulator was an iPhone 14 (390 pt), whose
    screen, not the 375 pt traits, sets the list's layout margins (the cards are inset 20 pt here,
    16 pt in the same test recorded on an iPhone 13 mini, see README.md); the vertical geometry is
    the same in both recordings. `column` (pt) is an x that crosses no row text. These snapshots
    round every row's background on its own (a UIHostingController snapshot artefact of iOS 16);
    rows still touch, so a section's top and bottom are its first and last row's."""
    im, px = load(name)
    runs = vruns(px, column * 3, 0, im.size[1])
    rows, cards = white_rows_and_cards(runs)
    w = width * 3
    header = ink_box(px, 0, cards[1][0] - 33 * 3, w // 2, cards[1][0] - 3, dark=500)
    return {
        "width": width, "ios": ios, "appearance": "insetGrouped",
        "rowHeight": pt(rows[1][0] - rows[0][0]),
        "headerBaselineAboveSection": pt(cards[1][0] - capital_baseline(px, header, 500)),
        "sectionToHeadedSection": pt(cards[1][0] - cards[0][1]),
        "firstSectionTop": round(pt(cards[0][0]) - safe_top, 2),
    }


def main():
    refs = {
        "ios13-plain-320": plain_table_ios13(),
        "ios13-layout-margins": layout_margins_ios13(),
        # Safe area tops: iPhone 15 (393 x 852) 59 pt, iPhone 16 Pro (402 x 874) 62 pt (the
        # 18.5 reference's first header fill starts at 62.0).
        "ios17-plain-393": plain_table_modern("testTableHitTarget_17_5_393x852@3x.png", 393, "17.5", 59),
        "ios18-plain-402": plain_table_modern("testTableHitTarget_18_5_402x874@3x.png", 402, "18.5", 62),
        # iPhone 12 Pro (390 x 844), iOS 15.5: safe area top 47. The same test as testTableHitTarget
        # (FBSnapshotTestCase names a throwing Swift test after its selector, …AndReturnError:).
        "ios15-plain-390": plain_table_modern("testTableHitTargetAndReturnError__15_5_390x844@3x.png", 390, "15.5", 47),
        "ios17-insetgrouped-headers-393": inset_grouped_modern("testListWithSectionHeaders_17_5_393x852@3x.png", 393, "17.5", 59, False),
        "ios18-insetgrouped-headers-402": inset_grouped_modern("testListWithSectionHeaders_18_5_402x874@3x.png", 402, "18.5", 62, False),
        "ios17-insetgrouped-footers-393": inset_grouped_modern("testListWithHeadersAndFooters_17_5_393x852@3x.png", 393, "17.5", 59, True),
        "ios18-insetgrouped-footers-402": inset_grouped_modern("testListWithHeadersAndFooters_18_5_402x874@3x.png", 402, "18.5", 62, True),
        # GesturesSetupView: value rows ("Shake" / "Open debug", three "Using … fingers" rows with
        # values) with disclosure chevrons; ListPicker: "aaaa" with a checkmark.
        "ios18-insetgrouped-value-disclosure-390": accessory_rows(
            "GesturesSetupView.testUI.light.png", 390, "18.2",
            [(327, 363), (426, 459), (470, 503), (514, 547)], "chevron"),
        "ios18-insetgrouped-headers-390": inset_grouped_clean("ListPickerTests.testLitPickerContentUI.light.png", 390, "18.2"),
        "ios18-insetgrouped-noheader-390": first_section_below_nav_bar(
            "LocationHistoryListViewSnapshot.snapshots.LocationHistoryListView-wo-Locations-light.png", 390, "18.2"),
        "ios18-insetgrouped-checkmark-390": accessory_rows(
            "ListPickerTests.testLitPickerContentUI.light.png", 390, "18.2", [(185, 218)], "checkmark"),
        # iOS 16 (16.0-16.2, Xcode 14), iPhone 13 mini traits (375 pt, safe area top 50) on an
        # iPhone 14 simulator. x = 160 pt crosses no text in any row.
        "ios16-insetgrouped-headers-375": inset_grouped_vertical(
            "ScanNow/SettingsViewSnapshotTests.testView_whenSettingsAreDefault.1.png", 375, "16", 50, 160),
    }
    with open(os.path.join(ROOT, "provenance.json")) as f:
        provenance = json.load(f)
    doc = {"note": "written by Tests/Generators/measure_ios_lists.py; points; provenance in provenance.json", "references": refs}
    for k in refs:
        assert k in provenance["references"], "no provenance for " + k
    text = json.dumps(doc, indent=2, sort_keys=True) + "\n"
    if "--check" in sys.argv:
        with open(os.path.join(ROOT, "measurements.json")) as f:
            sys.exit(0 if f.read() == text else "measurements.json is stale: run measure_ios_lists.py")
    with open(os.path.join(ROOT, "measurements.json"), "w") as f:
        f.write(text)
    print(text)


main()
