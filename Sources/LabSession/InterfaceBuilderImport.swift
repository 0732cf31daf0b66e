import AutoLayout
import Foundation
import LabLanguage

/// `load Main.storyboard [scene NAME]` and `load CardView.xib`: a scene of a storyboard (or a
/// top-level view of a xib) as LayoutLab statements, so that the session can explain, edit,
/// save and undo it like any other. What IB stores is read as UIKit reads it at run time:
/// - views become their kinds, with text, fonts, image sizes, hidden, hugging and
///   compression, margins, stack properties, and autoresizing masks where IB left
///   `translatesAutoresizingMaskIntoConstraints` on (it writes `NO` for views it constrains);
/// - every `<constraint>`: a missing `firstItem` is the view that holds it; `symbolic`
///   standard spacing keeps IB's stored constant (`system` when none is stored); a
///   multiplier may be `a:b`; placeholders (removed at build time) are left out; the safe
///   area guide is `VIEW.safeArea` (the old top and bottom layout guides are the root's safe
///   area edges);
/// - the simulated device becomes `device`.
/// A view controller's view is `root`. Views are named after their user label, their text,
/// or their kind and IB id; constraints after their IB id (`ibQk3_ab_cd1`).
struct InterfaceBuilderImport {
  struct Scene {
    var name: String
    var view: IBElement
    var isControllerView: Bool
    /// Other names it answers to (storyboard identifier, title, user label).
    var aliases: [String] = []
    /// The view controller whose view it is (its simulated bars), nil for a xib's view.
    var controller: IBElement? = nil
  }

  /// What a scene turns into: statements to run, notes to print (one per view LayoutLab
  /// lacks, and what it left out), and IB's frame of each view by name (superview
  /// coordinates), for the misplaced-view report.
  struct Translation {
    var statements: [Statement] = []
    var notes: [String] = []
    var frames: [(name: String, frame: Rect)] = []
    /// Views loaded from embedded controllers' scenes, whose frames are not compared.
    var embeddedViews = 0
  }

  static func scenes(in document: IBElement) -> [Scene] {
    var out: [Scene] = []
    for scene in document.descendants("scene") {
      guard let objects = scene.child("objects"),
        let controller = objects.children.first(where: { $0.name.hasSuffix("Controller") }),
        let view = controller.child("view", key: "view")
          ?? controller.children.first(where: { $0["key"] == "view" })
      else { continue }
      let name =
        controller["customClass"] ?? controller["userLabel"] ?? controller["title"] ?? controller[
          "storyboardIdentifier"] ?? "Scene \(out.count + 1)"
      let aliases = [controller["storyboardIdentifier"], controller["title"], controller["userLabel"]]
        .compactMap { $0 }
      out.append(
        Scene(name: name, view: view, isControllerView: true, aliases: aliases, controller: controller))
    }
    if document.name == "document", document.child("scenes") == nil, let objects = document.child("objects") {
      for top in objects.children {
        // A cell's xib: its content view is what holds the layout.
        var view = top
        if ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(top.name) {
          guard let content = top.children.first(where: { $0["key"] == "contentView" }) else { continue }
          view = content
          // Some collection-cell xibs give the content view no id and hang its constraints on
          // the cell: the content view answers to the cell's id and takes them.
          if view["id"] == nil {
            view.attributes["id"] = top["id"]
            if view.child("constraints") == nil, let constraints = top.child("constraints") {
              view.children.append(constraints)
            }
          }
          view.attributes["customClass"] = top["customClass"]
          view.attributes["userLabel"] = top["userLabel"]
        } else if !isViewElement(top.name) {
          continue
        }
        // A view controller's nib: its File's Owner's `view` outlet names the top view, which
        // IB draws at the device's size under its status bar (no freeform size), and which is
        // the controller's root at run time, on the device's safe area.
        if let owner = filesOwner(of: objects), let id = view["id"],
          owner.descendants("outlet").contains(where: { $0["property"] == "view" && $0["destination"] == id }
          ),
          !view.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" })
        {
          let name = owner["customClass"] ?? view["userLabel"] ?? "View \(out.count + 1)"
          out.append(Scene(name: name, view: view, isControllerView: true))
          continue
        }
        let name = view["customClass"] ?? view["userLabel"] ?? "View \(out.count + 1)"
        out.append(Scene(name: name, view: view, isControllerView: false))
      }
    }
    return out
  }

