@testable import HushServer
import NIOCore
import NIOEmbedded
import XCTest

/// The watch answers a wait only once every `Sync` sent before it has its `ReadyForQuery`, passes every
/// byte on unchanged, counts nothing from before the first message it sees go out, and fails its waits
/// when it saw no `Sync` sent, when the connection ends or when the stream cannot be read. The same watch on a real connection is held by
/// the PostgreSQL push tests (`CommitWatchPostgresTests`).
final class CommitWatchTests: XCTestCase {
    private typealias Message = PostgresMessageFramerTests

    private static let statement = Message.message("B", [0, 0, 0]) + Message.message("E", [0, 0, 0, 0, 0]) + Message.message("S")
    private static let ready = Message.message("Z", [UInt8(ascii: "I")])

    private func channel() throws -> (EmbeddedChannel, CommitWatch) {
        let watch = CommitWatch()
        let channel = EmbeddedChannel(handler: watch)
        return (channel, watch)
    }

    private func buffer(_ bytes: [UInt8]) -> ByteBuffer { ByteBuffer(bytes: bytes) }

    /// What the future holds now, without waiting (a wait on the embedded loop would never end): nil
    /// while it is pending.
    private func outcome(_ future: EventLoopFuture<Void>, _ channel: EmbeddedChannel) -> Result<Void, any Error>? {
        let box = NIOLoopBoundBox(Result<Void, any Error>?.none, eventLoop: channel.eventLoop)
        future.whenComplete { box.value = $0 }
        channel.embeddedEventLoop.run()
        return box.value
    }

    private func succeeded(_ future: EventLoopFuture<Void>, _ channel: EmbeddedChannel) -> Bool {
        if case .success = outcome(future, channel) { return true }
        return false
    }

    private func failure(_ future: EventLoopFuture<Void>, _ channel: EmbeddedChannel) -> CommitWatch.Failure? {
        if case .failure(let error) = outcome(future, channel) { return error as? CommitWatch.Failure }
        return nil
    }

    func testAWaitEndsWithTheReadyForQueryOfTheLastSyncSent() throws {
        let (channel, watch) = try channel()
        try channel.writeOutbound(buffer(Self.statement))
        let first = watch.allAnswered(on: channel.eventLoop)
        // The statement's rows and CommandComplete: not yet committed.
        try channel.writeInbound(buffer(Message.message("2") + Message.message("C", Array("INSERT 0 1\0".utf8))))
        XCTAssertFalse(succeeded(first, channel))
        // A second statement queued behind it: a wait now needs both answered.
        try channel.writeOutbound(buffer(Self.statement))
        let second = watch.allAnswered(on: channel.eventLoop)
        // The ReadyForQuery cut in two reads.
        try channel.writeInbound(buffer(Array(Self.ready[..<2])))
        XCTAssertFalse(succeeded(first, channel))
        try channel.writeInbound(buffer(Array(Self.ready[2...])))
        XCTAssertTrue(succeeded(first, channel))
        XCTAssertFalse(succeeded(second, channel))
        try channel.writeInbound(buffer(Self.ready))
        XCTAssertTrue(succeeded(second, channel))
        XCTAssertEqual(watch.syncs, 2)
        XCTAssertEqual(watch.answered, 2)
        // Everything answered: a wait ends at once.
        XCTAssertTrue(succeeded(watch.allAnswered(on: channel.eventLoop), channel))
        // The bytes went on unchanged, both ways.
        XCTAssertEqual(try channel.readOutbound(as: ByteBuffer.self), buffer(Self.statement))
        XCTAssertEqual(try channel.readInbound(as: ByteBuffer.self), buffer(Message.message("2") + Message.message("C", Array("INSERT 0 1\0".utf8))))
        _ = try channel.finish()
    }

    func testWhatCameBeforeTheFirstMessageSentAndAReadyForQueryForNoSyncAreNotCounted() throws {
        let (channel, watch) = try channel()
        // The tail of something read before the watch was there: not a message boundary, not counted.
        try channel.writeInbound(buffer([0x42, 0x00, 0x17] + Self.ready))
        XCTAssertEqual(watch.answered, 0)
        try channel.writeOutbound(buffer(Self.statement))
        // A late ReadyForQuery answering nothing this watch saw sent would be the startup's: it cannot
        // come after a Sync is sent (PostgresNIO sends only when answered), and answers nothing here either way.
        try channel.writeInbound(buffer(Self.ready + Self.ready))
        XCTAssertEqual(watch.answered, 1, "one Sync, one answer")
        XCTAssertTrue(succeeded(watch.allAnswered(on: channel.eventLoop), channel))
        _ = try channel.finish()
    }

    /// A watch added after the statement went out saw no Sync: it cannot tell that statement's commit,
    /// and says so rather than answering at once.
    func testAWatchThatSawNoSyncSentCannotTell() throws {
        let (channel, watch) = try channel()
        try channel.writeInbound(buffer(Message.message("C", Array("INSERT 0 1\0".utf8)) + Self.ready))
        XCTAssertEqual(failure(watch.allAnswered(on: channel.eventLoop), channel), .notWatching)
        _ = try channel.finish()
    }

    func testAnUnreadableStreamOrTheConnectionsEndFailsTheWaits() throws {
        let (channel, watch) = try channel()
        try channel.writeOutbound(buffer(Self.statement))
        let waiting = watch.allAnswered(on: channel.eventLoop)
        try channel.writeInbound(buffer([UInt8(ascii: "x"), 0, 0, 0, 4]))
        XCTAssertEqual(failure(waiting, channel), .unreadable(.unknownType(UInt8(ascii: "x"))))
        // A ReadyForQuery after the fault is not trusted.
        try channel.writeInbound(buffer(Self.ready))
        XCTAssertEqual(failure(watch.allAnswered(on: channel.eventLoop), channel), .unreadable(.unknownType(UInt8(ascii: "x"))))

        let (other, otherWatch) = try self.channel()
        try other.writeOutbound(buffer(Self.statement))
        let cut = otherWatch.allAnswered(on: other.eventLoop)
        _ = try other.finish()
        XCTAssertEqual(failure(cut, other), .closed)
        _ = try channel.finish()
    }
}
