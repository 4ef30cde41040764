/// Where a programmer error was made, so that a test failure can point at the right line.
///
/// Named apart from Swift Testing's `SourceLocation`, so that a test file importing both needs
/// no module prefix.
public struct IssueLocation: Sendable, Hashable {
  /// The `#fileID` of the call site.
  public var fileID: StaticString
  /// The `#filePath` of the call site.
  public var filePath: StaticString
  /// The line of the call site.
  public var line: UInt
  /// The column of the call site.
  public var column: UInt

  /// A location built from the usual call-site literals.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Equal when file, line and column are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.fileID.description == rhs.fileID.description
  }

  /// Hashes file, line and column.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID.description)
    hasher.combine(line)
    hasher.combine(column)
  }
}
