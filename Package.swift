// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "guidegen",
    platforms: [.macOS(.v15)],  // Synchronization (Mutex, Atomic) is in macOS 15
    products: [
        .executable(name: "guidegen", targets: ["guidegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // The preview's own HTTP/1 channel uses SwiftNIO's parts as Hummingbird does.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev, Homebrew: cmark).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // Search: Snowball stemmers (Debian: libstemmer-dev) and libdeflate (Debian: libdeflate-dev).
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .systemLibrary(name: "CDeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CMalloc"),
        // CLDR's unit names through ICU's C API (Debian: libicu-dev); Foundation's own ICU exports none.
        .target(name: "CUnitPatterns", linkerSettings: [.linkedLibrary("icuuc")]),
        // renameat2 (atomic swap of the output folder), which Swift's Glibc module leaves out.
        .target(name: "CFileSystem"),
        // The commit guidegen was built from, set by the scripts that build releases.
        .target(name: "CBuildInfo"),
        .target(name: "GuideCore"),
        // Mustache templates compiled once and rendered by appending (the theme's templates).
        .target(name: "GuideTemplates", dependencies: ["GuideCore"]),
        .target(name: "GuideMarkdown", dependencies: ["CCmark", "GuideCore"]),
        .target(name: "GuideContent", dependencies: ["GuideCore", "GuideMarkdown", "Yams"]),
        .target(name: "GuideLint", dependencies: ["GuideCore", "GuideMarkdown", "GuideContent", "GuideAppSources", "CUnitPatterns", "Yams"]),
        // Where an app's Swift code uses its localized keys, and how each is shown (swift-syntax).
        .target(name: "GuideAppSources", dependencies: [
            "GuideCore",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Whether each translation is behind its source page: section fingerprints and the record.
        .target(name: "GuideTranslations", dependencies: ["GuideCore", "GuideContent", "Yams"]),
        .target(name: "GuideSearch", dependencies: ["GuideCore", "GuideMarkdown", "GuideContent", "CStemmer", "CDeflate"]),
        // The summaries of a DocC catalog's symbols, from its module's documentation comments (swift-syntax).
        .target(name: "GuideSymbols", dependencies: [
            "GuideCore",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        // Swift code highlighted at build time by swift-syntax's classifier (the tokens Xcode and DocC see).
        .target(name: "GuideHighlight", dependencies: [
            "GuideCore",
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "GuideBuild", dependencies: [
            "CFileSystem", "GuideCore", "GuideMarkdown", "GuideContent", "GuideLint", "GuideSearch", "GuideTemplates", "GuideHighlight",
            "GuideTranslations", "GuideSymbols",
        ]),
        // The preview server: file watching, incremental rebuilds served from memory, live reload.
        .target(name: "GuidePreview", dependencies: [
            "CMalloc",
            "GuideCore", "GuideContent", "GuideBuild",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ], linkerSettings: [
            // mimalloc (Debian libmimalloc-dev) replaces glibc's malloc in the whole process:
            // see Sources/CMalloc/shim.h.
            .linkedLibrary("mimalloc", .when(platforms: [.linux])),
        ]),
        // `guidegen lsp`: JSON-RPC framing, the protocol's types and the server (no LSP package needed).
        .target(name: "GuideLanguageServer", dependencies: ["GuideCore", "GuideMarkdown", "GuideContent", "GuideLint"]),
        .target(name: "GuideCommandLine", dependencies: [
            "CBuildInfo", "GuideCore", "GuideContent", "GuideLint", "GuideBuild", "GuidePreview", "GuideTranslations", "GuideLanguageServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "guidegen", dependencies: ["GuideCommandLine"]),
        // A developer's tool that prints the key uses GuideAppSources finds (for the benchmarks).
        .executableTarget(name: "app-key-uses", dependencies: ["GuideAppSources", "GuideLint"]),

        .testTarget(name: "GuideCoreTests", dependencies: ["GuideCore"]),
        .testTarget(name: "GuideTemplatesTests", dependencies: ["GuideTemplates"]),
        .testTarget(name: "GuideMarkdownTests", dependencies: ["GuideMarkdown"]),
        .testTarget(name: "GuideContentTests", dependencies: ["GuideContent"]),
        .testTarget(name: "GuideLintTests", dependencies: ["GuideLint"]),
        .testTarget(name: "GuideAppSourcesTests", dependencies: ["GuideAppSources"]),
        .testTarget(name: "GuideBuildTests", dependencies: ["GuideBuild"]),
        .testTarget(name: "GuideHighlightTests", dependencies: ["GuideHighlight"]),
        .testTarget(name: "GuideSymbolsTests", dependencies: ["GuideSymbols", "GuideCore"]),
        .testTarget(name: "GuideTranslationsTests", dependencies: ["GuideTranslations", "GuideContent"]),
        .testTarget(name: "GuideSearchTests", dependencies: ["GuideSearch", "GuideContent", "GuideCore"]),
        .testTarget(name: "GuidePreviewTests", dependencies: [
            "GuidePreview", "GuideBuild", "GuideContent",
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        .testTarget(name: "GuideLanguageServerTests", dependencies: ["GuideLanguageServer", "GuideContent", "GuideLint"]),
        .testTarget(name: "GuideCommandLineTests", dependencies: ["GuideCommandLine", "GuideCore", "guidegen"]),
    ],
    swiftLanguageModes: [.v5]
)
