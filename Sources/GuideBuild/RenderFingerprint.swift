import GuideContent
import GuideCore

extension PageRenderer {
    /// What fingerprints share, computed once per build: each page's text hash and a hash of
    /// how other pages show a link to it.
    struct FingerprintInputs {
        /// Each page's own text hash, by index.
        var textHashes: [Int]
        /// Each page's `pageLink` fields (title, URL, summary, language) hashed, by index.
        var linkPrints: [Int]
    }

    /// The inputs of `fingerprint(of:inputs:)` for this site, given each page's text hash.
    func fingerprintInputs(textHashes: [Int]) -> FingerprintInputs {
        // A page's URL is made of the fields `displayPrint` hashes and the base path, which is
        // the same for every build of one builder.
        FingerprintInputs(textHashes: textHashes, linkPrints: site.pages.map(\.displayPrint))
    }

    /// A hash of everything rendering `job` reads, so that an incremental build re-renders a page
    /// only when its hash changed.
    ///
    /// Keep it in step with `renderTopic`, `renderSection` and `renderHome`: whatever they read
    /// of the site must be combined here. `IncrementalBuildTests` compare incremental builds with
    /// full ones byte for byte after each kind of edit.
    func fingerprint(of job: RenderJob, inputs: FingerprintInputs) -> Int {
        var hasher = Hasher()
        switch job {
        case .topic(let index, let language):
            // Fields are read in place: copying whole `Page` values for 10,000 pages costs more
            // than the hashing.
            hasher.combine(0)
            combineBody(of: index, inputs: inputs, into: &hasher)
            navigation.fingerprint(language: language, section: site.pages[index].section, into: &hasher)
            hasher.combine(site.section(of: index)?.title)
            combineTranslations(of: index, into: &hasher)
            for item in site.pages[index].related {
                let target = site.topic(item.id, in: language) ?? config.languages.lazy.compactMap { site.topic(item.id, in: $0) }.first
                hasher.combine(target != nil)
                if let target { combineLink(target, inputs: inputs, into: &hasher) }
            }
            for source in site.backlinks[index] ?? [] where site.pages[source].kind == .topic {
                combineLink(source, inputs: inputs, into: &hasher)
            }
            let order = site.readingOrder[language] ?? []
            if let position = site.readingPosition[index] {
                hasher.combine(position > 0)
                hasher.combine(position + 1 < order.count)
                if position > 0 { combineLink(order[position - 1], inputs: inputs, into: &hasher) }
                if position + 1 < order.count { combineLink(order[position + 1], inputs: inputs, into: &hasher) }
            }
        case .section(let section):
            hasher.combine(1)
            hasher.combine(section.id)
            hasher.combine(section.title)
            hasher.combine(section.summary)
            navigation.fingerprint(language: section.language, section: section.id, into: &hasher)
            for other in config.languages {
                hasher.combine(site.sections[other]?.contains(where: { $0.id == section.id }) == true)
            }
            for topic in site.listedTopics(of: section) { combineLink(topic, inputs: inputs, into: &hasher) }
            hasher.combine(section.indexPage != nil)
            if let index = section.indexPage { combineBody(of: index, inputs: inputs, into: &hasher) }
        case .home(let language):
            hasher.combine(2)
            navigation.fingerprint(language: language, section: nil, into: &hasher)
            let home = site.homes[language]
            hasher.combine(home != nil)
            if let home { combineBody(of: home, inputs: inputs, into: &hasher) }
            for section in site.sections[language] ?? [] {
                hasher.combine(section.id)
                hasher.combine(section.title)
                hasher.combine(section.summary)
                for topic in site.listedTopics(of: section) { combineLink(topic, inputs: inputs, into: &hasher) }
            }
        }
        return hasher.finalize()
    }

    /// A hash of what the files made from the whole site show (`SiteBuilder.siteFiles`: the
    /// language picker, 404, glossary and search pages, the sitemap): the navigation, every
    /// section and topic with its title, URL, date and translations.
    func siteFilesFingerprint(inputs: FingerprintInputs) -> Int {
        var hasher = Hasher()
        for language in config.languages {
            navigation.fingerprint(language: language, section: nil, into: &hasher)
            for section in site.sections[language] ?? [] {
                hasher.combine(section.id)
                hasher.combine(section.title)
                for other in config.languages {
                    hasher.combine(site.sections[other]?.contains(where: { $0.id == section.id }) == true)
                }
                for topic in section.topics {
                    combineLink(topic, inputs: inputs, into: &hasher)
                    hasher.combine(site.pages[topic].updated)
                    combineTranslations(of: topic, into: &hasher)
                }
            }
        }
        return hasher.finalize()
    }

    /// The page's own text and where each of its links leads, with the title it would show.
    private func combineBody(of index: Int, inputs: FingerprintInputs, into hasher: inout Hasher) {
        hasher.combine(inputs.textHashes[index])
        hasher.combine(site.url(of: index))
        // Where the resolve stage found each link leads.
        for resolution in site.resolvedLinks[index].resolutions {
            switch resolution {
            case .page(let target, let anchor), .otherLanguage(let target, let anchor):
                hasher.combine(target == index)
                hasher.combine(inputs.linkPrints[target])
                hasher.combine(anchor)
                if anchor != nil { hasher.combine(title(of: target, anchor: anchor)) }
            case .media(let path):
                hasher.combine(site.mediaURL(path))
            case .external(let url):
                hasher.combine(url)
            case .failure:
                hasher.combine(-1)
            }
        }
    }

    /// A link to a page as `pageLink` makes it: title, URL, summary and language.
    private func combineLink(_ index: Int, inputs: FingerprintInputs, into hasher: inout Hasher) {
        hasher.combine(inputs.linkPrints[index])
    }

    private func combineTranslations(of index: Int, into hasher: inout Hasher) {
        for other in config.languages {
            hasher.combine(site.translation(of: index, in: other).map { site.url(of: $0) })
        }
    }
}
