// swift-format-ignore-file
// Rewritten from TouchFriend/RJBilibili RJBilibili/Classes/My/Controllers/RJMyViewController.swift (https://github.com/TouchFriend/RJBilibili/blob/04f8b6d01f3d0f448b9d019744434b53e4485855/RJBilibili/Classes/My/Controllers/RJMyViewController.swift), layout only.
import UIKit
import SnapKit

class RJMyViewController: UIViewController {

    private lazy var headerView: UIView = {
        let header = UIView()
        return header
    }()

    private var serveCollectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
    }

    func setUpViews() {
        view.addSubview(headerView)
        headerView.snp.makeConstraints { (make) in
            if #available(iOS 11.0, *) {
                make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            } else {
                make.top.equalTo(self.topLayoutGuide.snp.top)
            }
            make.top.left.right.equalToSuperview()
            make.height.equalTo((200.0))
        }

        setUpCollectionView()
    }

    func setUpCollectionView() {
        let flowLayout = UICollectionViewFlowLayout()
        flowLayout.scrollDirection = .vertical

        let serveCollectionView = UICollectionView(frame: CGRect.zero, collectionViewLayout: flowLayout)
        view.addSubview(serveCollectionView)
        serveCollectionView.snp.makeConstraints { (make) in
            make.top.equalTo(headerView.snp.bottom)
            make.left.right.bottom.equalToSuperview()
        }
        self.serveCollectionView = serveCollectionView
    }
}
