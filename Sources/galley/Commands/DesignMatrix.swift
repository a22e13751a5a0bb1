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
    /// combination, each with its variant (no path yet), sorted by their contexts
    /// (`brand=a,density=compact` first): the order of file names, filters and reports. Two
    /// combinations whose file-name parts (`slug`) coincide are refused here, for every caller.
    static func imports(_ path: String) throws -> [(variant: GalleryMatrix.DesignVariant, design: DesignTokenImport)] {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: DesignModel.maxFileBytes) } catch {
            throw MatrixError(description: "\(path): \(error)")
        }
        guard let json = try? JSONValue.parse(bytes), DesignModel.isDesignTokens(json) else {
            throw MatrixError(description: "\(path): --design-matrix needs design tokens (a token file or a resolver document), not a design model file")
        }
        let imports: [DesignTokenImport]
        do { imports = try DesignTokenImporter(files: [path]).matrix() } catch {
            throw MatrixError(description: "\(error)")
        }
        let out = imports.map { (variant: GalleryMatrix.DesignVariant(context: $0.context, path: ""), design: $0) }.sorted {
            $0.variant.label < $1.variant.label
        }
        var slugs: [String: String] = [:]
        for (v, _) in out {
            if let other = slugs.updateValue(v.label, forKey: v.slug) {
                throw MatrixError(description: "\(path): the contexts \(other) and \(v.label) share the file name \(v.slug) in the design matrix")
            }
        }
        return out
    }

    /// Writes each combination's design model to `directory/SLUG.json` (atomically) and returns the
    /// variants with their paths.
    static func write(_ imports: [(variant: GalleryMatrix.DesignVariant, design: DesignTokenImport)], to directory: String) throws
        -> [GalleryMatrix.DesignVariant]
    {
        var variants: [GalleryMatrix.DesignVariant] = []
        var files: [(path: String, bytes: [UInt8])] = []
        for (variant, i) in imports {
            var v = variant
            v.path = directory + "/" + v.slug + ".json"
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