  /// A xib's File's Owner placeholder, if it has one.
  static func filesOwner(of objects: IBElement) -> IBElement? {
    objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
  }

  /// The bars a controller shows around its view, as IB simulates them: a navigation bar
  /// (the controller has a navigation item, or IB's simulated top bar is one) adds its 44
  /// points to the safe area's top, a tab bar (a tab bar item, or a simulated tab bar) its 49
  /// to the bottom (UIKit's bars: a navigation bar is 44 high, 96 with large titles (54 and
  /// 106 on iOS 26), a tab
  /// bar 49 above the home indicator), a simulated toolbar 49 (44 without a home indicator).
  static func barInsets(
    of scene: Scene, device simulated: SimulatedDevice, landscape: Bool, largeTitles: Set<String> = [],
    inTabBars: Set<String> = [], generation: UIKitGeneration = .ios26
  ) -> (insets: Insets, note: String)? {
    guard let controller = scene.controller else { return nil }
    let top =
      controller.child("navigationItem", key: "navigationItem") != nil
      || controller.children.contains {
        $0["key"] == "simulatedTopBarMetrics" && $0.name == "simulatedNavigationBarMetrics"
      }
    let bottom =
      controller.child("tabBarItem", key: "tabBarItem") != nil
      || controller["id"].map(inTabBars.contains) == true
      || controller.children.contains {
        $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedTabBarMetrics"
      }
    let toolbar =
      !bottom
      && controller.children.contains {
        $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedToolbarMetrics"
      }
    guard top || bottom || toolbar else { return nil }
    // The device's own safe area: the one its statements set, or the device's.
    var insets: Insets
    if let safeArea = simulated.safeArea, !landscape {
      insets = safeArea
    } else if let device = Device.named(simulated.device) {
      insets = landscape ? device.landscapeSafeArea : device.portraitSafeArea
    } else {
      return nil
    }
    var bars: [String] = []
    if top {
      // A large-title bar is 96 (the reference's bar heights), unless this controller's
      // navigation item asks for none.
      let large =
        controller["id"].map(largeTitles.contains) == true
        && controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] != "never"
      // iOS 26's bars are 54 and 106 (docs/engine.md, "Controls and bars").
      let height: Double = generation == .ios26 ? (large ? 106 : 54) : (large ? 96 : 44)
      insets.top += height
      bars.append(
        large
          ? "a large-title navigation bar (\(height.compact) points)"
          : "a navigation bar (\(height.compact) points)")
    }
    if bottom {
      insets.bottom += 49
      bars.append("a tab bar (49 points)")
    }
    if toolbar {
      // A navigation controller's toolbar: 49 above a home indicator, 44 otherwise
      // (docs/engine.md, "Controls and bars").
      let height: Double = insets.bottom > 0 ? 49 : 44
      insets.bottom += height
      bars.append("a toolbar (\(height.compact) points)")
    }
    return (insets, "\(scene.name) shows \(bars.joined(separator: " and ")): the safe area is \(insets)")
  }

  /// The size classes of IB's simulated device: a phone is compact wide and regular high
  /// held upright, compact both ways sideways (regular wide for the 414-point and larger
  /// phones); an iPad is regular both ways (Apple's Human Interface Guidelines, "Layout",
  /// size classes by device).
  static func sizeClasses(_ device: IBElement?) -> (width: String, height: String) {
    let id = device?["id"] ?? "retina6_12"
    if id.hasPrefix("ipad") { return ("regular", "regular") }
    guard device?["orientation"] == "landscape" else { return ("compact", "regular") }
    let large = ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72"].contains(id)
    return (large ? "regular" : "compact", "compact")
  }

  /// IB's size-class variations: `<variation key="default">` masks leave constraints and
  /// views out of the base layout; a variation whose key matches the device's size classes
  /// (`heightClass=regular-widthClass=compact`, or one class alone) puts them back, and may
  /// give a constraint another constant.
  struct Variations {
    var excluded: Set<String> = []
    var included: Set<String> = []
    let classes: (width: String, height: String)

    init(_ view: IBElement, classes: (width: String, height: String)) {
      self.classes = classes
      for variation in view.descendants("variation") + (view.name == "variation" ? [view] : []) {
        guard let key = variation["key"] else { continue }
        let references = variation.children.filter { $0.name == "mask" }.flatMap(\.children)
        if key == "default" {
          for r in references where r.name == "exclude" { if let id = r["reference"] { excluded.insert(id) } }
        } else if applies(key) {
          for r in references where r.name == "include" { if let id = r["reference"] { included.insert(id) } }
        }
      }
    }

    /// `heightClass=regular-widthClass=compact` against the device's classes.
    func applies(_ key: String) -> Bool {
      key.split(separator: "-").allSatisfy { part in
        let pair = part.split(separator: "=").map(String.init)
        guard pair.count == 2 else { return false }
        switch pair[0] {
        case "widthClass": return pair[1] == classes.width
        case "heightClass": return pair[1] == classes.height
        default: return false
        }
      }
    }

    func excludes(_ e: IBElement) -> Bool {
      guard let id = e["id"] else { return false }
      return excluded.contains(id) && !included.contains(id)
    }

    /// The constant a constraint's own matching variation gives it.
    func constant(of c: IBElement) -> String? {
      c.children.first { $0.name == "variation" && $0["key"].map(applies) == true && $0["constant"] != nil }?[
        "constant"]
    }
  }

  /// The controllers shown in a navigation controller whose bar has large titles: its root
  /// (the `rootViewController` relationship) and those its stack reaches by `show` or `push`
  /// segues.
  static func largeTitleControllers(in document: IBElement) -> Set<String> {
    var queue: [String] = []
    for navigation in document.descendants("navigationController")
    where navigation.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES" {
      queue += navigation.descendants("segue").filter { $0["relationship"] == "rootViewController" }
        .compactMap { $0["destination"] }
    }
    return reachedByShowing(from: queue, in: document)
  }

  /// The controllers a tab bar controller shows, whose screens have its bar at the bottom:
  /// each tab's controller, the root of a tab's navigation controller, and what they show or
  /// push. IB stores the bar's 49 points in their frames though the controller itself names
  /// no tab bar item (a public storyboard: a button pinned to the safe area's bottom stored
  /// 49 above where a screen without the bar puts it).
  static func tabBarControllers(in document: IBElement) -> Set<String> {
    var tabs: [String] = []
    for tabBar in document.descendants("tabBarController") {
      tabs += tabBar.descendants("segue").filter { $0["relationship"] == "viewControllers" }
        .compactMap { $0["destination"] }
    }
    var roots = tabs
    for navigation in document.descendants("navigationController")
    where navigation["id"].map(tabs.contains) == true {
      roots += navigation.descendants("segue").filter { $0["relationship"] == "rootViewController" }
        .compactMap { $0["destination"] }
    }
    return reachedByShowing(from: roots, in: document)
  }

  /// The controllers given and every one they reach by show or push segues.
  static func reachedByShowing(from start: [String], in document: IBElement) -> Set<String> {
    var segues: [String: [String]] = [:]
    for controller in document.descendants("scene").compactMap({ $0.child("objects") }).flatMap(\.children) {
      guard let id = controller["id"] else { continue }
      segues[id] = controller.descendants("segue").filter { ["show", "push"].contains($0["kind"] ?? "") }
        .compactMap { $0["destination"] }
    }
    var found: Set<String> = []
    var queue = start
    while let id = queue.popLast() {
      guard found.insert(id).inserted else { continue }
      queue += segues[id] ?? []
    }
    return found
  }

  /// A table's or collection's prototype and static cells, each with its content view (a
  /// table cell's is `tableViewCellContentView`, a collection cell's a `view` keyed
  /// `contentView`); cells of tables nested inside them are theirs.
  static func cells(of e: IBElement) -> [(cell: IBElement, content: IBElement)] {
    cellGroups(of: e).flatMap(\.cells)
  }

  /// The same cells by where they sit: the prototypes (no section), then each static
  /// `tableViewSection` with its header and footer titles.
  static func cellGroups(of e: IBElement) -> [(
    section: IBElement?, cells: [(cell: IBElement, content: IBElement)]
  )] {
    guard e.name == "tableView" || e.name == "collectionView" else { return [] }
    func cells(in holder: IBElement?) -> [(cell: IBElement, content: IBElement)] {
      (holder?.children ?? []).compactMap { cell in
        guard cell.name == "tableViewCell" || cell.name == "collectionViewCell",
          let content = cell.children.first(where: { $0["key"] == "contentView" })
        else { return nil }
        return (cell, content)
      }
    }
    var groups: [(section: IBElement?, cells: [(cell: IBElement, content: IBElement)])] = []
    if let prototypes = e.child("prototypes") { groups.append((nil, cells(in: prototypes))) }
    for section in e.child("sections")?.children ?? [] where section.name == "tableViewSection" {
      groups.append((section, cells(in: section.child("cells"))))
    }
    return groups
  }

  /// Elements that are views, known or not (`mapView`, `wkWebView`, `visualEffectView`…).
  static func isViewElement(_ name: String) -> Bool {
    ViewKind.fromInterfaceBuilderElement(name) != nil || name.hasSuffix("View") || name == "wkWebView"
  }

  /// IB's simulated devices as LayoutLab's, from the root frames IB stores for each id
  /// (retina6_12 is 393 × 852, retina6_0 390 × 844, …). Where LayoutLab has no such phone, the
  /// nearest one with the screen's own size, scale and safe area (iPhone 11's 414 × 896 at 2×:
  /// 48 above, 34 below; iPhone 8 Plus's 414 × 736 at 3×: 20 above).
  static let devices: [String: SimulatedDevice] = [
    "retina4_7": SimulatedDevice("se"), "retina5_9": SimulatedDevice("iphone13mini"),
    "retina6_0": SimulatedDevice("iphone14"), "retina6_12": SimulatedDevice("iphone15"),
    "retina6_3": SimulatedDevice("iphone16pro"), "retina6_72": SimulatedDevice("iphone15promax"),
    "retina6_1": SimulatedDevice(
      "iphone14", size: (414, 896), safeArea: Insets(top: 48, left: 0, bottom: 34, right: 0),
      scale: 2),
    "retina6_5": SimulatedDevice(
      "iphone14", size: (414, 896), safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)),
    "retina6_7": SimulatedDevice(
      "iphone15promax", size: (428, 926),
      safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0)),
    "retina5_5": SimulatedDevice("se", size: (414, 736), scale: 3),
    "ipad9_7": SimulatedDevice("ipad"), "ipad11_0rounded": SimulatedDevice("ipadpro11"),
    // retina6_3 is 402 × 874 (a LaunchScreen.storyboard saved by Xcode 16's toolsVersion 23727
    // stores its root so); other Xcode 16 and 26 ids have no saved file in evidence yet.
  ]

  /// An IB simulated device as LayoutLab's: the device, and where the simulated one differs,
  /// its size, safe area and scale.
  struct SimulatedDevice {
    var device: String
    var size: (width: Double, height: Double)?
    var safeArea: Insets?
    var scale: Double?

    init(
      _ device: String, size: (width: Double, height: Double)? = nil, safeArea: Insets? = nil,
      scale: Double? = nil
    ) {
      self.device = device
      self.size = size
      self.safeArea = safeArea
      self.scale = scale
    }
  }

  /// The safe area Xcode laid a scene out in when it is not UIKit's: Xcode 16.3 and later
  /// count an upright notched iPhone's status bar and home indicator insets twice, above
  /// whatever bars the scene shows (`XcodeRelease.doublesDeviceInsets`). A freeform scene
  /// shorter than the screen (a child controller's, 375 × 193) keeps the device's insets.
  /// nil when the stored frames use UIKit's safe area; `screen` is the loaded scene's.
  static func storedSafeArea(of scene: Scene, document: IBElement, screen: Screen) -> Insets? {
    guard XcodeRelease.doublesDeviceInsets(toolsVersion: document["toolsVersion"]),
      screen.orientation == .portrait, !screen.device.isPad
    else { return nil }
    let simulated = document.child("device")?["id"].flatMap { devices[$0] }
    let device = simulated?.safeArea ?? screen.device.portraitSafeArea
    let deviceHeight = simulated?.size?.height ?? screen.device.portraitSize.height
    let freeformHeight = scene.controller?.child("size", key: "freeformSize")?["height"].flatMap(Double.init)
    guard device.top > 20, (freeformHeight ?? deviceHeight) >= deviceHeight else { return nil }
    var insets = screen.safeArea
    insets.top += device.top
    insets.bottom += device.bottom
    return insets
  }

  static func translate(
    _ scene: Scene, document: IBElement, taken: Set<String>, generation: UIKitGeneration = .ios26
  ) -> Translation {
    var translator = SceneTranslator(scene: scene, document: document, taken: taken, generation: generation)
    return translator.translate()
  }

  /// Words that cannot name a view: the language's keywords (`settings`, `tree`, …) and these.
  static let reserved = Set(
    Parser.keywords + ["root", "parent", "self", "to", "at", "as", "true", "false", "none"])

  /// `title.top == card.bottom + 8 @750 as ibQk3_ab_cd1`, located at the constraint's element.
  static func constraint(_ c: IBElement, holder: String, names: [String: String], notes: inout [String])
    -> Statement?
  {
    func anchor(_ item: String?, _ attribute: String?) -> String? {
      guard let attribute, let item = item ?? Optional(holder), let name = names[item] else { return nil }
      // The old layout guides: the top guide's bottom is the safe area's top, the bottom
      // guide's top its bottom.
      if name == "@top" { return "root.safeArea.top" }
      if name == "@bottom" { return "root.safeArea.bottom" }
      // NSLayoutAttributeBaseline is NSLayoutAttributeLastBaseline (UIKit's NSLayoutConstraint.h).
      return "\(name).\(attribute == "baseline" ? "lastBaseline" : attribute)"
    }
    guard let first = anchor(c["firstItem"], c["firstAttribute"]) else {
      notes.append(
        "constraint \(c["id"] ?? "?") names a view or guide LayoutLab did not load; it is left out")
      return nil
    }
    let relation: EquationStatement.Relation =
      switch c["relation"] {
      case "greaterThanOrEqual": .greaterThanOrEqual
      case "lessThanOrEqual": .lessThanOrEqual
      default: .equal
      }
    let constant = c["constant"].flatMap(Double.init) ?? 0
    // A constant that is no number stays text, which the constraint refuses at the attribute.
    let unreadable = c["constant"].flatMap { Double($0) == nil ? Value.string($0) : nil }
    let constantRange = c.location(of: "constant")
    let symbolic = c["symbolic"] == "YES"
    let priority = c["priority"].flatMap(Double.init).flatMap { $0 < 1000 ? $0.sixDigits : nil }
    let name = c["id"].map { id in "ib" + id.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }
    let make = StatementMaker(range: c.location)
    if let secondAttribute = c["secondAttribute"], let second = anchor(c["secondItem"], secondAttribute) {
      let m = multiplier(c["multiplier"]) ?? 1
      // "Use Standard Value": UIKit resolves the spacing again at run time (NSSpace), to what
      // IB stores: 20 from a superview's edge, 8 between siblings (logs print NSSpace(20) and
      // NSSpace(8); docs/research/symbolic-spacing.md). So the stored constant is used; with
      // none stored, 0 to a safe area or margins guide (NSSpace(0) in a margins log), else
      // the standard 8.
      var term: Value? = unreadable ?? (constant == 0 ? nil : .number(constant.sixDigits))
      if symbolic && c["constant"] == nil {
        let toGuide =
          second.contains(".safeArea.") || second.hasSuffix("Margin") || second.contains(".margins.")
        term = toGuide ? nil : .enumCase("system")
      }
      return make.constraint(
        first, relation, second, multiplier: m, constant: term, at: constantRange, priority: priority,
        name: name)
    } else if c["secondItem"] != nil {
      notes.append(
        "constraint \(c["id"] ?? "?") names a view or guide LayoutLab did not load; it is left out")
      return nil
    }
    return make.constraint(
      first, relation, nil, constant: unreadable ?? .number(constant.sixDigits), at: constantRange,
      priority: priority, name: name)
  }

  /// `1:2` → 0.5; `1/3` → 0.333… (Xcode writes both: the ratio form for aspect ratios, the
  /// fraction in Apple's own launch-screen template); `0.75` → 0.75.
  static func multiplier(_ written: String?) -> Double? {
    guard let written else { return nil }
    let parts = written.split(whereSeparator: { $0 == ":" || $0 == "/" })
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
    return Double(written)
  }

  /// The name a person recognises: the user label or custom class, else the text (a field's
  /// placeholder, an image's name), else the kind and the first part of IB's id
  /// (`mapView_Map`).
  static func name(for e: IBElement) -> String {
    if let label = e["userLabel"] ?? e["customClass"], let name = identifier(label) { return name }
    let shown =
      text(of: e, kind: ViewKind.fromInterfaceBuilderElement(e.name) ?? .view) ?? e["placeholder"]
      ?? e["image"]
    if let shown, let name = identifier(shown), name.count <= 24 { return name }
    let id = (e["id"] ?? "").split(separator: "-").first.map(String.init) ?? ""
    return (e.name == "stackView" ? "stack" : e.name) + "_" + id.filter { $0.isLetter || $0.isNumber }
  }

  /// `Sign In` → `signIn`; nil when nothing usable is left.
  static func identifier(_ s: String) -> String? {
    let words = s.split { !($0.isLetter || $0.isNumber) }.map(String.init).filter { $0.allSatisfy(\.isASCII) }
    guard let first = words.first else { return nil }
    var name = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
    if let c = name.first, c.isNumber { name = "v" + name }
    return name
  }

  static func text(of e: IBElement, kind: ViewKind) -> String? {
    switch kind {
    case .label, .textfield: return e["text"]
    case .button:
      // A configured button's title is its configuration's; its normal state keeps IB's
      // placeholder ("Button").
      return e.child("buttonConfiguration", key: "configuration")?["title"]
        ?? e.children.first(where: { $0.name == "state" && $0["key"] == "normal" })?["title"]
    default: return nil
    }
  }

  static func frame(of e: IBElement) -> Rect {
    let r = e.child("rect", key: "frame")
    func n(_ k: String) -> Double { r?[k].flatMap(Double.init) ?? 0 }
    return Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
  }

  /// IB's autoresizing flags as LayoutLab's mask, `[.flexibleWidth, …]`.
  static func autoresizing(of e: IBElement) -> Value? {
    guard let mask = e.child("autoresizingMask") else { return nil }
    let flags: [(String, String)] = [
      ("widthSizable", "flexibleWidth"), ("heightSizable", "flexibleHeight"),
      ("flexibleMinX", "flexibleLeftMargin"),
      ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
      ("flexibleMaxY", "flexibleBottomMargin"),
    ]
    let names = flags.filter { mask[$0.0] == "YES" }.map { Value.enumCase($0.1) }
    return names.isEmpty ? nil : .list(names)
  }

  /// The properties IB stores that LayoutLab models.
  static func properties(
    of e: IBElement, kind: ViewKind, images: [String: IBElement], notes: inout [String], name: String
  ) -> [PropertySetting] {
    viewProperties(of: e, kind: kind)
      + kindProperties(of: e, kind: kind, images: images, notes: &notes, name: name)
  }

  /// The properties every view may have: hidden, text, font, priorities, margins.
  static func viewProperties(of e: IBElement, kind: ViewKind) -> [PropertySetting] {
    var p: [PropertySetting] = []
    if e["hidden"] == "YES" { p.append(PropertySetting("hidden", .bool(true), at: e.location(of: "hidden"))) }
    if kind == .label, let lines = e["numberOfLines"], lines != "1" {
      p.append(PropertySetting("lines", .stored(lines), at: e.location(of: "numberOfLines")))
    }
    if kind == .textfield, let placeholder = e["placeholder"] {
      p.append(PropertySetting("placeholder", .string(placeholder), at: e.location(of: "placeholder")))
    }
    if let description = e.child("fontDescription"), let font = fontValue(description) {
      p.append(PropertySetting("font", font, at: description.location))
    }
    if kind == .button, let configuration = e.child("buttonConfiguration", key: "configuration") {
      // UIButton.Configuration's styles by IB's names (`plain`, `gray`, `tinted`, `filled`, …).
      let style = configuration["style"].flatMap { ButtonConfiguration(rawValue: $0) != nil ? $0 : nil }
      p.append(PropertySetting("configuration", .enumCase(style ?? "plain"), at: configuration.location))
      if let description = configuration.child("fontDescription", key: "titleFontDescription"),
        let font = fontValue(description)
      {
        p.append(PropertySetting("font", font, at: description.location))
      }
    }
    for (attribute, property) in [
      ("horizontalHuggingPriority", "hugging.h"), ("verticalHuggingPriority", "hugging.v"),
      ("horizontalCompressionResistancePriority", "compression.h"),
      ("verticalCompressionResistancePriority", "compression.v"),
    ] {
      if let v = e[attribute] {
        p.append(PropertySetting(property, .stored(v), at: e.location(of: attribute)))
      }
    }
    if let m = e.child("edgeInsets", key: "layoutMargins") {
      p.append(PropertySetting("margins", insets(m, "top", "left", "bottom", "right"), at: m.location))
    } else if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      p.append(PropertySetting("margins", insets(m, "top", "leading", "bottom", "trailing"), at: m.location))
    }
    if e["insetsLayoutMarginsFromSafeArea"] == "NO" {
      p.append(
        PropertySetting(
          "insetsMarginsFromSafeArea", .bool(false), at: e.location(of: "insetsLayoutMarginsFromSafeArea")))
    }
    if e["preservesSuperviewLayoutMargins"] == "YES" {
      p.append(
        PropertySetting(
          "preservesSuperviewMargins", .bool(true), at: e.location(of: "preservesSuperviewLayoutMargins")))
    }
    return p
  }

  /// An `<edgeInsets>` element's four sides (0 where one is not stored); a side that is no
  /// number leaves the whole as text, which `margins` refuses at the element.
  static func insets(_ m: IBElement, _ keys: String...) -> Value {
    let sides = keys.map { m[$0] ?? "0" }
    let numbers = sides.compactMap(Double.init)
    guard numbers.count == 4 else { return .string(sides.joined(separator: ", ")) }
    return .insets(numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// The properties of one kind of view: those the property registry reads from IB (a
  /// stack's axis and spacing, a table's style and heights), then an image's size and the
  /// other kinds' own.
  static func kindProperties(
    of e: IBElement, kind: ViewKind, images: [String: IBElement], notes: inout [String], name: String
  ) -> [PropertySetting] {
    var p = ViewProperty.interfaceBuilderProperties(of: e, kind: kind)
    switch kind {
    case .image:
      if let image = e["image"], let resource = images[image], let w = resource["width"],
        let h = resource["height"],
        resource["catalog"] != "system"
      {
        let size = Double(w).flatMap { w in Double(h).map { Value.size(w, $0) } } ?? .string(w + "x" + h)
        p.append(PropertySetting("size", size, at: resource.location))
      } else if let reference = e.child("imageReference", key: "image") ?? (e["image"] != nil ? e : nil),
        let image = reference["image"]
      {
        // A symbol's stored width and height are its shape, the longer side written as 128;
        // its size is its glyph's (docs/research/sf-symbols.md).
        let isSymbol = reference["catalog"] == "system" || images[image]?["catalog"] == "system"
        notes.append(
          isSymbol
            ? "\(name): the system symbol '\(image)' has no size LayoutLab knows "
              + "(IB stores only its shape, and its size is its glyph's): constraints must size it"
            : "\(name): the image '\(image)' is not among the file's resources, so its size is not known")
      }
    case .segmented:
      let titles = e.child("segments")?.children.compactMap { $0["title"] } ?? []
      if !titles.isEmpty {
        p.append(PropertySetting("items", .list(titles.map(Value.string)), at: e.child("segments")?.location))
      }
    case .pagecontrol:
      p.append(
        PropertySetting(
          "numberOfPages", .stored(e["numberOfPages"] ?? "0"), at: e.location(of: "numberOfPages")))
    case .datepicker:
      if let style = e["style"] {
        p.append(PropertySetting("style", .enumCase(style), at: e.location(of: "style")))
      }
    case .activity:
      // `large` and the deprecated `whiteLarge` are the large style; the rest are medium.
      if let style = e["style"], style.lowercased().hasSuffix("large") {
        p.append(PropertySetting("style", .enumCase("large"), at: e.location(of: "style")))
      }
    case .textview:
      if e["scrollEnabled"] == "NO" {
        p.append(PropertySetting("isScrollEnabled", .bool(false), at: e.location(of: "scrollEnabled")))
      }
    default: break
    }
    return p
  }

  /// `<fontDescription type="system" pointSize="17" weight="semibold"/>` → `.system(17, .semibold)`.
  static func fontValue(_ f: IBElement) -> Value? {
    let styles: [String: String] = [
      "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
      "UICTFontTextStyleTitle2": "title2",
      "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline",
      "UICTFontTextStyleBody": "body",
      "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline",
      "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
      "UICTFontTextStyleCaption2": "caption2",
    ]
    if let style = f["style"].flatMap({ styles[$0] }) { return .enumCase(style) }
    // IB writes `pointSize="0.0"` for a built-in cell label left at its style's font: UIKit's
    // size 0 is the default, so the kind's own font stands (it was an error that stopped
    // the file's other statements).
    guard let size = f["pointSize"].flatMap(Double.init), size > 0 else { return nil }
    let points = Argument(label: nil, value: .number(size))
    switch f["type"] {
    case "system":
      return .call(
        "system", [points] + (f["weight"].map { [Argument(label: nil, value: .enumCase($0))] } ?? []))
    case "boldSystem": return .call("boldSystem", [points])
    case "italicSystem": return .call("italicSystem", [points])
    default: return f["name"].map { .call("custom", [Argument(label: nil, value: .string($0)), points]) }
    }
  }
}
