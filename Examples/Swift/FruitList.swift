// A list of fruits as most apps write one: a view controller holding a table, a cell class
// with a `configure(with:)` method, an array of model values, and a `guard let … as? Cell`.
// Written for LayoutLab's examples (docs/swift-import.md, "Tables and collections").
import UIKit

struct Fruit {
    let name: String
    let price: String
}

final class FruitCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        [nameLabel, priceLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            priceLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            priceLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(with fruit: Fruit) {
        nameLabel.text = fruit.name
        priceLabel.text = fruit.price
    }
}

final class FruitListViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let fruits = [
        Fruit(name: "Apple", price: "$1"),
        Fruit(name: "Banana", price: "$2"),
        Fruit(name: "Cherry", price: "$3"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FruitCell.self, forCellReuseIdentifier: "FruitCell")
        tableView.dataSource = self
        tableView.rowHeight = 60
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath) as? FruitCell
        else { return UITableViewCell() }
        cell.configure(with: fruits[indexPath.row])
        return cell
    }
}
