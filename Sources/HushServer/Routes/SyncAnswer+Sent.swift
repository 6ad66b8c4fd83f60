import HTTPTypes

extension SyncAnswer {
    /// A push's answer as the lane and the wire both send it: 500 without a body or a type when the
    /// endpoint had none to give (as the router answers an error it does not name), and the answer's own
    /// fields followed by the three Hummingbird adds to the router's answers. Appended, not set: an
    /// answer's own fields are never those (``headers``, `PushHeadTests`), and setting one looked for it
    /// among the others first.
    ///
    /// ```swift
    /// let sent = SyncAnswer.sent(answer, date: "Fri, 04 Dec 2026 22:48:17 GMT")
    /// sent.fields   // Content-Type, Content-Length, Date, Server
    /// ```
    static func sent(_ answer: SyncAnswer?, date: String) -> (status: Int, fields: HTTPFields, body: [UInt8]) {
        var fields = answer?.headers ?? [:]
        let body = answer?.body ?? []
        fields.append(HTTPField(name: .contentLength, value: String(body.count)))
        fields.append(HTTPField(name: .date, value: date))
        fields.append(HTTPField(name: .server, value: SyncServer.serverName))
        return (answer?.status ?? 500, fields, body)
    }
}
