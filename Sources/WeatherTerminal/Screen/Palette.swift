/// How the app's colours are written for one terminal: readable on its background (light or
/// dark), in as many colours as it says it can show.
///
/// On a dark background the terminal's own eight colours are used: its palette is made for
/// it. On a light one, yellow (warnings) and cyan (the focused pane) are pale, so they become a
/// dark orange and a dark blue: exact in 256 colours or truecolor where the terminal says it has
/// them, else the nearest of the eight that reads on white (magenta, blue).
public struct Palette: Hashable, Sendable {
  /// The background the colours must read on.
  public enum Theme: String, CaseIterable, Hashable, Sendable {
    case dark, light
  }

  /// How many colours the terminal can show.
  public enum Depth: Hashable, Sendable {
    /// The eight basic colours (SGR 30–37), which every terminal has.
    case basic
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case truecolor
  }

  /// The background's theme.
  public var theme: Theme
  /// The colours available.
  public var depth: Depth

  /// A palette for `theme` in `depth`.
  public init(theme: Theme = .dark, depth: Depth = .basic) {
    self.theme = theme
    self.depth = depth
  }

  /// What the terminal says it can show: truecolor for `COLORTERM=truecolor` or `24bit`, a
  /// `TERM` ending in `-direct`, or a terminfo entry with `RGB`, `Tc` or 2^24 `colors`; 256
  /// colours for a `TERM` naming `256color` or an entry with 256 `colors` or more; else the
  /// eight. With `NO_COLOR` set, the eight (no colour is written then anyway).
  public static func depth(environment: [String: String], terminfo: Terminfo? = nil) -> Depth {
    guard (environment["NO_COLOR"] ?? "").isEmpty else { return .basic }
    let term = environment["TERM"] ?? ""
    if ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") || term.hasSuffix("-direct")
      || terminfo?.hasTruecolor == true
    {
      return .truecolor
    }
    return term.contains("256color") || (terminfo?.colors ?? 0) >= 256 ? .ansi256 : .basic
  }

  /// The theme for a background colour (its relative luminance above one half is light), else
  /// for `COLORFGBG` (rxvt, Konsole: "15;0" is white on black, a background of 7 or 15 light);
  /// `nil` when neither says.
  public static func theme(
    background: (red: Double, green: Double, blue: Double)?, environment: [String: String]
  ) -> Theme? {
    if let background {
      let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
      return luminance > 0.5 ? .light : .dark
    }
    guard let last = environment["COLORFGBG"]?.split(separator: ";").last, let index = Int(last)
    else { return nil }
    return [7, 15].contains(index) ? .light : .dark
  }

  /// The SGR parameters that set `color` as the text colour.
  func foreground(_ color: Style.Color) -> String {
    guard theme == .light else { return String(30 + Int(color.rawValue)) }
    switch (color, depth) {
    case (.yellow, .basic): return "35"
    case (.yellow, .ansi256): return "38;5;130"
    case (.yellow, .truecolor): return "38;2;175;95;0"
    case (.cyan, .basic): return "34"
    case (.cyan, .ansi256): return "38;5;25"
    case (.cyan, .truecolor): return "38;2;0;95;175"
    case (.white, _): return "30"
    default: return String(30 + Int(color.rawValue))
    }
  }
}
