/// One character cell of a screen.
///
/// A wide character (CJK, most emoji) takes two cells: its own, then a *continuation* cell that
/// holds no text, so that every row of a screen is exactly as many cells as the terminal has
/// columns.
public struct Cell: Hashable, Sendable {
  /// The grapheme drawn here; `nil` in the right half of a wide character.
  public var character: Character?
  /// How it is drawn.
  public var style: Style

  /// A cell showing `character` in `style`.
  public init(_ character: Character?, style: Style = .plain) {
    self.character = character
    self.style = style
  }

  /// An empty cell.
  public static let blank = Cell(" ")

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { character == nil }
}
