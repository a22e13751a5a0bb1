import Content
import Support
import Templates

/// `--design-matrix` (gallery and diff-design): a token file or resolver document imported once per
/// combination of the contexts of its modifiers other than the theme (density, brand…), each
/// combination's design model written as a file the scenes name.
enum DesignMatrix {
    /// Why a design matrix cannot be made: the file and what is wrong.
    struct MatrixError: Error, CustomStringConvertible {
        var description: String
    }

    /// The imports of `path` (a token file or resolver; mapped with the default mapping), one per
    /// combination, sorted by their contexts.
    static func imports(_ path: String) throws -> [DesignTokenImport] {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: DesignModel.maxFileBytes) } catch {
            throw MatrixError(description: "\(path): \(error)")
        }
        guard let json = try? JSONValue.parse(bytes), DesignModel.isDesignTokens(json) else {
            throw MatrixError(description: "\(path): --design-matrix needs design tokens (a token file or a resolver document), not a design model file")
        }
        // Sorted by their contexts (`brand=a,density=compact` first), the order of file names and filters.
        func label(_ i: DesignTokenImport) -> String { GalleryMatrix.DesignVariant(context: i.context, path: "").label }
        do { return try DesignTokenImporter(files: [path]).matrix().sorted { label($0) < label($1) } } catch {
            throw MatrixError(description: "\(error)")
        }
    }

    /// Writes each import's design model to `directory/SLUG.json` (atomically) and returns the variants.
    static func write(_ imports: [DesignTokenImport], to directory: String) throws -> [GalleryMatrix.DesignVariant] {
        var variants: [GalleryMatrix.DesignVariant] = []
        var files: [(path: String, bytes: [UInt8])] = []
        for i in imports {
            var v = GalleryMatrix.DesignVariant(context: i.context, path: "")
            v.path = directory + "/" + v.slug + ".json"
            guard !variants.contains(where: { $0.slug == v.slug }) else {
                throw MatrixError(description: "two contexts of the design matrix share the file name \(v.slug).json (\(v.label))")
            }
            variants.append(v)
            files.append((v.path, Array(i.designFile.serialized(pretty: true).utf8)))
        }
        do {
            try FileIO.createDirectories(directory)
            try FileIO.writeAtomically(files)
        } catch {
            throw MatrixError(description: "\(directory): cannot write the matrix's design files: \(error)")
        }
        return variants
    }
}
