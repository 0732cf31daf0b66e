import AutoLayout
import LabLanguage

/// One Interface Builder scene turned into LayoutLab statements (`InterfaceBuilderImport`):
/// the simulated device, each view in tree order with its properties, the rows of tables and
/// collections, then every constraint. It keeps the translation under way, the names given so
/// far (IB id → LayoutLab name) and the names already taken.
struct SceneTranslator {
  typealias Translation = InterfaceBuilderImport.Translation
  let scene: InterfaceBuilderImport.Scene
  let document: IBElement
  var translation = Translation()
  /// IB id → LayoutLab name (or `root.safeArea`, `@top`).
  var names: [String: String] = [:]
  var used: Set<String>
  /// The document's images by name, for image views' sizes.
  let images: [String: IBElement]
  /// Size classes: constraints and views a variation leaves out of this device's.
  let variations: InterfaceBuilderImport.Variations
  /// Which iOS's bars the simulated ones are measured in (the session's `settings ios`).
  let generation: UIKitGeneration
  /// The views of controllers that container views embed, whose constraints come after the
  /// scene's, and the controllers being loaded (a controller embedding itself stops there).
  var embeddedViews: [IBElement] = []
  var embedding: Set<String> = []
  /// The file's controllers' scenes by controller id, for the embed segues that name them.
  let controllerScenes: [String: InterfaceBuilderImport.Scene]
  /// How deep in embedded controllers' views the translation is: their stored frames are not
  /// compared, since IB laid each such scene out on its own (under the status bar, at its
  /// freeform size), not in its container.
  var embeddedDepth = 0

  init(
    scene: InterfaceBuilderImport.Scene, document: IBElement, taken: Set<String>, generation: UIKitGeneration
  ) {
    self.scene = scene
    self.generation = generation
    self.document = document
    used = taken
    images = Dictionary(
      document.descendants("image").compactMap { e in e["name"].map { ($0, e) } },
      uniquingKeysWith: { a, _ in a })
    variations = InterfaceBuilderImport.Variations(
      scene.view, classes: InterfaceBuilderImport.sizeClasses(document.child("device")))
    controllerScenes = Dictionary(
      InterfaceBuilderImport.scenes(in: document).compactMap { s in s.controller?["id"].map { ($0, s) } },
      uniquingKeysWith: { a, _ in a })
  }

  mutating func translate() -> Translation {
    addDevice()
    // A xib's top view sits on IB's canvas, not under a status bar: IB gives it no safe-area
    // insets, and its frames were laid out without them.
    if !scene.isControllerView {
      translation.statements.append(
        StatementMaker(range: scene.view.location).set("root.safeArea", .insets(0, 0, 0, 0)))
    }
    // The old top and bottom layout guides sit on the controller, beside its view.
    for controller in document.descendants("scene").compactMap({ $0.child("objects") }).flatMap(\.children)
    where controller.name.hasSuffix("Controller") {
      for g in controller.child("layoutGuides")?.children ?? [] where g.name == "viewControllerLayoutGuide" {
        if let gid = g["id"] { names[gid] = g["type"] == "top" ? "@top" : "@bottom" }
      }
    }
    if let id = scene.controller?["id"] { embedding.insert(id) }
    visit(scene.view, parent: nil)
    addConstraints(of: scene.view)
    var next = 0
    while next < embeddedViews.count {
      addConstraints(of: embeddedViews[next])
      next += 1
    }
    return translation
  }

