import Foundation

/// The names an app's project gives its products: the project's own name (`sing-box` of
/// `sing-box.xcodeproj`), and the name people see under the icon, as the project's build
/// settings set it (`INFOPLIST_KEY_CFBundleDisplayName = "Touch Time";`, a literal
/// `PRODUCT_NAME`) or an `Info.plist` does (`CFBundleDisplayName`, `CFBundleName`). A build
/// setting's variable (`$(TARGET_NAME)`) names nothing.
enum ProductNames {
    /// The build settings whose value is a name people see.
    static let nameSettings = ["INFOPLIST_KEY_CFBundleDisplayName", "INFOPLIST_KEY_CFBundleName", "PRODUCT_NAME"]
    /// The `Info.plist` keys whose value is a name people see.
    static let nameKeys = ["CFBundleDisplayName", "CFBundleName"]

    /// The project's name and the names its `project.pbxproj` sets.
    static func inProject(_ project: URL) -> Set<String> {
        var names: Set<String> = [project.deletingPathExtension().lastPathComponent]
        guard project.pathExtension == "xcodeproj",
              let text = try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8) else { return names }
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.firstIndex(of: "="), nameSettings.contains(trimmed[..<equals].trimmingCharacters(in: .whitespaces)) else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if let name = plainName(value) { names.insert(name) }
        }
        return names
    }

    /// The names an `Info.plist` sets.
    static func inInfoPlist(_ file: URL) -> Set<String> {
        guard let data = try? Data(contentsOf: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [] }
        return Set(nameKeys.compactMap { (plist[$0] as? String).flatMap(plainName) })
    }

    /// The value when it is a name as written, not a variable or an escape.
    private static func plainName(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("$("), !trimmed.contains("${"), !trimmed.contains("\\") else { return nil }
        return trimmed
    }
}
