/// Where the links of one page lead, as the resolve stage found them (`Site.resolvedLinks`),
/// for the stages after it: rendering and the search index look them up instead of resolving
/// each link again (and working out did-you-mean suggestions nobody reads).
///
/// A walk of the page meets its links in the order `Page.links` holds them, so each is found
/// at or after a cursor. A link met out of order (a directive's body, rendered on its own) is
/// looked for among all the page's links, and one the resolve stage never saw is resolved.
public final class ResolvedLinkLookup {
    private let index: Int
    private let resolver: LinkResolver
    private let links: [LinkReference]
    private let resolutions: [LinkResolution]
    private var next = 0

    /// The lookup of the page at `index` of `resolver.site`.
    public init(page index: Int, resolver: LinkResolver) {
        self.index = index
        self.resolver = resolver
        let site = resolver.site
        let resolved = index < site.resolvedLinks.count ? site.resolvedLinks[index].resolutions : []
        // Without the resolve stage's results (a site that was never resolved) every link is
        // resolved here.
        links = resolved.count == site.pages[index].links.count ? site.pages[index].links : []
        resolutions = links.isEmpty ? [] : resolved
    }

    /// Where a link written as `destination` leads.
    public func resolve(_ destination: String) -> LinkResolution {
        found(destination, isImage: false) ?? resolver.resolve(destination, from: index)
    }

    /// Where an image written with `source` leads.
    public func resolveImage(_ source: String) -> LinkResolution {
        found(source, isImage: true) ?? resolver.resolveImage(source, from: index)
    }

    private func found(_ destination: String, isImage: Bool) -> LinkResolution? {
        func matches(_ n: Int) -> Bool { links[n].isImage == isImage && !links[n].isMedia && links[n].destination == destination }
        // Onwards from the cursor first (a walk that asks only for some links skips the others),
        // then from the start.
        guard let n = (next..<links.count).first(where: matches) ?? (0..<min(next, links.count)).first(where: matches) else { return nil }
        next = n + 1
        return resolutions[n]
    }
}
