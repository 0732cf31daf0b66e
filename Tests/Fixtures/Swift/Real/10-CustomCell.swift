// swift-format-ignore-file
// Rewritten from rtoddf/swift TableViewNoStoryboard01/TableViewNoStoryboard01/Views/CustomCell.swift (https://github.com/rtoddf/swift/blob/080b8aae88c808fe1adb96f11eaef9066d0087d5/TableViewNoStoryboard01/TableViewNoStoryboard01/Views/CustomCell.swift), layout only.
import UIKit

class CustomCell: UITableViewCell {

    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addViews()
    }

    let headlineLabel: UILabel = {
        let label = UILabel()
        label.text = "Label text"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.boldSystemFont(ofSize: 14)
        return label
    }()

    let summaryLabel: UITextView = {
        let textView = UITextView()
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.font = UIFont.systemFont(ofSize: 12)
        textView.textContainerInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        textView.textContainer.lineFragmentPadding = 0
        return textView
    }()

    let leadImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func addViews() {
        addSubview(headlineLabel)
        addSubview(summaryLabel)
        addSubview(leadImageView)

        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[v1]-8-[v0(75)]-16-|", options: NSLayoutFormatOptions(), metrics: nil, views: ["v0": leadImageView, "v1": headlineLabel]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[v0(75)]-8-|", options: NSLayoutFormatOptions(), metrics: nil, views: ["v0": leadImageView]))
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[v0]", options: NSLayoutFormatOptions(), metrics: nil, views: ["v0": headlineLabel]))

        addConstraint(NSLayoutConstraint(item: summaryLabel, attribute: .left, relatedBy: .equal, toItem: headlineLabel, attribute: .left, multiplier: 1.0, constant: 0))
        addConstraint(NSLayoutConstraint(item: summaryLabel, attribute: .right, relatedBy: .equal, toItem: headlineLabel, attribute: .right, multiplier: 1.0, constant: 0))
        addConstraint(NSLayoutConstraint(item: summaryLabel, attribute: .top, relatedBy: .equal, toItem: headlineLabel, attribute: .bottom, multiplier: 1.0, constant: 6.0))
        addConstraint(NSLayoutConstraint(item: summaryLabel, attribute: .bottom, relatedBy: .equal, toItem: leadImageView, attribute: .bottom, multiplier: 1.0, constant: 0))
    }
}