  /// The simulated device, its orientation and custom size, and the bars' insets.
  mutating func addDevice() {
    if let device = document.child("device"), let id = device["id"] {
      if let simulated = InterfaceBuilderImport.devices[id] {
        let make = StatementMaker(range: device.location)
        let landscape = device["orientation"] == "landscape"
        translation.statements.append(
          make.statement(.device(simulated.device, orientation: landscape ? "landscape" : nil)))
        // A custom size is the portrait one: landscape swaps it, and has the device's own
        // landscape safe area.
        if let size = simulated.size {
          translation.statements.append(
            make.set("root.size", landscape ? .size(size.height, size.width) : .size(size.width, size.height))
          )
        }
        if let safeArea = simulated.safeArea, !landscape {
          translation.statements.append(
            make.set("root.safeArea", .insets(safeArea.top, safeArea.left, safeArea.bottom, safeArea.right)))
        }
        if let scale = simulated.scale {
          translation.statements.append(make.set("root.scale", .number(scale)))
        }
        // A freeform scene is drawn at its own size.
        if let size = scene.controller?.child("size", key: "freeformSize"), let w = size["width"],
          let h = size["height"]
        {
          translation.statements.append(
            StatementMaker(range: size.location).set(
              "root.size", Double(w).flatMap { w in Double(h).map { .size(w, $0) } } ?? .string(w + "x" + h)))
        }
        if let bars = InterfaceBuilderImport.barInsets(
          of: scene, device: simulated, landscape: landscape,
          largeTitles: InterfaceBuilderImport.largeTitleControllers(in: document),
          inTabBars: InterfaceBuilderImport.tabBarControllers(in: document), generation: generation)
        {
          let insets = bars.insets
          translation.statements.append(
            StatementMaker(range: scene.controller?.location ?? device.location).set(
              "root.safeArea", .insets(insets.top, insets.left, insets.bottom, insets.right)))
          translation.notes.append(bars.note)
        }
      } else {
        translation.notes.append(
          "the simulated device \(id) has no LayoutLab match: the current device is kept")
      }
    }
  }

  /// A name for a view, from what IB calls it, not yet taken in the session or the file.
  mutating func uniqueName(_ written: String, kind: String) -> String {
    // A keyword (`settings`) takes its kind after it: `settingsLabel`.
    let base =
      InterfaceBuilderImport.reserved.contains(written)
      ? written + kind.prefix(1).uppercased() + kind.dropFirst() : written
    var name = base
    var n = 2
    while used.contains(name) || InterfaceBuilderImport.reserved.contains(name)
      || (name.count > 1 && name.first == "c" && Int(name.dropFirst()) != nil)
    {
      name = base + String(n)
      n += 1
    }
    used.insert(name)
    return name
  }

  /// A view and its subtree: an `add` statement with its properties (the root view takes
  /// none), the names of its guides, its subviews, and a table's or collection's cells.
  /// `embeddedBy`: the controller whose view this is, loaded into a container view.
  mutating func visit(_ e: IBElement, parent: String?, embeddedBy controller: String? = nil) {
    guard let id = e["id"] else { return }
    let name: String
    // A table or collection view controller's view is its table: LayoutLab keeps the root
    // a plain view and adds the table to it, at the frame and mask IB stored (the window
    // sizes a controller's view through them).
    let isListController =
      parent == nil && scene.isControllerView && ["tableView", "collectionView"].contains(e.name)
    if isListController {
      let list = e.name == "tableView" ? "table" : "collection"
      translation.notes.append(
        "the scene's view is a \(list) (a \(list) view controller): "
          + "LayoutLab adds it to the root, filling it")
    }
    if parent == nil && scene.isControllerView && !isListController {
      name = "root"
    } else if let controller {
      // A child controller's view fills its container, as UIKit's embed segue places it (at
      // the container's bounds, its width and height flexible).
      name = uniqueName(InterfaceBuilderImport.identifier(controller) ?? "child", kind: "vc")
      addView(e, named: name, to: parent, keepsFrame: false, as: e.name == "view" ? .vc : nil, fills: true)
    } else {
      name = uniqueName(InterfaceBuilderImport.name(for: e), kind: e.name)
      addView(
        e, named: name, to: parent, keepsFrame: parent == nil && (!scene.isControllerView || isListController)
      )
    }
    names[id] = name
    for guide in e.children where guide.name == "viewLayoutGuide" {
      if let gid = guide["id"], guide["key"] == "safeArea" { names[gid] = name + ".safeArea" }
    }
    if let guides = e.child("layoutGuides") {
      for g in guides.children where g.name == "viewControllerLayoutGuide" {
        if let gid = g["id"] { names[gid] = g["type"] == "top" ? "@top" : "@bottom" }
      }
    }
    // A visual effect view's subviews are its content view's, which the effect view makes:
    // what IB put there is added to the effect view.
    let content = Self.effectContent(of: e)
    if let content, let contentID = content["id"] { names[contentID] = name + ".contentView" }
    for child in (content ?? e).child("subviews")?.children ?? []
    where InterfaceBuilderImport.isViewElement(child.name) && !variations.excludes(child) {
      visit(child, parent: name)
    }
    // Prototype and static cells are not subviews in IB's file: each becomes a row.
    for (section, cells) in InterfaceBuilderImport.cellGroups(of: e) {
      // A static table's sections, with their titles (a table of prototypes has none).
      var holder = name
      if let section, e.name == "tableView" {
        holder = uniqueName(
          InterfaceBuilderImport.identifier(section["headerTitle"] ?? "") ?? "section", kind: "section")
        let titles = [("header", section["headerTitle"]), ("footer", section["footerTitle"])].compactMap {
          key, title in
          title.map { PropertySetting(key, .string($0)) }
        }
        translation.statements.append(
          StatementMaker(range: section.location).add("section", holder, to: name, titles))
      }
      for (cell, content) in cells { addCell(cell, content, to: holder, in: e, isStatic: section != nil) }
    }
    // A container view holds the view of the controller its embed segue names, with that
    // scene's views; the scene's constraints come after this one's.
    if let child = embeddedScene(of: e), let controller = child.controller?["id"],
      !embedding.contains(controller)
    {
      embedding.insert(controller)
      embeddedViews.append(child.view)
      embeddedDepth += 1
      visit(child.view, parent: name, embeddedBy: child.name)
      embeddedDepth -= 1
    }
  }

