/// How a cell is drawn: its colour and attributes, as a terminal's SGR codes express them.
public struct Style: Hashable, Sendable {
  /// One of the eight basic colours every terminal has, so a theme never depends on a palette.
  public enum Color: UInt8, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
  }

  /// The text colour; `nil` keeps the terminal's own.
  public var foreground: Color?
  /// Heavier text, for titles and the focused pane.
  public var bold = false
  /// Fainter text, for hints and secondary details.
  public var dim = false
  /// Swapped colours, for the selection: readable without colour (`NO_COLOR`).
  public var reverse = false
  /// Underlined text.
  public var underline = false

  /// A style from its parts.
  public init(
    foreground: Color? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false,
    underline: Bool = false
  ) {
    self.foreground = foreground
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look.
  public static let plain = Style()
  /// Titles and emphasis.
  public static let bold = Style(bold: true)
  /// Hints.
  public static let dim = Style(dim: true)
  /// The selected row.
  public static let selected = Style(reverse: true)
  /// Errors.
  public static let error = Style(foreground: .red)
  /// Warnings such as a stale forecast.
  public static let warning = Style(foreground: .yellow)

  /// This style with `foreground` set.
  public func colored(_ color: Color) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// The SGR parameters that select this style after a reset, colour left out when `colors` is
  /// false (`NO_COLOR` keeps attributes such as reverse video, which carry meaning).
  func sgrParameters(colors: Bool, palette: Palette = Palette()) -> [String] {
    var parameters: [String] = []
    if bold { parameters.append("1") }
    if dim { parameters.append("2") }
    if underline { parameters.append("4") }
    if reverse { parameters.append("7") }
    if colors, let foreground { parameters.append(palette.foreground(foreground)) }
    return parameters
  }
}
