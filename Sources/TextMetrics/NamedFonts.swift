import CFontconfig
import Foundation

/// Named fonts (`.custom("Avenir Next", 17)`, `.custom("HelveticaNeue-Bold", 15)`): the file
/// that measures them, found through fontconfig.
/// - The family itself when it is installed.
/// - Otherwise a stand-in from `substitutes`: metric-compatible where one exists (Liberation
///   Sans has Arial's advance widths, which Helvetica shares; Liberation Serif Times New
///   Roman's; Liberation Mono Courier New's), else the closest design TeX Gyre has (Adventor
///   for the geometric Avenir and Futura, Pagella for Palatino, Schola for Century, Bonum for
///   Georgia and Bookman, Heros for Helvetica where Liberation is missing).
/// - Otherwise nothing: the caller measures with the system font and says so.
public struct NamedFontFace: Sendable, Equatable {
  public var path: String
  /// The family that measures the text.
  public var family: String
  /// Whether it is a stand-in, not the family asked for.
  public var isSubstitute: Bool
}

public enum NamedFonts {
  /// Families apps commonly name (iOS ships them), each with its stand-ins, closest first.
  public static let substitutes: [String: [String]] = [
    "helvetica": ["Liberation Sans", "TeX Gyre Heros"],
    "helvetica neue": ["Liberation Sans", "TeX Gyre Heros"],
    "arial": ["Liberation Sans"], "times new roman": ["Liberation Serif", "TeX Gyre Termes"],
    "times": ["Liberation Serif", "TeX Gyre Termes"], "courier": ["Liberation Mono", "TeX Gyre Cursor"],
    "courier new": ["Liberation Mono", "TeX Gyre Cursor"], "avenir": ["TeX Gyre Adventor"],
    "avenir next": ["TeX Gyre Adventor"], "futura": ["TeX Gyre Adventor"], "palatino": ["TeX Gyre Pagella"],
    "georgia": ["TeX Gyre Bonum"], "bookman": ["TeX Gyre Bonum"], "century": ["TeX Gyre Schola"],
    "gill sans": ["TeX Gyre Heros"], "menlo": ["DejaVu Sans Mono", "Liberation Mono"],
  ]

  /// A PostScript name's family and style: `HelveticaNeue-BoldItalic` → ("Helvetica Neue",
  /// .bold, italic); a family name comes back as it is.
  public static func split(_ name: String) -> (family: String, weight: FontWeight?, italic: Bool) {
    let parts = name.split(separator: "-", maxSplits: 1)
    var family = String(parts[0])
    // `HelveticaNeue` → `Helvetica Neue`: a space before each inner capital after a lowercase.
    if !family.contains(" ") {
      var spaced = ""
      for (i, c) in family.enumerated() {
        if i > 0, c.isUppercase, let previous = spaced.last, previous.isLowercase { spaced.append(" ") }
        spaced.append(c)
      }
      family = spaced
    }
    guard parts.count == 2 else { return (family, nil, false) }
    var style = String(parts[1]).lowercased()
    let italic = style.hasSuffix("italic") || style.hasSuffix("oblique")
    style = style.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
    let weights: [String: FontWeight] = [
      "ultralight": .ultraLight, "thin": .thin, "light": .light, "": .regular, "roman": .regular,
      "regular": .regular,
      "medium": .medium, "demibold": .semibold, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
      "black": .black,
    ]
    return (family, weights[style], italic)
  }

  /// The face that measures a named font: its name's family, at the name's style or else the
  /// font's weight and slant; nil for the system font, or a family with neither its own file
  /// nor a stand-in.
  public static func face(for font: Font) -> NamedFontFace? {
    guard let name = font.name else { return nil }
    let (family, weight, italic) = split(name)
    return face(family: family, weight: weight ?? font.weight, italic: italic || font.italic)
  }

  /// The face for a family at a weight and slant, or nil when neither it nor a stand-in is
  /// installed. Answers are kept: pictures and `describe` ask for every text.
  public static func face(family: String, weight: FontWeight, italic: Bool) -> NamedFontFace? {
    let key = "\(family.lowercased())|\(weight)|\(italic)"
    lock.lock()
    let known = found[key]
    lock.unlock()
    if let known { return known }
    var face: NamedFontFace? = nil
    if let installed = match(family, weight: weight, italic: italic) {
      face = NamedFontFace(path: installed.path, family: installed.family, isSubstitute: false)
    } else {
      for stand in substitutes[family.lowercased()] ?? [] {
        guard let match = match(stand, weight: weight, italic: italic) else { continue }
        face = NamedFontFace(path: match.path, family: match.family, isSubstitute: true)
        break
      }
    }
    lock.lock()
    found[key] = .some(face)
    lock.unlock()
    return face
  }

  /// fontconfig's best file for the family, if its family is the one asked for (fontconfig
  /// always answers something, DejaVu Sans for an unknown name).
  static func match(_ family: String, weight: FontWeight, italic: Bool) -> (path: String, family: String)? {
    lock.lock()
    defer { lock.unlock() }
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString {
      FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
    }
    // fontconfig's weights: thin 0, extralight 40, light 50, regular 80, medium 100,
    // demibold 180, bold 200, extrabold 205, black 210.
    let weights: [FontWeight: Int32] = [
      .ultraLight: 0, .thin: 40, .light: 50, .regular: 80, .medium: 100, .semibold: 180, .bold: 200,
      .heavy: 205, .black: 210,
    ]
    FcPatternAddInteger(pattern, FC_WEIGHT, weights[weight] ?? 80)
    FcPatternAddInteger(pattern, FC_SLANT, italic ? 100 : 0)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    var file: UnsafeMutablePointer<FcChar8>? = nil
    var found: UnsafeMutablePointer<FcChar8>? = nil
    guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetString(matched, FC_FAMILY, 0, &found) == FcResultMatch, let found
    else { return nil }
    let foundFamily = String(cString: UnsafeRawPointer(found).assumingMemoryBound(to: CChar.self))
    guard foundFamily.lowercased() == family.lowercased() else { return nil }
    return (String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), foundFamily)
  }

  /// fontconfig's default configuration is shared: one query at a time; the same lock keeps
  /// the answers.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var found: [String: NamedFontFace?] = [:]
}
