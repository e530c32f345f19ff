import Foundation
import Testing
@testable import GuideAppSources

/// Keys an app's Objective-C code localizes, with the use each statement gives them.
@Suite struct ObjectiveCUsesTests {
    private func kinds(_ source: String, platform: AppPlatform = .mac) -> [String: UIKind] {
        var found: [String: UIKind] = [:]
        for use in ObjectiveCUses.uses(inSource: source, file: "View.m", platform: platform) { found[use.key] = use.kind }
        return found
    }

    /// A property set to the text, or a setter sent it, is read as the same assignment in Swift.
    @Test func aPropertySetToTheTextIsReadAsInSwift() {
        let source = """
        - (void)setup {
            self.copyButton.toolTip = NSLocalizedString(@"copy_text", nil);
            [self.statusLabel setStringValue:NSLocalizedString(@"status_ready", nil)];
            alert.informativeText = NSLocalizedString(@"alert_detail", @"");
            self.title = NSLocalizedString(@"screen_title", nil);
        }
        """
        #expect(kinds(source) == ["copy_text": .help, "status_ready": .text, "alert_detail": .alertMessage, "screen_title": .navigationTitle])
    }

    /// A table view cell's label names its row, as in Swift; a label of the app's own named
    /// `textLabel` (a PIN screen's) is running text.
    @Test func aCellsLabelNamesItsRow() {
        let source = """
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            cell.textLabel.text = NSLocalizedString(@"Sort Order", @"");
            ftpCell.textLabel.text = NSLocalizedString(@"Reset FTP data", nil);
            cell.detailTextLabel.text = NSLocalizedString(@"Alphabetical", nil);
            self.pinViewController.textLabel.text = NSLocalizedString(@"Enter your PIN", nil);
        }
        """
        #expect(kinds(source, platform: .touch) == ["Sort Order": .tableRow, "Reset FTP data": .tableRow, "Alphabetical": .text, "Enter your PIN": .text])
    }

    /// A property named for an error or a warning set to the text (`[job setError:…]`,
    /// `self.lastWarning = …`) holds a message, as such a property does in Swift; a property
    /// named otherwise says nothing.
    @Test func aPropertyNamedForAnErrorHoldsAMessage() {
        let source = """
        - (void)fail {
            [job setError:NSLocalizedString(@"cannot_open", @"tooltip")];
            self.lastWarning = NSLocalizedString(@"low_disk", nil);
            [self setOwner:NSLocalizedString(@"owner_name", nil)];
        }
        """
        #expect(kinds(source) == ["cannot_open": .errorMessage, "low_disk": .errorMessage, "owner_name": .localizedString])
    }

