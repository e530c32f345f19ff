import SwiftIfConfig
import SwiftSyntax

/// The build DocC documents a module for, as `#if` reads it: macOS on Apple silicon with the
/// current Swift, where a catalog's documentation is most often built (Apple's, and the Swift
/// Package Index's by default). So a member declared for Windows or Linux only
/// (`#if os(Windows)`) is none of the documented type's, as DocC on macOS would not list it.
struct DocumentationBuild: BuildConfiguration {
    /// Modules only other platforms have: `canImport` of them is false, of any other true.
    static let otherPlatformsModules: Set<String> = ["Glibc", "Musl", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT", "FoundationEssentials", "FoundationInternationalization"]
    static let targetOSs: Set<String> = ["macOS", "Darwin"]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { true }
    func hasAttribute(name: String) -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        !Self.otherPlatformsModules.contains(importPath.first?.1 ?? "")
    }
    func isActiveTargetOS(name: String) -> Bool { Self.targetOSs.contains(name) }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
