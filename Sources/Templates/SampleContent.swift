import Support

/// The sample content the catalog's screens show: four kinds of media, each with the words a
/// condensed card, an enriched card, a grid tile and a story bubble need.
public enum SampleMedia: String, Sendable, CaseIterable {
    case articles, videos, podcasts, events

    struct Entry {
        var title: String
        var subtitle: String
        var metadata: String
        var short: String
        /// A sample image name (`SampleImages.names`).
        var image: String
    }

    var heading: String {
        switch self {
        case .articles: return "Top Stories"
        case .videos: return "Watch Now"
        case .podcasts: return "New Episodes"
        case .events: return "This Weekend"
        }
    }

    /// Whether enriched cards show a play button.
    var plays: Bool { self == .videos || self == .podcasts }

    var entries: [Entry] {
        switch self {
        case .articles:
            return [
                Entry(
                    title: "Harbour lights return after a decade of repairs", subtitle: "The old quay reopens with a festival of lanterns.",
                    metadata: "City · 4 min read", short: "Harbour", image: "harbour"),
                Entry(
                    title: "The valley at dawn", subtitle: "Before sunrise, the fog fills every fold of the hills.", metadata: "Travel · 6 min read",
                    short: "Valley", image: "valley"),
                Entry(
                    title: "Why the river changed its course", subtitle: "Geologists trace a century of floods.", metadata: "Science · 9 min read",
                    short: "River", image: "river"),
                Entry(
                    title: "A bakery that never closes", subtitle: "Night shifts, sourdough and regulars.", metadata: "Food · 3 min read", short: "Bakery",
                    image: "bakery"),
                Entry(
                    title: "Council approves the new tram line", subtitle: "Work starts in spring.", metadata: "Local · 2 min read", short: "Tram",
                    image: "lake"),
                Entry(
                    title: "Mapping the city's hidden gardens", subtitle: "Behind the walls of the old town.", metadata: "Culture · 7 min read",
                    short: "Gardens", image: "garden"),
            ]
        case .videos:
            return [
                Entry(
                    title: "Drone flight over the glacier", subtitle: "Twelve minutes above the ice.", metadata: "Nature · 12:04", short: "Glacier",
                    image: "glacier"),
                Entry(title: "How a violin is made", subtitle: "From spruce log to first note.", metadata: "Craft · 8:31", short: "Violin", image: "bakery"),
                Entry(title: "Highlights: the cup final", subtitle: "Every goal and the shoot-out.", metadata: "Sport · 5:47", short: "Final", image: "garden"),
                Entry(title: "Cooking with three ingredients", subtitle: "A weeknight pasta.", metadata: "Food · 4:12", short: "Pasta", image: "river"),
                Entry(title: "Night market walk", subtitle: "Lanterns, noodles and music.", metadata: "Travel · 15:20", short: "Market", image: "market"),
                Entry(title: "The last lighthouse keeper", subtitle: "A documentary.", metadata: "Film · 28:09", short: "Keeper", image: "harbour"),
            ]
        case .podcasts:
            return [
                Entry(
                    title: "Episode 41: Slow software", subtitle: "Why the fastest teams ship less.", metadata: "The Build · 48 min", short: "Build",
                    image: "valley"),
                Entry(
                    title: "The sound of cities", subtitle: "Field recordings from six capitals.", metadata: "Listen Closely · 32 min", short: "Cities",
                    image: "river"),
                Entry(
                    title: "Interview: a marathon at 70", subtitle: "Training, doubts and the finish line.", metadata: "Long Run · 55 min", short: "Marathon",
                    image: "lake"),
                Entry(title: "What bees know", subtitle: "A beekeeper on swarms.", metadata: "Field Notes · 27 min", short: "Bees", image: "garden"),
                Entry(
                    title: "Money, plainly", subtitle: "Inflation explained in twenty minutes.", metadata: "Plain Talk · 21 min", short: "Money",
                    image: "bakery"),
                Entry(
                    title: "Stories from the night shift", subtitle: "Nurses, drivers and bakers.", metadata: "After Dark · 40 min", short: "Night",
                    image: "harbour"),
            ]
        case .events:
            return [
                Entry(
                    title: "Open-air cinema: classics by the lake", subtitle: "Bring a blanket; films start at dusk.", metadata: "Sat 21:00 · Lake Park",
                    short: "Cinema", image: "lake"),
                Entry(
                    title: "Farmers' market", subtitle: "Forty stalls of local produce.", metadata: "Sat 08:00 · Old Square", short: "Market", image: "market"),
                Entry(
                    title: "Jazz in the cellar", subtitle: "A trio from the conservatory.", metadata: "Sat 20:30 · Blue Door", short: "Jazz", image: "harbour"),
                Entry(
                    title: "Family bike ride", subtitle: "Twelve flat kilometres along the river.", metadata: "Sun 10:00 · North Bridge", short: "Ride",
                    image: "river"),
                Entry(title: "Pottery workshop", subtitle: "Beginners welcome.", metadata: "Sun 14:00 · Studio 4", short: "Pottery", image: "bakery"),
                Entry(
                    title: "Night walk of the old town", subtitle: "Legends and lanterns.", metadata: "Sun 21:30 · Town Hall", short: "Walk", image: "valley"),
            ]
        }
    }
}

/// The native ads of the content-section templates, as a section's `"ads"` key: the first before
/// content index `firstIndex`, then one after every `frequency` content items, at most `maximum`;
/// the scene's `ads` engine (`NativeAdIndexMap`) places them, as an app would.
struct AdPlacement {
    var firstIndex = 2
    var frequency = 3
    var maximum = 2

    static let samples: [(advertiser: String, headline: String, body: String, cta: String, image: String)] = [
        ("Hill Outfitters", "Boots for every trail", "Waterproof, light, and made to be resoled.", "Shop Now", "valley"),
        ("Northwind Air", "Weekend fares from 39", "Fly to twelve cities this autumn.", "Book", "glacier"),
    ]

    /// The section's `"ads"` object, with every slot's ad loaded.
    var json: JSONValue {
        let loaded = (0..<maximum).map { n -> JSONValue in
            let s = Self.samples[n % Self.samples.count]
            return J.obj([
                ("advertiser", J.s(s.advertiser)), ("headline", J.s(s.headline)), ("body", J.s(s.body)),
                ("image", J.s(SampleImages.source(s.image))), ("callToAction", J.s(s.cta)),
            ])
        }
        return J.obj([
            ("firstIndex", J.n(Double(firstIndex))), ("frequency", J.n(Double(frequency))), ("maximum", J.n(Double(maximum))),
            ("loaded", J.arr(loaded)),
        ])
    }
}
