import Galley
import Raster
import Support

extension BenchWorkload {
    /// The whole path for the bundled golden scenes: scene → layout → display list → bitmap → PNG.
    static func renderWorkloads(renderer: @escaping () throws -> SceneRenderer) -> [BenchWorkload] {
        ["settings", "wrapping", "korean"].map { name in
            let path = "Goldens/scenes/lists/\(name).json"
            return BenchWorkload(
                name: "render.\(name)",
                runs: 20,
                setUp: {
                    let r = try renderer()
                    let scene = try Scene.load(path: path)
                    return { _ = try PNG.encode(try r.render(scene).bitmap) }
                },
                export: { dir in
                    let r = try renderer()
                    let rendered = try r.render(try Scene.load(path: path))
                    try FileIO.writeAtomically(rendered.displayList.serialized(), to: dir + "/list.json")
                    try FileIO.writeAtomically(try FileIO.read(path), to: dir + "/scene.json")
                })
        }
    }
}
