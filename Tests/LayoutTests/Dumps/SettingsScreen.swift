extension GoldenDumps {
    /// An inset-grouped settings list: sections with and without headers, a footer, a custom separator inset.
    static let settingsScreen = """
contentSize 390x598
decoration(list-section-background) [0, 0] account (16, 35, 358, 78) z=-1 radius=10 color=#FFFFFF
cell [0, 0] account/profile (16, 35, 358, 78) z=0
decoration(list-section-background) [1, 0] connectivity (16, 143, 358, 214) z=-1 radius=10 color=#FFFFFF
supplementary(header) [1, 0] connectivity (16, 113, 358, 30) z=2
cell [1, 0] connectivity/airplane (16, 143, 358, 74) z=0
cell [1, 1] connectivity/wifi (16, 217, 358, 44) z=0
cell [1, 2] connectivity/bluetooth (16, 261, 358, 44) z=0
cell [1, 3] connectivity/cellular (16, 305, 358, 52) z=0
decoration(separator) [1, 0] connectivity/airplane (76, 216.667, 298, 0.333) z=1 color=#3C3C434A
decoration(separator) [1, 1] connectivity/wifi (32, 260.667, 342, 0.333) z=1 color=#3C3C434A
decoration(separator) [1, 2] connectivity/bluetooth (32, 304.667, 342, 0.333) z=1 color=#3C3C434A
decoration(list-section-background) [2, 0] general (16, 420, 358, 137) z=-1 radius=10 color=#FFFFFF
supplementary(header) [2, 0] general (16, 357, 358, 63) z=2
supplementary(footer) [2, 0] general (16, 557, 358, 41) z=2
cell [2, 0] general/about (16, 420, 358, 74) z=0
cell [2, 1] general/update (16, 494, 358, 63) z=0
decoration(separator) [2, 0] general/about (32, 493.667, 342, 0.333) z=1 color=#3C3C434A

"""
}
