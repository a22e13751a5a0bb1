import CommandKit
import Foundation
import Golden
import GoldenReports
import GoldenVerification
import Support

/// `galley review --serve`: the review page on 127.0.0.1 with working Accept buttons.
///
/// Safety: it listens on the loopback address only; every request needs the random token
/// printed at start (GET: `?token=`; POST, the only requests that write: the `X-Galley-Token`
/// header, which a page from another origin cannot send without a CORS preflight this server
/// never grants); a `Host` other than 127.0.0.1/localhost:PORT (DNS rebinding) or an `Origin`
/// other than this server is refused. Only files the results list are served. One request at a
/// time; Ctrl-C stops it.
struct ReviewServer {
    let folder: String
    let token: String

    init(folder: String) {
        self.folder = folder
        var rng = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in
            let v = rng.next() as UInt64
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }.joined()
    }

    func serve(port: UInt16) throws -> Int32 {
        guard let (fd, bound) = LoopbackSocket.listenLoopback(port: port) else {
            throw UsageError("cannot listen on 127.0.0.1:\(port): \(Platform.errnoText())")
        }
        defer { LoopbackSocket.closeSocket(fd) }
        StopSignal.install()
        print("review: serving \(folder) on http://127.0.0.1:\(bound)/?token=\(token)")
        print("        only with this token and from this address; Ctrl-C stops")
        Platform.flushStandardOutput()
        while !StopSignal.requested {
            guard let c = LoopbackSocket.acceptConnection(fd, milliseconds: 200) else { continue }
            let response = handle(readRequest(c), port: bound)
            LoopbackSocket.writeAll(c, response)
            LoopbackSocket.closeSocket(c)
        }
        print("review: stopped")
        return 0
    }

    struct Request {
        var method = "", path = "", query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = []
    }

    func readRequest(_ c: Int32) -> Request? {
        var data: [UInt8] = []
        var headerEnd: Int?
        while headerEnd == nil {
            let chunk = LoopbackSocket.readSome(c, max: 16_384)
            if chunk.isEmpty { return nil }
            data += chunk
            if data.count > 65_536 { return nil }
            headerEnd = find([13, 10, 13, 10], in: data)
        }
        guard let end = headerEnd, let head = String(utf8Bytes: Array(data[..<end])) else { return nil }
        var lines = head.components(separatedBy: "\r\n")
        let first = lines.removeFirst().split(separator: " ")
        guard first.count == 3 else { return nil }
        var r = Request()
        r.method = String(first[0])
        let target = String(first[1])
        if let q = target.firstIndex(of: "?") {
            r.path = String(target[..<q])
            for pair in target[target.index(after: q)...].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map { percentDecode(String($0)) }
                r.query[kv[0]] = kv.count > 1 ? kv[1] : ""
            }
        } else {
            r.path = target
        }
        r.path = percentDecode(r.path)
        for l in lines {
            guard let colon = l.firstIndex(of: ":") else { continue }
            r.headers[l[..<colon].lowercased()] = l[l.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(r.headers["content-length"] ?? "0") ?? 0
        guard length >= 0, length <= 1 << 20 else { return nil }
        r.body = Array(data[(end + 4)...])
        while r.body.count < length {
            let chunk = LoopbackSocket.readSome(c, max: 16_384)
            if chunk.isEmpty { break }
            r.body += chunk
        }
        return r
    }

    func handle(_ request: Request?, port: UInt16) -> [UInt8] {
        guard let req = request else { return response(400, json: "{\"error\":\"bad request\"}") }
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = req.headers["host"], hosts.contains(host) else {
            return response(403, json: "{\"error\":\"wrong Host: this server answers 127.0.0.1:\(port) only\"}")
        }
        if let origin = req.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin) {
            return response(403, json: "{\"error\":\"requests from other origins are refused\"}")
        }
        if req.headers["sec-fetch-site"] == "cross-site" { return response(403, json: "{\"error\":\"cross-site requests are refused\"}") }
        switch req.method {
        case "GET":
            guard equalConstantTime(req.query["token"] ?? "", token) else { return response(403, json: "{\"error\":\"missing or wrong token\"}") }
            let results: RunResults
            do { results = try RunResults.read(from: folder) } catch { return response(500, json: errorJSON(error.description)) }
            if req.path == "/" || req.path == "/index.html" {
                return response(200, type: "text/html; charset=utf-8", body: Array(ReviewReport.html(results, folder: folder, token: token).utf8))
            }
            let rel = String(req.path.drop { $0 == "/" })
            guard results.results.contains(where: { $0.artifacts.contains { $0.path == rel } }),
                let bytes = try? FileIO.read(folder + "/" + rel)
            else { return response(404, json: "{\"error\":\"not found\"}") }
            return response(200, type: rel.hasSuffix(".png") ? "image/png" : "text/plain; charset=utf-8", body: bytes)
        case "POST":
            guard equalConstantTime(req.headers["x-galley-token"] ?? "", token) else {
                return response(403, json: "{\"error\":\"missing or wrong X-Galley-Token\"}")
            }
            guard req.path == "/accept" || req.path == "/accept-all" else { return response(404, json: "{\"error\":\"not found\"}") }
            do {
                let results = try RunResults.read(from: folder)
                let name = String(decoding: req.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                let all = req.path == "/accept-all"
                let chosen = try GoldenAccept.select(all ? [] : [name], all: all, in: results, folder: folder)
                let done = try GoldenAccept.accept(chosen, from: folder, readOnlyReason: nil)
                for d in done { print("review: accepted \(d.name) → \(d.golden)") }
                Platform.flushStandardOutput()
                let list = done.map { JSONValue.object([("name", .string($0.name)), ("golden", .string($0.golden))]) }
                return response(200, json: JSONValue.object([("accepted", .array(list))]).serialized(pretty: false))
            } catch {
                return response(409, json: errorJSON(error.description))
            }
        default:
            return response(405, json: "{\"error\":\"method not allowed\"}")
        }
    }

    func errorJSON(_ m: String) -> String { JSONValue.object([("error", .string(m))]).serialized(pretty: false) }

    func response(_ status: Int, json: String) -> [UInt8] { response(status, type: "application/json", body: Array(json.utf8)) }

    func response(_ status: Int, type: String, body: [UInt8]) -> [UInt8] {
        let reason =
            [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict", 500: "Internal Server Error"][
                status] ?? "Error"
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}

private func find(_ needle: [UInt8], in hay: [UInt8]) -> Int? {
    guard hay.count >= needle.count else { return nil }
    for i in 0...(hay.count - needle.count) where hay[i] == needle[0] && Array(hay[i..<(i + needle.count)]) == needle { return i }
    return nil
}

private func equalConstantTime(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8), y = Array(b.utf8)
    guard x.count == y.count else { return false }
    var d: UInt8 = 0
    for i in x.indices { d |= x[i] ^ y[i] }
    return d == 0
}

private func percentDecode(_ s: String) -> String {
    var out: [UInt8] = []
    var bytes = Array(s.utf8)[...]
    while let b = bytes.popFirst() {
        if b == UInt8(ascii: "%"), bytes.count >= 2, let v = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16) {
            out.append(v); bytes = bytes.dropFirst(2)
        } else if b == UInt8(ascii: "+") {
            out.append(32)
        } else {
            out.append(b)
        }
    }
    return String(decoding: out, as: UTF8.self)
}