  /// The frame IB stored for a view, to compare with the solved one (`embeddedDepth`).
  mutating func recordFrame(_ name: String, _ frame: Rect) {
    if embeddedDepth > 0 {
      translation.embeddedViews += 1
    } else {
      translation.frames.append((name, frame))
    }
  }

  /// The scene of the controller a container view embeds (its embed segue's destination);
  /// nil for any other element, or when the file does not hold that controller.
  func embeddedScene(of e: IBElement) -> InterfaceBuilderImport.Scene? {
    guard e.name == "containerView",
      let destination = e.child("connections")?.children.first(where: {
        $0.name == "segue" && $0["kind"] == "embed"
      })?["destination"]
    else { return nil }
    return controllerScenes[destination]
  }

  /// The `add` statement for one view, with its properties, and the frame IB stored for it.
  /// `keepsFrame`: the view keeps IB's frame whatever its flags say (a xib's top view, a list
  /// controller's table).
  /// `fills`: pinned to its parent's edges instead of placed by its frame (an embedded
  /// controller's view).
  mutating func addView(
    _ e: IBElement, named name: String, to parent: String?, keepsFrame: Bool, as chosen: ViewKind? = nil,
    fills: Bool = false
  ) {
    // A table cell xib's content view, loaded on its own, is a view with a cell content
    // view's margins (11 above and below, 16 or 20 at the sides by its width, as in a table:
    // `docs/engine.md`, "Table views").
    let isCellContent = e.name == "tableViewCellContentView" && parent == nil
    let known = chosen ?? (isCellContent ? .view : ViewKind.fromInterfaceBuilderElement(e.name))
    let kind = known ?? .view
    var properties = InterfaceBuilderImport.properties(
      of: e, kind: kind, images: images, notes: &translation.notes, name: name)
    if isCellContent && !properties.contains(where: { $0.name == "margins" }) {
      let m = LayoutEngine.cellContentMargins(
        width: InterfaceBuilderImport.frame(of: e).width, generation: generation)
      properties.append(
        PropertySetting(
          "margins", .insets(m.top.sixDigits, m.left.sixDigits, m.bottom.sixDigits, m.right.sixDigits)))
    }
    if e.name == "containerView" && embeddedScene(of: e) == nil {
      translation.notes.append(
        "\(name): a container view whose embedded view controller is not in this file: it stays empty")
    }
    if known == nil {
      let f = InterfaceBuilderImport.frame(of: e)
      properties.append(
        PropertySetting(
          "intrinsic", .size(f.width.sixDigits, f.height.sixDigits),
          at: e.child("rect", key: "frame")?.location))
      translation.notes.append(
        "\(name): LayoutLab has no \(e.name); it is a plain view with IB's size as its intrinsic size")
    }
    // A view IB placed without constraints (`fixedFrame`) gets IB's prototyping
    // constraints at build time: it stays at its frame, as its autoresizing mask keeps it.
    if !fills
      && (e["translatesAutoresizingMaskIntoConstraints"] != "NO" || e["fixedFrame"] == "YES" || keepsFrame)
    {
      let f = InterfaceBuilderImport.frame(of: e)
      properties.append(
        PropertySetting(
          "frame", .insets(f.x.sixDigits, f.y.sixDigits, f.width.sixDigits, f.height.sixDigits),
          at: e.child("rect", key: "frame")?.location))
      if let mask = InterfaceBuilderImport.autoresizing(of: e) {
        properties.append(PropertySetting("autoresizing", mask, at: e.child("autoresizingMask")?.location))
      }
    }
    translation.statements.append(
      StatementMaker(range: e.location).add(
        kind.rawValue, name, text: InterfaceBuilderImport.text(of: e, kind: kind),
        to: parent == "root" ? nil : parent, options: fills ? ["pin"] : [], properties))
    recordFrame(name, InterfaceBuilderImport.frame(of: e))
  }

