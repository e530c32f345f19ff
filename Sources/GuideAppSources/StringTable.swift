import Foundation
import GuideCore

/// An app's strings table, as its code names it (`tableName: "Settings"`) and its string files
/// hold it (`en.lproj/Settings.strings`, `Settings.xcstrings`).
public enum StringTable {
    /// The table a localizing call means when it names none.
    public static let defaultName = "Localizable"

    /// The table a string file holds: the file's name without its extension (`Settings`).
    public static func name(ofFile path: String) -> String {
        (String(PathNames.fileName(path)) as NSString).deletingPathExtension
    }
}
