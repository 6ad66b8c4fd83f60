import Foundation
import XCTest

/// How each program is placed in memory, read from its ELF header (`e_type`). Both are position-independent,
/// so the loader puts their code at a random address on every start. Linking `hush` at a fixed address
/// would take about 0.35 ms off every command (its loader would write none of its relocated pointers), and
/// has been measured twice and not kept: `hush` reads changes other devices made, and the floor it is held
/// to is linked as it is (docs/security.md, "Where the programs sit in memory").
final class ProgramAddressTests: XCTestCase {
    /// `ET_EXEC`: a program at the address it was linked for.
    static let fixed: UInt16 = 2
    /// `ET_DYN`: a position-independent program (or a shared library), placed by the loader.
    static let positionIndependent: UInt16 = 3

    func testBothProgramsArePositionIndependent() throws {
        #if !os(Linux)
        throw XCTSkip("read from ELF headers, which only Linux builds have")
        #else
        XCTAssertEqual(try Self.elfType(of: HushProcess.binary), Self.positionIndependent, "hush is linked at a fixed address")
        let network = HushProcess.productsDirectory.appendingPathComponent("hush-net")
        guard FileManager.default.isExecutableFile(atPath: network.path) else {
            throw XCTSkip("hush-net is not built in \(network.deletingLastPathComponent().path)")
        }
        XCTAssertEqual(try Self.elfType(of: network), Self.positionIndependent, "hush-net is linked at a fixed address")
        #endif
    }

    func testTheHeaderReaderTellsAFixedProgramFromAPlacedOne() throws {
        #if !os(Linux)
        throw XCTSkip("read from ELF headers, which only Linux builds have")
        #else
        // The reader on files whose kind is known: a shared library is ET_DYN; a copy of one with its type
        // set to ET_EXEC reads as fixed; and a file that is not ELF is refused rather than read as a type.
        let library = try XCTUnwrap(["/lib/x86_64-linux-gnu/libc.so.6", "/lib/aarch64-linux-gnu/libc.so.6", "/usr/lib64/libc.so.6"]
            .first { FileManager.default.fileExists(atPath: $0) }, "no libc.so.6 found")
        XCTAssertEqual(try Self.elfType(of: URL(fileURLWithPath: library)), Self.positionIndependent)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("elf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var header = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: library)).prefix(64))
        header[16] = 2
        header[17] = 0
        let fixed = folder.appendingPathComponent("fixed")
        try Data(header).write(to: fixed)
        XCTAssertEqual(try Self.elfType(of: fixed), Self.fixed)
        let text = folder.appendingPathComponent("script")
        try Data("#!/bin/sh\necho hi\n".utf8).write(to: text)
        XCTAssertThrowsError(try Self.elfType(of: text))
        #endif
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