  /// One prototype or static cell as a row, with the views of its content view. A static
  /// cell's stored frame is where the table puts it; a prototype's is only where IB drew it
  /// under its "Prototype Cells" header, so it is not compared.
  mutating func addCell(
    _ cell: IBElement, _ content: IBElement, to holder: String, in e: IBElement, isStatic: Bool
  ) {
    let cellName = uniqueName(
      InterfaceBuilderImport.identifier(cell["reuseIdentifier"] ?? "")
        ?? InterfaceBuilderImport.name(for: cell), kind: "cell")
    var properties: [PropertySetting] = []
    if e.name == "tableView" {
      if let height = cell["rowHeight"].flatMap(Double.init), height > 0 {
        properties.append(
          PropertySetting("height", .number(height.sixDigits), at: cell.location(of: "rowHeight")))
      }
      properties += ViewProperty.interfaceBuilderProperties(of: cell, kind: .cell)
    }
    translation.statements.append(
      StatementMaker(range: cell.location).add(
        e.name == "tableView" ? "cell" : "collectioncell", cellName, to: holder, properties))
    if isStatic { recordFrame(cellName, InterfaceBuilderImport.frame(of: cell)) }
    if let id = cell["id"] { names[id] = cellName }
    if let id = content["id"] { names[id] = cellName + ".contentView" }
    for child in content.child("subviews")?.children ?? []
    where InterfaceBuilderImport.isViewElement(child.name) {
      visit(child, parent: cellName)
    }
  }

  /// A visual effect view's `<view key="contentView">`, which holds its subviews and their
  /// constraints; nil for other elements.
  static func effectContent(of e: IBElement) -> IBElement? {
    e.name == "visualEffectView" ? e.children.first { $0["key"] == "contentView" } : nil
  }

  /// The constraints each view holds, its subviews' and its cells' content views' after it; a
  /// constraint with no firstItem is the holding view's.
  mutating func addConstraints(of e: IBElement) {
    guard let id = e["id"] else { return }
    for c in e.child("constraints")?.children ?? [] where c.name == "constraint" {
      if c["placeholder"] == "YES" || variations.excludes(c) { continue }
      var c = c
      if let constant = variations.constant(of: c) { c.attributes["constant"] = constant }
      if let statement = InterfaceBuilderImport.constraint(
        c, holder: id, names: names, notes: &translation.notes)
      {
        translation.statements.append(statement)
      }
    }
    for child in e.child("subviews")?.children ?? [] where !variations.excludes(child) {
      addConstraints(of: child)
    }
    if let content = Self.effectContent(of: e) { addConstraints(of: content) }
    // (A root table's cells were not loaded: their constraints would name nothing.)
    if names[id] != "root" {
      for (_, content) in InterfaceBuilderImport.cells(of: e) { addConstraints(of: content) }
    }
  }
}
