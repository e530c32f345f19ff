import ArgumentParser
import Foundation

/// guidegen's exit statuses, the same for every command: 0 success, 1 errors (findings, a failed
/// build or write), 2 a usage or configuration error. ArgumentParser gives usage errors 64
/// (EX_USAGE); scripts and CI follow the README's 2.
enum ExitStatus {
    static let usage: Int32 = 2

    /// The status for an error that ends the run: usage errors become 2, the rest keep theirs.
    static func code(for error: Error, in command: ParsableCommand.Type) -> Int32 {
        let code = command.exitCode(for: error)
        return code == .validationFailure ? usage : code.rawValue
    }
}

@available(macOS 10.15, *)
extension GuideGen {
    /// Runs the command the arguments name, with `ExitStatus`'s statuses.
    public static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = ExitStatus.code(for: error, in: self)
            guard code == ExitStatus.usage, exitCode(for: error) == .validationFailure else { exit(withError: error) }
            printError(fullMessage(for: error) + "\n")
            Foundation.exit(code)
        }
    }
}
