import Foundation
import XCTest

/// How each program is placed in memory, read from its ELF header (`e_type`). `hush` is linked at a fixed
/// address: its loader then writes none of its relocated pointers, a sixth of every command's time. `hush-net`
/// serves and fetches over the network, reading what strangers send, so it stays position-independent and
/// its code lands at a random address on every start (docs/security.md).
final class ProgramAddressTests: XCTestCase {
    /// `ET_EXEC`: a program at the address it was linked for.
    static let fixed: UInt16 = 2
    /// `ET_DYN`: a position-independent program (or a shared library), placed by the loader.
    static let positionIndependent: UInt16 = 3

    func testTheOneShotProgramIsAtAFixedAddressAndTheNetworkHalfIsNot() throws {
        #if !os(Linux)
        throw XCTSkip("the fixed address is a Linux link setting")
        #else
        XCTAssertEqual(try Self.elfType(of: HushProcess.binary), Self.fixed, "hush is not linked at a fixed address")
        let network = HushProcess.productsDirectory.appendingPathComponent("hush-net")
        guard FileManager.default.isExecutableFile(atPath: network.path) else {
            throw XCTSkip("hush-net is not built in \(network.deletingLastPathComponent().path)")
        }
        XCTAssertEqual(try Self.elfType(of: network), Self.positionIndependent, "hush-net is not position-independent")
        #endif
    }

    func testTheHeaderReaderTellsTheTwoKindsApart() throws {
        // The reader itself, on files whose kind is known: a shared library is ET_DYN, and a file that is not
        // ELF is refused rather than read as a type.
        let library = ["/lib/x86_64-linux-gnu/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6", "/usr/lib64/libc.so.6"]
            .first { FileManager.default.fileExists(atPath: $0) }
        if let library {
            XCTAssertEqual(try Self.elfType(of: URL(fileURLWithPath: library)), Self.positionIndependent)
        }
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("not-elf-\(UUID().uuidString)")
        try Data("#!/bin/sh\necho hi\n".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        XCTAssertThrowsError(try Self.elfType(of: text))
    }

    struct NotELF: Error {}

    /// The 16-bit `e_type` after the 16-byte identification, in the byte order the identification names.
    static func elfType(of file: URL) throws -> UInt16 {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let header = [UInt8](try handle.read(upToCount: 18) ?? Data())
        guard header.count == 18, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46 else {
            throw NotELF()
        }
        let littleEndian = header[5] == 1
        return littleEndian ? UInt16(header[16]) | UInt16(header[17]) << 8 : UInt16(header[16]) << 8 | UInt16(header[17])
    }
}
