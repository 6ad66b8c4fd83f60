/// A QR code drawn for a terminal: two modules to a character cell with Unicode half blocks (▀ ▄ █), so
/// the code is square on screen, inside the four-module quiet zone the standard asks for.
///
/// Dark on light whatever the terminal's theme: every line sets black on white itself (entries 16 and
/// 231 of the 256-colour palette, which themes leave alone, unlike the first sixteen), because phones'
/// readers look for dark modules on a light ground and most do not try the inverse a dark terminal shows.
///
/// ```swift
/// HalfBlockDrawing(try QRModules(encoding: link)).lines   // 23 lines of 45 columns for a version-5 code
/// ```
struct HalfBlockDrawing {
    static let quietZone = 4
    /// Black on white, then back to the terminal's own colours at each line's end.
    static let colours = "\u{1B}[38;5;16;48;5;231m"
    static let reset = "\u{1B}[0m"

    let modules: QRModules

    init(_ modules: QRModules) { self.modules = modules }

    /// Columns (and module rows) the drawing spans, quiet zone included.
    var size: Int { modules.width + 2 * Self.quietZone }

    var lines: [String] {
        stride(from: 0, to: size, by: 2).map { row in
            var line = Self.colours
            for column in 0..<size {
                switch (isDark(column, row), isDark(column, row + 1)) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            return line + Self.reset
        }
    }

    /// Whether the module at a drawing position is dark; the quiet zone, and the half row below an odd
    /// size, are light.
    private func isDark(_ column: Int, _ row: Int) -> Bool {
        let x = column - Self.quietZone, y = row - Self.quietZone
        guard (0..<modules.width).contains(x), (0..<modules.width).contains(y) else { return false }
        return modules.dark[y][x]
    }
}
