import Foundation

/// Where one HTTP/1.1 answer ends in the bytes read so far: the whole answer and how many bytes it took,
/// or nil while some of it is still to come. Answers must carry `Content-Length` or be chunked, as the
/// server's are. Nothing is taken from the bytes until the answer is whole, so a device's thread can
/// look again after each read without keeping a parser's state.
///
/// ```swift
/// let bytes = Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8)
/// let (answer, used) = try AnswerFraming.complete(in: bytes)!   // status 200, body "{}", used 40
/// ```
enum AnswerFraming {
    /// One answer: its status, its body, and `Retry-After` when it came with one.
    struct Answer {
        var status: Int
        var body: [UInt8]
        var retryAfter: Int?
    }

    static func complete(in bytes: [UInt8]) throws -> (answer: Answer, used: Int)? {
        guard let headEnd = blankLine(in: bytes) else { return nil }
        let head = try AnswerHead(bytes[..<headEnd])
        if head.chunked {
            guard let (body, end) = try chunkedBody(in: bytes, from: headEnd) else { return nil }
            return (Answer(status: head.status, body: body, retryAfter: head.retryAfter), end)
        }
        guard let length = head.contentLength else { throw LoadFailure("an answer without Content-Length") }
        guard bytes.count - headEnd >= length else { return nil }
        return (Answer(status: head.status, body: Array(bytes[headEnd..<headEnd + length]), retryAfter: head.retryAfter), headEnd + length)
    }

    /// Where the head ends: just after the first CR LF CR LF.
    private static func blankLine(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }

    /// The chunks' bytes joined, and where the last chunk's CR LF ends; nil while a chunk is incomplete.
    private static func chunkedBody(in bytes: [UInt8], from start: Int) throws -> ([UInt8], Int)? {
        var body: [UInt8] = []
        var position = start
        while true {
            guard let lineEnd = lineBreak(in: bytes, from: position) else { return nil }
            let sizeText = String(decoding: bytes[position..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0, size < 1 << 30 else {
                throw LoadFailure("a bad chunk size")
            }
            let dataStart = lineEnd + 2
            guard bytes.count - dataStart >= size + 2 else { return nil }
            body += bytes[dataStart..<dataStart + size]
            position = dataStart + size + 2
            if size == 0 { return (body, position) }
        }
    }

    private static func lineBreak(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }
}
