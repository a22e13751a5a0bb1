import Galley
import Support
import Typesetting

extension BenchWorkload {
    /// `text.measure.cold` / `text.measure.warm`: 10,000 distinct strings (English, Korean,
    /// mixed, Arabic, English with emoji; 5–40 words) measured with wrapping at 200, 320 and
    /// 600 pt in DejaVu Sans 17 pt (Korean falls back to Nanum Gothic, emoji to Noto Color
    /// Emoji; Arabic is shaped and reordered): 30,000 layouts a run.
    ///
    /// - cold: the timed body loads the font registry (FreeType faces, cmaps, advances,
    ///   kerning tables) and then measures, so nothing is cached from a previous run;
    /// - warm: the registry is loaded once in set-up.
    ///
    /// Both size the shaped-text cache to hold the corpus (about 1 M scalars), as an app
    /// would for its working set; with the default capacity the cache would cycle.
    ///
    /// Export writes `strings.txt` (one a line) for
    /// `reference.py text DIR/text.measure.warm/strings.txt --font Fonts/DejaVuSans.ttf --size 17 [--layout raqm]`.
    static func textWorkloads() -> [BenchWorkload] {
        let strings = TextBenchCorpus.strings(count: 10_000)
        let widths: [Double] = [200, 320, 600]
        let style = ParagraphStyle()
        let attributes = TextAttributes(font: Font(family: "DejaVu Sans", size: 17))
        let texts = strings.map { AttributedText($0, attributes: attributes) }
        func measureAll(_ typesetter: Typesetter) throws {
            var checksum = 0.0
            for w in widths {
                for t in texts { checksum += try typesetter.sizeThatFits(t, style: style, width: w).height }
            }
            if !(checksum > 0) { throw TextBenchError.noText }
        }
        let export: (String) throws -> Void = { dir in
            try FileIO.writeAtomically(strings.joined(separator: "\n") + "\n", to: dir + "/strings.txt")
        }
        let extra = [("strings", "\(strings.count)"), ("widths", "3"), ("size", "17")]
        return [
            BenchWorkload(
                name: "text.measure.cold", runs: 5,
                setUp: {
                    let dir = try TextBenchCorpus.fontsDirectory()
                    return { try measureAll(Typesetter(registry: try FontRegistry(directory: dir), cacheCapacity: 1 << 21)) }
                }, export: export, extra: extra),
            BenchWorkload(
                name: "text.measure.warm", runs: 10,
                setUp: {
                    let typesetter = Typesetter(registry: try FontRegistry(directory: try TextBenchCorpus.fontsDirectory()), cacheCapacity: 1 << 21)
                    return { try measureAll(typesetter) }
                }, export: export, extra: extra),
            bidiWorkload(),
        ]
    }

    /// `text.bidi.1mb`: UAX #9 resolution (levels only: P2/P3 through I1/I2) of one
    /// paragraph of about 1 MB of UTF-8 (Hebrew and Arabic words, European and Arabic-Indic
    /// numbers, separators, brackets): the linear-time path a huge RTL label takes.
    static func bidiWorkload() -> BenchWorkload {
        let unit = Array("שלום עולם 12:30 $9.99 (82%) مرحبا ١٢٣ ".unicodeScalars.map(\.value))
        let unitBytes = "שלום עולם 12:30 $9.99 (82%) مرحبا ١٢٣ ".utf8.count
        var text: [UInt32] = []
        for _ in 0..<(1_000_000 / unitBytes + 1) { text.append(contentsOf: unit) }
        return BenchWorkload(
            name: "text.bidi.1mb", runs: 10,
            setUp: {
                return {
                    let p = BidiParagraph(scalars: text, direction: .auto)
                    if p.levels.count != text.count || p.baseLevel != 1 { throw TextBenchError.noText }
                }
            }, extra: [("scalars", "\(text.count)")])
    }
}

enum TextBenchError: Error, CustomStringConvertible {
    case noText
    var description: String {
        switch self {
        case .noText: return "text bench: measured nothing"
        }
    }
}

/// The deterministic strings of the text workloads.
enum TextBenchCorpus {
    static let english = """
        the of and to in is you that it he was for on are as with his they at be this have from or one had by word \
        but not what all were we when your can said there use an each which she do how their if will up other about \
        out many then them these so some her would make like him into time has look two more write go see number no \
        way could people my than first water been call who oil its now find long down day did get come made may part \
        collection layout snapshot section item header footer separator background configuration measure render golden \
        typography kerning baseline paragraph truncation wrapping accessibility notification settings wireless bluetooth \
        battery privacy keyboard display brightness wallpaper sounds haptics password account storage updates general
        """.split(separator: " ").map(String.init)
    static let korean = """
        안녕하세요 오늘 날씨가 정말 좋네요 우리는 함께 새로운 화면을 만들고 있습니다 설정 알림 소리 배터리 개인정보 \
        보호 키보드 디스플레이 밝기 배경화면 일반 저장공간 업데이트 계정 비밀번호 블루투스 무선 네트워크 사진 음악 \
        영상 메시지 전화 연락처 캘린더 지도 날씨 시계 계산기 메모 미리알림 건강 지갑 카메라 앨범 파일 번역 사전 \
        한국어 문장 줄바꿈 글꼴 크기 굵기 색상 정렬 간격 단락 첫째 둘째 셋째 마지막 처음 다음 이전 확인 취소 저장
        """.split(separator: " ").map(String.init)
    static let arabic = """
        مرحبا بالعالم السلام عليكم كتاب جميل جدا الإعدادات الإشعارات الأصوات التركيز الشبكة البلوتوث البيانات \
        الخلوية الخصوصية الأمان لوحة المفاتيح الشاشة السطوع الخلفية عام التخزين التحديثات الحساب كلمة المرور الصور \
        الموسيقى الرسائل الهاتف جهات الاتصال التقويم الخرائط الطقس الساعة الحاسبة الملاحظات التذكيرات الصحة المحفظة \
        الكاميرا الملفات الترجمة القاموس اليوم غدا أمس صباح مساء أهلا وسهلا شكرا من فضلك نعم لا ربما دائما أبدا
        """.split(separator: " ").map(String.init)
    static let emoji = ["😀", "🎉", "👍🏽", "❤️", "🇰🇷", "👨‍👩‍👧‍👦", "☕", "1️⃣", "🏳️‍🌈", "😂", "🙏", "🔥"]

    /// `count` distinct strings, each of 5–40 words, from a fixed-seed SplitMix64 generator:
    /// in turn English, Korean, mixed English and Korean, Arabic, and English with emoji
    /// (about one word in four).
    static func strings(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var seen = Set<String>()
        var out: [String] = []
        out.reserveCapacity(count)
        while out.count < count {
            let kind = out.count % 5
            let words = 5 + Int(next() % 36)
            var parts: [String] = []
            for _ in 0..<words {
                let list: [String]
                switch kind {
                case 1: list = korean
                case 2: list = next() % 2 == 0 ? korean : english
                case 3: list = arabic
                case 4: list = next() % 4 == 0 ? emoji : english
                default: list = english
                }
                parts.append(list[Int(next() % UInt64(list.count))])
            }
            let s = parts.joined(separator: " ")
            if seen.insert(s).inserted { out.append(s) }
        }
        return out
    }

    /// The bundled fonts, found the way every other command finds them.
    static func fontsDirectory() throws -> String { try FontsDirectory.locate() }
}
