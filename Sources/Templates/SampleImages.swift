import Support

/// The catalog's sample images: small generated landscapes vendored in `Sources/Templates/Images`
/// (written by `generate.py` there, CC0). Scenes name them `../images/NAME.png`, relative to the
/// scene's own folder (`DIR/TEMPLATE/VARIANT.json`), so a gallery folder holds them once in
/// `DIR/images/` and `Goldens/scenes/gallery/images/` serves every golden scene.
public enum SampleImages {
    /// Every image name (without `.png`), sorted.
    public static let names = ["bakery", "garden", "glacier", "harbour", "lake", "market", "river", "valley"]

    /// The folder scenes name their images in, relative to the scene's folder.
    static let prefix = "../images/"

    /// The source a scene item names for sample image `name`.
    static func source(_ name: String) -> String { prefix + name + ".png" }

    /// The vendored folder, located from this source file (like `Fonts/`): `swift run` and
    /// `swift test` in a checkout find it.
    public static var directory: String {
        FileIO.parentDirectory(of: "\(#filePath)") + "/Images"
    }

    /// Why the sample images cannot be provided.
    public struct Missing: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "sample image \(path): \(reason)" }
    }

    /// Each image's file name (`harbour.png`) and bytes, read from `directory`.
    public static func files() throws(Missing) -> [(name: String, bytes: [UInt8])] {
        var out: [(name: String, bytes: [UInt8])] = []
        for n in names {
            let path = directory + "/" + n + ".png"
            do { out.append((n + ".png", try FileIO.read(path, maxBytes: 1 << 22))) } catch {
                throw Missing(path: path, reason: error.reason)
            }
        }
        return out
    }
}
