/// The small HTML kit every report page is written with (the review page, the design-diff
/// page, the gallery's contact sheet) and JUnit's XML: one escaping, one page skeleton. Each
/// page is one static file that opens from `file://`.
public enum HTML {
    /// Text escaped for HTML (and XML) content and attributes; drops characters XML 1.0 cannot carry.
    public static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A whole page: `title` (escaped here), `head` (more head elements, as HTML), the style
    /// sheet, `bodyAttributes` (as HTML, with a leading space), the body and its script.
    public static func page(
        title: String, head: String = "", css: String, bodyAttributes: String = "", body: String,
        script: String
    ) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(escape(title))</title>\n\(head)"
            + "<style>\(css)</style></head>\n<body\(bodyAttributes)>\n\(body)<script>\(script)</script>\n</body></html>\n"
    }
}
