// WebKit's web view as its documentation declares it, for type-checking exports
// (SwiftExportTypecheckTests): WKWebView(frame:configuration:) is its designated initializer.
import UIKit

open class WKWebViewConfiguration {
  public init() {}
}

open class WKWebView: UIView {
  public init(frame: CGRect, configuration: WKWebViewConfiguration) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
}
