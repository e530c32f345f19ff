import Foundation
import GuideContent
import GuideCore

extension LanguageServer {
    /// The command that opens a page's translation: arguments the page's URI and, optionally,
    /// the language wanted.
    public static let openTwinCommand = "guidegen.openTwin"

    /// A lens on a page's first line for each of its translations.
    func codeLenses(_ params: CodeLensParams) -> [CodeLens] {
        guard let path = DocumentURI.path(of: params.textDocument.uri), let index = siteIndex(forPath: path) else { return [] }
        let top = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        return index.twins(of: path).map { twin in
            CodeLens(range: top, command: Command(title: "Open the \(twin.language.tag) page", command: Self.openTwinCommand,
                                                  arguments: [.string(params.textDocument.uri), .string(twin.language.tag)]))
        }
    }

    struct OpenTwinResult: Encodable {
        var uri: String
    }

    /// Runs `guidegen.openTwin`: asks the editor to show the translation (`window/showDocument`)
    /// and answers its URI.
    func executeCommand(_ params: ExecuteCommandParams) -> Result<OpenTwinResult?, ResponseError> {
        guard params.command == Self.openTwinCommand else {
            return .failure(ResponseError(code: ErrorCode.invalidParams, message: "guidegen has no command `\(params.command)`"))
        }
        guard let uri = params.arguments?.first?.stringValue, let path = DocumentURI.path(of: uri) else {
            return .failure(ResponseError(code: ErrorCode.invalidParams, message: "\(Self.openTwinCommand) takes the page's URI"))
        }
        guard let index = siteIndex(forPath: path), index.page(at: path) != nil else {
            return .failure(ResponseError(code: ErrorCode.requestFailed, message: "`\(path)` is not a page of the site"))
        }
        let wanted = params.arguments?.dropFirst().first?.stringValue
        let twins = index.twins(of: path).filter { wanted == nil || $0.language.tag == wanted }
        guard let twin = twins.first else {
            let missing = wanted ?? index.setup.config.languages.map(\.tag).joined(separator: ", ")
            return .failure(ResponseError(code: ErrorCode.requestFailed, message: "the page has no \(missing) translation yet"))
        }
        let twinURI = DocumentURI.uri(of: twin.path)
        request("window/showDocument", ShowDocumentParams(uri: twinURI, takeFocus: true))
        return .success(OpenTwinResult(uri: twinURI))
    }
}
