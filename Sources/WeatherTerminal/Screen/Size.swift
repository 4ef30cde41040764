/// A terminal's size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size; negative values count as zero.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// "80×24".
  public var description: String { "\(width)×\(height)" }
}

/// A cell's place on the screen, from the top-left corner (0, 0).
public struct Position: Hashable, Sendable {
  /// The row, from 0 at the top.
  public var row: Int
  /// The column, from 0 at the left.
  public var column: Int

  /// A position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
