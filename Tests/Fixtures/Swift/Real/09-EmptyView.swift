// swift-format-ignore-file
// Rewritten from SavelySakun/Sveti Sveti/App/Screens/Diary/EmptyView.swift (https://github.com/SavelySakun/Sveti/blob/0b4a45179d5592ae4887c50503f13a86854816d5/Sveti/App/Screens/Diary/EmptyView.swift), layout only.
import UIKit
import SnapKit

class EmptyView: UIView {

  private let emptyIconImageView = UIImageView()
  private let emptyLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    arrange()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func arrange() {
    emptyIconImageView.image = UIImage(named: "gardening")
    emptyIconImageView.contentMode = .scaleAspectFit
    emptyIconImageView.snp.makeConstraints { (make) in
      make.width.equalTo(400)
      make.height.equalTo(300)
    }

    emptyLabel.text = "Добавьте первую заметку в разделе «Новая запись»"
    emptyLabel.numberOfLines = 0
    emptyLabel.textAlignment = .center
    emptyLabel.snp.makeConstraints { (make) in
      make.width.equalTo(250)
    }

    let stackView = UIStackView(arrangedSubviews: [emptyIconImageView, emptyLabel])
    stackView.axis = .vertical
    stackView.spacing = 10
    stackView.alignment = .center

    addSubview(stackView)
    stackView.snp.makeConstraints { (make) in
      make.top.left.bottom.right.equalToSuperview()
    }
  }
}
