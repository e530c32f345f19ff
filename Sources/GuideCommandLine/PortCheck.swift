import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether the preview can listen where it was asked, checked before the first build so that a
/// busy port is reported at once.
enum PortCheck {
    /// A sentence saying why `host:port` cannot be listened on, or nil when it can (or when the
    /// check cannot tell: then the server reports it when it starts).
    static func problem(host: String, port: Int) -> String? {
        guard port != 0 else { return nil }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            return "cannot find the address `\(host)`"
        }
        defer { freeaddrinfo(first) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // As the server does: an address left in TIME_WAIT by a previous run is not "in use".
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) != 0 else { return nil }
        switch errno {
        case EADDRINUSE: return "port \(port) is in use on \(host)"
        case EACCES: return "port \(port) on \(host) needs more privileges than guidegen has"
        case EADDRNOTAVAIL: return "this machine has no address `\(host)`"
        default: return nil
        }
    }
}
