// swift-format-ignore-file
// Rewritten from gusilva/crypto-app CryptoCurrencyApp/Views/EmptyStateView.swift (https://github.com/gusilva/crypto-app/blob/4528c76a9f2693a6d9169c6df4caafba33088ccd/CryptoCurrencyApp/Views/EmptyStateView.swift), layout only.
// TitleLabel rewritten from CryptoCurrencyApp/Views/TitleLabel.swift (https://github.com/gusilva/crypto-app/blob/4528c76a9f2693a6d9169c6df4caafba33088ccd/CryptoCurrencyApp/Views/TitleLabel.swift), same commit.
import UIKit

class TitleLabel: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  convenience init(textAlignment: NSTextAlignment, fontSize: CGFloat) {
    self.init(frame: .zero)
    self.textAlignment = textAlignment
    self.font = UIFont.systemFont(ofSize: fontSize, weight: .bold)
  }

  private func setUp() {
    adjustsFontSizeToFitWidth = true
    minimumScaleFactor = 0.9
    lineBreakMode = .byTruncatingTail
    translatesAutoresizingMaskIntoConstraints = false
  }
}

class EmptyStateView: UIView {
  let messageLabel = TitleLabel(textAlignment: .center, fontSize: 28)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(messageLabel)
    layOutMessage()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  convenience init(message: String) {
    self.init(frame: .zero)
    messageLabel.text = message
  }

  private func layOutMessage() {
    messageLabel.numberOfLines = 3

    NSLayoutConstraint.activate([
      messageLabel.centerYAnchor.constraint(equalTo: self.centerYAnchor),
      messageLabel.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 40),
      messageLabel.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -40),
      messageLabel.heightAnchor.constraint(equalToConstant: 200),
    ])
  }
}
