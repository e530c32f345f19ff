import Testing
@testable import GuideContent

/// A page's section from its folders: the fast paths give what the general code gives.
struct PageFolderTests {
    @Test func aFilesFoldersAreItsSectionEmptyOnesLeftOut() {
        #expect(PageParser.folderPath(of: "components/menus-and-actions/buttons.en.md") == "components/menus-and-actions")
        #expect(PageParser.folderPath(of: "components/buttons.en.md") == "components")
        #expect(PageParser.folderPath(of: "_index.en.md") == "")
        #expect(PageParser.folderPath(of: "/_index.en.md") == "")
        #expect(PageParser.folderPath(of: "a//b/x.md") == "a/b")
        #expect(PageParser.folderPath(of: "/a/b/x.md") == "a/b")
        #expect(PageParser.folderPath(of: "a/b/") == "a")
    }

    @Test func aSlugPathIsKnownFromItsBytesAndIsItsOwnSlug() {
        for path in ["components", "components/menus-and-actions", "a_b/c-d-e/f0"] {
            #expect(PageParser.isSlugPath(path))
            #expect(PageParser.sectionSlug(path) == path)
        }
        // Not known from the bytes: `sectionSlug` decides, and changes all but the last.
        for path in ["Components", "a--b", "-a", "a-", "a//b", "/a", "a/", "a b", "组件", "a/-b", "a-/b"] {
            #expect(!PageParser.isSlugPath(path))
        }
        #expect(PageParser.sectionSlug("组件") == "组件")
        #expect(PageParser.sectionSlug("a--b") == "a-b")
        #expect(PageParser.sectionSlug("a//b") == "a/b")
    }
}
