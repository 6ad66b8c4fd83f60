import Foundation

/// What a person's name may be, on the device and on the server: one constant both sides read, so a name
/// a device accepts is never refused by its server.
///
/// ```swift
/// name.count <= PersonName.maxLength   // "Gavin", "Grandma Jo"; never a 60 MB blob
/// ```
public enum PersonName {
    /// Characters (not bytes): long enough for any name a family uses for one of its own.
    public static let maxLength = 64
}
