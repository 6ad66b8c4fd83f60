import CLibEdit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushKit

/// One libedit editor on standard input and output, with its history, Tab completion and key reader.
///
/// libedit calls back into it (prompt, key reading, Tab) through plain C functions that find the editor
/// again from the client pointer stored in libedit, so no global state is needed.
///
/// ```swift
/// let editor = EditLineEditor(completions: provider, historyFile: file)
/// while let line = editor.readLine(prompt: "> ") { run(line) }
/// ```
final class EditLineEditor {
    private let editLine: OpaquePointer
    private let history: EditLineHistory
    private let completer: EditLineCompleter
    fileprivate let keys = EditLineKeyReader()
    private var prompt: UnsafeMutablePointer<CChar>?

    init(completions: any CompletionProvider, historyFile: URL?) {
        Self.chooseCharacterEncoding()
        guard let editLine = hush_editline_open("hush") else {
            fatalError("libedit could not start on this terminal")
        }
        self.editLine = editLine
        history = EditLineHistory(file: historyFile)
        completer = EditLineCompleter(provider: completions)
        hush_editline_configure(
            editLine, history.list, Unmanaged.passUnretained(self).toOpaque(),
            editLinePrompt, editLineReadKey, editLineComplete)
    }

    deinit {
        el_end(editLine)
        free(prompt)
    }

    /// The next line, without its newline, or nil at the end of input.
    func readLine(prompt text: String) -> String? {
        setPrompt(text)
        keys.beginReading()
        defer { keys.endReading() }
        while true {
            keys.startLine()
            // libedit would switch to editing mode only when it reads the first key, after drawing the
            // prompt; keys typed in between would be echoed twice (once by the terminal) and a Ctrl-D
            // there would arrive as NUL.
            hush_editline_prepare_terminal(editLine, true)
            var count: Int32 = 0
            let line = el_gets(editLine, &count)
            if let line, count > 0 {
                var text = String(cString: line)
                if text.hasSuffix("\n") { text.removeLast() }
                history.record(text)
                return text
            }
            guard keys.interrupted else {
                // libedit echoes Ctrl-D as "^D" without a newline; what follows belongs on a line of its own.
                if count == 0 { hush_terminal_write("\n") }
                return nil
            }
            // The abandoned line stays on screen, marked the way shells mark it; the next prompt starts below.
            hush_terminal_write(keys.textAfterCursor + "^C\n")
        }
    }

    /// libedit brackets invisible prompt text with one character, `\1`; readline prompts use `\1`…`\2`.
    private func setPrompt(_ text: String) {
        var bytes = Array(text.utf8)
        bytes = bytes.map { $0 == 2 ? 1 : $0 }
        free(prompt)
        prompt = bytes.withUnsafeBufferPointer { buffer in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: buffer.count + 1)
            buffer.withMemoryRebound(to: CChar.self) { copy.initialize(from: $0.baseAddress!, count: $0.count) }
            copy[buffer.count] = 0
            return copy
        }
    }

    fileprivate var currentPrompt: UnsafeMutablePointer<CChar>? { prompt }

    /// libedit decodes keys and encodes the screen in the C library's character set. Without a locale
    /// (LANG unset, as under cron, ssh without locale forwarding, or containers) that is ASCII and
    /// "café" cannot be typed; like Python (PEP 538), prefer UTF-8 then.
    private static func chooseCharacterEncoding() {
        setlocale(LC_CTYPE, "")
        let codeset = String(cString: nl_langinfo(Int32(CODESET)))
        if codeset == "ANSI_X3.4-1968" || codeset == "US-ASCII" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }

    fileprivate static func owning(_ editLine: OpaquePointer?) -> EditLineEditor? {
        guard let editLine, let client = hush_editline_client(editLine) else { return nil }
        return Unmanaged<EditLineEditor>.fromOpaque(client).takeUnretainedValue()
    }

    /// Tab: applies the completer's decision to libedit's line.
    fileprivate func complete() -> UInt8 {
        guard let line = el_line(editLine)?.pointee, let start = line.buffer, let cursor = line.cursor else {
            return UInt8(CC_ERROR)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self)
        switch completer.complete(before: before) {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case let .replace(removing, text):
            if removing > 0 { el_deletestr(editLine, Int32(removing)) }
            return el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
        case let .list(candidates):
            let rows = EditLineCompleter.layout(candidates, width: Int(hush_terminal_columns(STDOUT_FILENO)))
            hush_terminal_write("\n" + rows.joined(separator: "\n") + "\n")
            return UInt8(CC_REDISPLAY)
        }
    }
}

// libedit's callbacks: C function pointers cannot capture, so each finds its editor from the client pointer.

private let editLinePrompt: @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>? = { editLine in
    EditLineEditor.owning(editLine)?.currentPrompt
}

private let editLineReadKey: @convention(c) (OpaquePointer?, UnsafeMutablePointer<wchar_t>?) -> Int32 = {
    editLine, key in
    guard let editLine, let key, let editor = EditLineEditor.owning(editLine) else { return -1 }
    return editor.keys.read(into: key, editor: editLine)
}

private let editLineComplete: @convention(c) (OpaquePointer, Int32) -> UInt8 = { editLine, _ in
    EditLineEditor.owning(editLine)?.complete() ?? UInt8(CC_ERROR)
}
