// GetLaid's README, "Constraining to the parent": the second MySuperview as written. The README
// elides the initialiser ("other code, including call to addSubviews()"); the one below is
// the least that makes it run.
import GetLaid
import UIKit

class MySuperview: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubviews()
    }

    required init?(coder: NSCoder) { fatalError() }

    func addSubviews() {
        let subview = addForAutoLayout(UIView())
        let subsubview = subview.addForAutoLayout(UIView())
        subsubview >> subview.allButBottom        // constrain 3 edges to parent
        subsubview >> subview.height.at(0.2)      // constrain height to 20% of parent
        subview >> allButBottom                   // constrain 3 edges to parent (self)
        subview >> height.at(0.2)                 // constrain height to 20% of parent (self)
    }
}

// GetLaid's README, "Why not other wrappers?": the same box in SnapKit and in GetLaid.
let box = UIView()
view.addSubview(box)
box.snp.makeConstraints { (make) -> Void in
    make.width.height.equalTo(50)
    make.center.equalTo(self.view)
}
let square = view.addForAutoLayout(UIView())
square >> 50
square >> square.parent?.center
