import UIKit

final class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = NSLocalizedString("uikit.note.title", comment: "")
    }

    func confirmDeletion(of name: String) {
        let alert = UIAlertController(
            title: String(format: NSLocalizedString("uikit.delete.title", comment: ""), name),
            message: NSLocalizedString("uikit.delete.message", comment: ""),
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: NSLocalizedString("uikit.delete.confirm", comment: ""), style: .destructive))
        alert.addAction(UIAlertAction(title: NSLocalizedString("uikit.delete.cancel", comment: ""), style: .cancel))
        present(alert, animated: true)
    }

    func showError() {
        let message = NSLocalizedString("uikit.error.unused", comment: "")
        print(message)
    }
}
