import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a programmer error was made, so that a test failure can point at the right line.
public struct SourceLocation: Sendable, Hashable {
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

/// Receives the programmer errors the library detects: an action for missing state, an effect
/// error nobody caught, a dependency a test did not provide.
///
/// Outside a test they are printed to standard error; `ReducersTesting` installs a reporter that
/// turns them into failures of the running XCTest or Swift Testing test.
public enum IssueReporter {
  /// A function that records one issue.
  public typealias Report = @Sendable (_ message: String, _ location: SourceLocation) -> Void

  private static let current = Mutex<Report>(IssueReporter.standardError)

  /// Prints `⚠️ Reducers: message (file:line)` to standard error.
  public static let standardError: Report = { message, location in
    var output = StandardErrorStream()
    print("⚠️ Reducers: \(message) (\(location.fileID):\(location.line))", to: &output)
  }

  /// Replaces the reporter for the whole process and returns the previous one.
  @discardableResult
  public static func install(_ report: @escaping Report) -> Report {
    current.withLock { reporter in
      let previous = reporter
      reporter = report
      return previous
    }
  }

  /// Records `message` through the installed reporter.
  public static func report(_ message: String, at location: SourceLocation) {
    let report = current.withLock { $0 }
    report(message, location)
  }
}

/// Records a programmer error through the installed ``IssueReporter``; never traps.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  IssueReporter.report(
    message(),
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// A `TextOutputStream` over standard error, so warnings need no Foundation.
#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  private let systemWrite = write
#endif

struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    Self.writeAll(string)
  }

  private static func writeAll(_ string: String) {
    var string = string
    string.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = systemWrite(2, base + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
