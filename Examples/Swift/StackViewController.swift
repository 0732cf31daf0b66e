// The UIStackView article's first login form ("将上述所有控件加入一个 UIStackView 之中"),
// as written; the article's copy lost its indentation and two closing braces, restored here.
import Foundation
import SnapKit
import UIKit

class StackViewController: UIViewController {
    lazy var stackView = {
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.distribution = .equalSpacing
        stackView.alignment = .fill
        stackView.backgroundColor = .lightGray.withAlphaComponent(0.1)
        return stackView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(stackView)
        stackView.snp.makeConstraints { make in
            make.left.equalTo(20)
            make.right.equalTo(-20)
            make.centerY.equalToSuperview()
        }
        stackView.addArrangedSubview(createSingleLineText("登录 / 注册"))
        stackView.addArrangedSubview(createCommonInput(label: "User Name:",
                                                       placeHolder: "Email/Phone/ID",
                                                       onTextChanged: { text in
            print("User Name: \(String(describing: text))")
        }))
        stackView.addArrangedSubview(createCommonInput(label: "Password:",
                                                       placeHolder: "Password",
                                                       onTextChanged: { text in
            print("Password: \(String(describing: text))")
        }))
        stackView.addArrangedSubview(createButton(title: "登录", onTapped: nil))
    }

    func createSingleLineText(_ title: String) -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.text = title
        return label
    }

    func createCommonInput(label: String,
                           placeHolder: String?,
                           onTextChanged: ((String?) -> Void)?) -> UIView {
        let view = UIView()
        let promptLabel = UILabel()
        promptLabel.textAlignment = .left
        promptLabel.text = label
        view.addSubview(promptLabel)
        promptLabel.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.left.equalTo(0)
        }
        promptLabel.setContentHuggingPriority(.required, for: .horizontal)
        promptLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        let textFiled = UITextField()
        textFiled.placeholder = placeHolder ?? ""
        view.addSubview(textFiled)
        textFiled.snp.makeConstraints { make in
            make.left.equalTo(promptLabel.snp.right)
            make.right.equalTo(0)
            make.centerY.equalToSuperview()
            make.top.equalTo(0)
            make.bottom.equalTo(0)
        }
        return view
    }

    func createButton(title: String, onTapped: (() -> Void)?) -> UIButton {
        let button = UIButton()
        button.setTitle(title, for: .normal)
        button.setTitleColor(.label, for: .normal)
        return button
    }
}

#Preview {
    StackViewController()
}
