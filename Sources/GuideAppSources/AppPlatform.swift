/// The kind of device an app's strings are written for. It changes what is right: on a Mac
/// people click and choose (so “tap” advice is wrong there), and checkbox labels are written in
/// either style, where an iPhone's switches in a list take title style.
public enum AppPlatform: String, Sendable, CaseIterable {
    case touch
    case mac

    /// `mac` when the app's Swift files import AppKit (or Cocoa) and none imports UIKit;
    /// otherwise `touch`, as guidelines for touch screens are the default.
    init(imports: Set<String>) {
        self = !imports.contains("UIKit") && (imports.contains("AppKit") || imports.contains("Cocoa")) ? .mac : .touch
    }
}
