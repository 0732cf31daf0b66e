// swift-format-ignore-file
// Rewritten from cheshire0105/Dots Dots/View/MyPage/Setting/SettingProfile.swift (https://github.com/cheshire0105/Dots/blob/07f387f69aee9d54aa6b6b7c2f38bb02700172a5/Dots/View/MyPage/Setting/SettingProfile.swift), layout only.
import UIKit
import SnapKit

class 프로필변경_화면: UIViewController {

    private let 뒤로가기_버튼 = {
        let button = UIButton()
        button.setImage(UIImage(named: "loginBack"), for: .selected)
        button.isSelected = !button.isSelected
        return button
    }()

    private let 페이지_제목 = {
        let label = UILabel()
        label.text = "프로필 변경"
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        return label
    }()

    var 새_프로필_이미지_버튼 = {
        var imageButton = UIButton()
        imageButton.setImage(UIImage(named: "새프로필"), for: .selected)
        imageButton.setImage(UIImage(named: "새프로필"), for: .normal)
        imageButton.isSelected = !imageButton.isSelected
        return imageButton
    }()

    var 새_프로필_추가_이미지뷰 = {
        var imageView = UIImageView()
        imageView.image = UIImage(named: "새프로필사진")
        return imageView
    }()

    private let 새_닉네임_백 = {
        let uiView = UIView()
        return uiView
    }()

    private let 새_닉네임_텍스트필드 = { ()
        let textField = UITextField()
        textField.placeholder = "새 닉네임"
        textField.font = UIFont.boldSystemFont(ofSize: 14)
        textField.textAlignment = .left
        return textField
    }()

    var 구분선 = {
        var imageView = UIImageView()
        imageView.image = UIImage(named: "구분선")
        return imageView
    }()

    private let 변경_버튼 = {
        let button = UIButton()
        button.setTitle("변경", for: .selected)
        button.setTitle("변경", for: .normal)
        button.isSelected = !button.isSelected
        return button
    }()

    override func viewDidLoad() {
        UI레이아웃()
    }
}

extension 프로필변경_화면 {

    private func UI레이아웃 () {
        view.addSubview(뒤로가기_버튼)
        view.addSubview(페이지_제목)
        view.addSubview(새_프로필_이미지_버튼)
        view.addSubview(새_프로필_추가_이미지뷰)
        view.addSubview(새_닉네임_백)
        view.addSubview(새_닉네임_텍스트필드)
        view.addSubview(구분선)
        view.addSubview(변경_버튼)

        뒤로가기_버튼.snp.makeConstraints { make in
            make.centerY.equalTo(페이지_제목.snp.centerY)
            make.leading.equalToSuperview().offset(16)
            make.size.equalTo(40)
        }
        페이지_제목.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(60)
            make.centerX.equalToSuperview()
            make.height.equalTo(44)
        }
        새_프로필_이미지_버튼.snp.makeConstraints { make in
            make.top.equalTo(페이지_제목.snp.bottom).offset(88)
            make.centerX.equalToSuperview()
            make.size.equalTo(88)
        }
        새_프로필_추가_이미지뷰.snp.makeConstraints { make in
            make.bottom.equalTo(새_프로필_이미지_버튼.snp.bottom)
            make.trailing.equalTo(새_프로필_이미지_버튼.snp.trailing)
            make.size.equalTo(24)
        }
        새_닉네임_백.snp.makeConstraints { make in
            make.top.equalTo(새_프로필_이미지_버튼.snp.bottom).offset(75)
            make.leading.equalToSuperview().offset(16)
            make.trailing.equalToSuperview().offset(-16)
            make.height.equalTo(44)
        }
        새_닉네임_텍스트필드.snp.makeConstraints { make in
            make.top.equalTo(새_닉네임_백)
            make.leading.equalTo(새_닉네임_백).offset(15)
            make.trailing.equalTo(새_닉네임_백).offset(-15)
            make.height.equalTo(44)
        }
        구분선.snp.makeConstraints { make in
            make.top.equalTo(새_닉네임_텍스트필드.snp.bottom).offset(170)
        }
        변경_버튼.snp.makeConstraints { make in
            make.top.equalTo(구분선.snp.bottom).offset(15)
            make.trailing.equalToSuperview().offset(-16)
            make.height.equalTo(32)
            make.width.equalTo(74)
        }
    }
}
