extension GoldenDumps {
    /// An enriched list with native ads (first index 1, every 3, slot 1 not loaded) above a two-column waterfall.
    static let feedWithNativeAds = """
contentSize 390x1370
cell [0, 0] articles/article0 (16, 16, 358, 63) z=0
cell [0, 1] articles/articles#ad0 (16, 91, 358, 250) z=0
cell [0, 2] articles/article1 (16, 353, 358, 74) z=0
cell [0, 3] articles/article2 (16, 439, 358, 30) z=0
cell [0, 4] articles/article3 (16, 481, 358, 41) z=0
cell [0, 5] articles/article4 (16, 534, 358, 52) z=0
cell [0, 6] articles/article5 (16, 598, 358, 63) z=0
cell [0, 7] articles/article6 (16, 673, 358, 74) z=0
cell [0, 8] articles/articles#ad2 (16, 759, 358, 250) z=0
cell [0, 9] articles/article7 (16, 1021, 358, 30) z=0
cell [1, 0] gallery/photo0 (16, 1083, 175, 220) z=0
cell [1, 1] gallery/photo1 (199, 1083, 175, 140) z=0
cell [1, 2] gallery/photo2 (199, 1231, 175, 74) z=0
cell [1, 3] gallery/photo3 (16, 1311, 175, 30) z=0
cell [1, 4] gallery/photo4 (199, 1313, 175, 41) z=0

"""
}