    /// A pop-up button's items given as an array literal (`addItemsWithTitles:@[…]`), and a
    /// segmented control's segments: each element is shown as the selector piece before the
    /// array shows it, whatever comes before the element in the array.
    @Test func anArrayLiteralsElementsAreShownAsTheArrayIs() {
        let source = """
        - (void)setup {
            [_repPopup addItemsWithTitles:@[NSLocalizedString(@"repeat_none", @"Repeat none"),
                                            [NSString stringWithFormat:NSLocalizedString(@"every_weeks", nil), (NSInteger)2],
                                            NSLocalizedString(@"every_month", @"")]];
            UISegmentedControl *control = [[UISegmentedControl alloc] initWithItems:@[NSLocalizedString(@"seg_all", nil), NSLocalizedString(@"seg_new", nil)]];
            [control setTitle:NSLocalizedString(@"seg_old", nil) forSegmentAtIndex:1];
            NSArray *names = @[NSLocalizedString(@"kept_aside", nil)];
        }
        """
        #expect(kinds(source) == ["repeat_none": .menuItem, "every_weeks": .menuItem, "every_month": .menuItem,
                                  "seg_all": .pickerOption, "seg_new": .pickerOption, "seg_old": .pickerOption,
                                  "kept_aside": .localizedString])
    }

    /// An array of texts kept in an instance variable and handed to a pop-up button later in the
    /// file (`_alertStrings = @[…]`, then `[_alertPopup addItemsWithTitles:_alertStrings]`): each
    /// element is shown as that later use shows the array.
    @Test func anArrayKeptInAVariableIsShownWhereTheFileUsesIt() {
        let source = """
        @implementation EventViewController {
            NSArray<NSString *> *_alertStrings, *_unusedStrings;
        }
        - (void)loadView {
            _alertStrings = @[
                NSLocalizedString(@"alert_none", @"Alert none"),
                NSLocalizedString(@"alert_5_min", @"")];
            _unusedStrings = @[NSLocalizedString(@"kept_only", nil)];
        }
        - (void)viewWillAppear {
            [_alertPopup removeAllItems];
            [_alertPopup addItemsWithTitles:_alertStrings];
        }
        @end
        """
        #expect(kinds(source) == ["alert_none": .menuItem, "alert_5_min": .menuItem, "kept_only": .localizedString])
    }

    /// A label made with the text (`[NSTextField labelWithString:…]`) is running text, and a bold
    /// or large font set on it later in the method makes it a heading or a title, as in Swift.
    @Test func aLabelsFontSetInItsMethodSaysWhatItIs() {
        let source = """
        - (void)loadView {
            NSTextField *menubarLabel = [NSTextField labelWithString:NSLocalizedString(@"Menu Bar", @"")];
            NSTextField *noteLabel = [NSTextField labelWithString:NSLocalizedString(@"note", @"")];
            NSTextField *bigLabel = [NSTextField wrappingLabelWithString:NSLocalizedString(@"big", @"")];
            menubarLabel.font = [NSFont boldSystemFontOfSize:menubarLabel.font.pointSize-1];
            [bigLabel setFont:[NSFont systemFontOfSize:24]];
            [v addSubview:menubarLabel];
        }
        """
        #expect(kinds(source) == ["Menu Bar": .headingText, "note": .text, "big": .titleText])
    }

    /// A table view's data source method returning the text (`tableView:titleForHeaderInSection:`)
    /// names a section's header, as the same method does in Swift; a method named for a message
    /// (`showErrorMessage:`, `showWarning:`) shows one; `localizedReason:` is why the app asks for
    /// Face ID or Touch ID.
    @Test func aDataSourceMethodsTextAndAMessageMethodsArgument() {
        let source = """
        - (NSString *)tableView:(UITableView *)tableView
        titleForHeaderInSection:(NSInteger)section {
            switch (section) {
                case SECTION_SORTING:
                    return NSLocalizedString(@"Sorting", nil);
            }
            return nil;
        }

        - (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
            return NSLocalizedString(@"sorting_footer", nil);
        }

        - (NSString *)displayName {
            return NSLocalizedString(@"plain_return", nil);
        }

        - (void)create {
            [controller showErrorMessage:NSLocalizedString(@"name_required", nil)];
            [controller showDetail:NSLocalizedString(@"not_a_message", nil)];
            [context evaluatePolicy:LAPolicyDeviceOwnerAuthentication localizedReason:NSLocalizedString(@"unlock_reason", nil) reply:nil];
        }
        """
        #expect(kinds(source) == ["Sorting": .sectionHeader, "sorting_footer": .sectionFooter, "plain_return": .localizedString,
                                  "name_required": .message, "not_a_message": .localizedString, "unlock_reason": .authenticationReason])
    }

    /// A routine named like `NSLocalizedString` (genstrings' `-s` convention: `OCLocalizedString`,
    /// often declared in a framework the repository does not hold) localizes its first argument too.
    @Test func aRoutineNamedLikeNSLocalizedStringLocalizes() {
        let source = """
        - (void)setup {
            self.title = OCLocalizedString(@"screen_title", nil);
            self.copyButton.toolTip = AppLocalizedString(@"copy_text", @"");
            [self.label setStringValue:[self localizedStringForKey:@"not_a_call"]];
        }
        """
        #expect(kinds(source) == ["screen_title": .navigationTitle, "copy_text": .help])
    }

    /// The framework's alerts, actions, buttons and menu items made with the text: each argument
    /// by its own selector piece.
    @Test func theFrameworksControlsMadeWithATitle() {
        let source = """
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"delete_title", nil) message:NSLocalizedString(@"delete_message", nil) preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"delete_confirm", nil) style:UIAlertActionStyleDestructive handler:nil]];
        [self.saveButton setTitle:NSLocalizedString(@"save", nil) forState:UIControlStateNormal];
        NSMenuItem *item = [[NSMenuItem alloc] initWithTitle:NSLocalizedString(@"menu_quit", nil) action:@selector(quit:) keyEquivalent:@"q"];
        """
        #expect(kinds(source, platform: .touch) == ["delete_title": .alertTitle, "delete_message": .alertMessage,
                                                    "delete_confirm": .alertAction, "save": .button, "menu_quit": .menuItem])
    }

    /// UIKit's older alert and action sheet (`UIAlertView`, `UIActionSheet`, deprecated but
    /// still in many apps): the title, the message and each button's title by its selector
    /// piece. The title was read as a string shown nowhere, so a one-word alert title passed.
    @Test func theOlderAlertViewAndActionSheet() {
        let source = """
        UIAlertView *alert = [[UIAlertView alloc] initWithTitle:NSLocalizedString(@"Error", nil) message:NSLocalizedString(@"save_failed", nil) delegate:nil cancelButtonTitle:NSLocalizedString(@"OK", nil) otherButtonTitles:NSLocalizedString(@"Retry", nil), nil];
        UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:NSLocalizedString(@"sheet_title", nil) delegate:self cancelButtonTitle:NSLocalizedString(@"Cancel", nil) destructiveButtonTitle:NSLocalizedString(@"Delete", nil) otherButtonTitles:nil];
        """
        #expect(kinds(source, platform: .touch) == ["Error": .alertTitle, "save_failed": .alertMessage, "OK": .alertAction, "Retry": .alertAction,
                                                    "sheet_title": .dialogTitle, "Cancel": .alertAction, "Delete": .alertAction])
    }

    /// A local given the text takes the use of the method's first later statement that uses it,
    /// also through a format; a local never used so, and a text used otherwise, are localized
    /// and shown nowhere this reader sees.
    @Test func aLocalTakesTheUseOfTheStatementThatUsesIt() {
        let source = """
        - (void)setup {
            NSString *action = isPlaying ? NSLocalizedString(@"stop_play_audio", nil) : NSLocalizedString(@"play_audio", nil);
            NSString *shortcut = @"⌘+S";
            audioButton.toolTip = [NSString stringWithFormat:@"%@, %@", action, shortcut];
            NSString *unused = NSLocalizedString(@"never_shown", nil);
            [self log:NSLocalizedString(@"log_line", nil)];
        }

        - (void)other {
            label.stringValue = unused;
        }
        """
        #expect(kinds(source) == ["stop_play_audio": .help, "play_audio": .help, "never_shown": .localizedString, "log_line": .localizedString])
    }

    /// A table's name and the escapes of the literal are read; the line and column are the call's;
    /// the file's imports give its platform.
    @Test func tablesEscapesPlacesAndPlatform() {
        let source = """
        #import <UIKit/UIKit.h>

        x.text = NSLocalizedStringFromTable(@"Say \\"hi\\"", @"Greetings", nil);
        """
        let uses = ObjectiveCUses.uses(inSource: source, file: "Greeting.m", platform: .mac)
        #expect(uses.count == 1)
        #expect(uses.first?.key == #"Say "hi""#)
        #expect(uses.first?.table == "Greetings")
        #expect(uses.first?.line == 3 && uses.first?.column == 10)
        #expect(uses.first?.platform == .touch)
    }

    /// `NSLocalizedString`'s second argument is a comment for translators, not a table: the key
    /// is looked up in `Localizable`, whatever the comment says.
    @Test func aCommentIsNoTable() {
        let source = """
        UIAlertAction *yes = [UIAlertAction actionWithTitle:NSLocalizedString(@"Yes", @"Confirms the reset") style:0 handler:nil];
        self.title = NSLocalizedString(@"screen_title", @"");
        x.text = OCLocalizedString(@"status", @"Shown while syncing");
        """
        let uses = ObjectiveCUses.uses(inSource: source, file: "Reset.m", platform: .touch)
        #expect(uses.map(\.key) == ["Yes", "screen_title", "status"])
        #expect(uses.allSatisfy { $0.table == nil })
    }

    /// An app's folder is read for its Objective-C files beside its Swift ones (not in `Pods`),
    /// their uses in reading order with the Swift files' uses, on the app's platform.
    @Test func anAppsObjectiveCFilesAreReadBesideItsSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["App/Legacy", "App/Pods/Lib"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try "import AppKit\nstruct S: View { var body: some View { Text(\"swift.text\") } }"
            .write(to: folder.appendingPathComponent("App/Screen.swift"), atomically: true, encoding: .utf8)
        try "- (void)setup {\n    self.clearButton.toolTip = NSLocalizedString(@\"clear_all\", nil);\n}\n"
            .write(to: folder.appendingPathComponent("App/Legacy/Query.m"), atomically: true, encoding: .utf8)
        try "x.text = NSLocalizedString(@\"in.pods\", nil);"
            .write(to: folder.appendingPathComponent("App/Pods/Lib/Y.m"), atomically: true, encoding: .utf8)

        let app = SwiftSourceScanner.scanApp(inFolders: [folder.path])
        #expect(app.uses.map(\.key) == ["clear_all", "swift.text"])
        #expect(app.uses.map(\.kind) == [.help, .text])
        #expect(app.uses.first?.platform == .mac)
    }
}
