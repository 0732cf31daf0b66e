// swift-format-ignore-file
// Rewritten from VladimirFibe/Bankey Bankey/LoginView.swift (https://github.com/VladimirFibe/Bankey/blob/3799a740d447ed7ee12624f6a0ada52df51ebfdb/Bankey/LoginView.swift), layout only.
import UIKit

class LoginView: UIView {
    let stackView = UIStackView()
    let usernameTextField = UITextField()
    let passwordTextField = UITextField()
    let dividerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        build()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension LoginView {
    private func build() {
        translatesAutoresizingMaskIntoConstraints = false
        buildStack()
        buildUsername()
        buildDivider()
        buildPassword()
    }

    private func buildStack() {
        addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 8
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
            stackView.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 1),
            trailingAnchor.constraint(equalToSystemSpacingAfter: stackView.trailingAnchor, multiplier: 1),
            bottomAnchor.constraint(equalToSystemSpacingBelow: stackView.bottomAnchor, multiplier: 1)
        ])
    }

    private func buildUsername() {
        stackView.addArrangedSubview(usernameTextField)
        usernameTextField.placeholder = "Username"
    }

    private func buildPassword() {
        stackView.addArrangedSubview(passwordTextField)
        passwordTextField.placeholder = "Password"
        passwordTextField.isSecureTextEntry = true
    }

    private func buildDivider() {
        stackView.addArrangedSubview(dividerView)
        dividerView.heightAnchor.constraint(equalToConstant: 1).isActive = true
    }
}
