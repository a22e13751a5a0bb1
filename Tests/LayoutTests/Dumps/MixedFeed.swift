extension GoldenDumps {
    /// A feed: pinned layout header, story carousel (snapped, clamped), hero grid with badges and a card background, chip strip (group paging), plain list with a pinned header; scrolled to y = 500.
    static let mixedFeed = """
contentSize 390x952
supplementary(layout-header) [0, 0] (layout) (0, 500, 390, 52) z=1 pinned
supplementary(header) [0, 0] stories (16, 52, 358, 41) z=1
cell [0, 0] stories/story0 (-118, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
cell [0, 1] stories/story1 (-34, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
cell [0, 2] stories/story2 (50, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
cell [0, 3] stories/story3 (134, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
cell [0, 4] stories/story4 (218, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
cell [0, 5] stories/story5 (302, 101, 72, 96) z=0 clip=(0, 93, 390, 112)
decoration(card) [1, 0] featured (8, 225, 374, 436) z=-1 radius=12
supplementary(header) [1, 0] featured (16, 225, 358, 52) z=1
cell [1, 0] featured/hero1 (16, 285, 238.667, 180) z=0
cell [1, 1] featured/side1 (258.667, 285, 115.333, 86) z=0
supplementary(badge) [1, 1] featured/side1 (352, 289, 18, 18) z=1
cell [1, 2] featured/side2 (258.667, 375, 115.333, 86) z=0
supplementary(badge) [1, 2] featured/side2 (352, 379, 18, 18) z=1
cell [1, 3] featured/hero2 (16, 473, 238.667, 180) z=0
cell [1, 4] featured/side3 (258.667, 473, 115.333, 86) z=0
supplementary(badge) [1, 4] featured/side3 (352, 477, 18, 18) z=1
cell [2, 0] chips/news (-60, 681, 68, 32) z=0 clip=(0, 681, 390, 32)
cell [2, 1] chips/sports (16, 681, 82, 32) z=0 clip=(0, 681, 390, 32)
cell [2, 2] chips/weather (106, 681, 89, 32) z=0 clip=(0, 681, 390, 32)
cell [2, 3] chips/music (203, 681, 75, 32) z=0 clip=(0, 681, 390, 32)
cell [2, 4] chips/podcasts (286, 681, 96, 32) z=0 clip=(0, 681, 390, 32)
cell [2, 5] chips/tv (390, 681, 54, 32) z=0 clip=(0, 681, 390, 32)
supplementary(header) [3, 0] latest (0, 733, 390, 52) z=2 pinned
cell [3, 0] latest/post1 (0, 785, 390, 63) z=0
cell [3, 1] latest/post2 (0, 848, 390, 74) z=0
cell [3, 2] latest/post3 (0, 922, 390, 30) z=0
decoration(separator) [3, 0] latest/post1 (16, 847.667, 374, 0.333) z=1 color=#3C3C434A
decoration(separator) [3, 1] latest/post2 (16, 921.667, 374, 0.333) z=1 color=#3C3C434A

"""
}
