import ReducersDebugging

// `unimplemented("WeatherClient.forecast")`, as swift-dependencies spells it: a test builds its
// environment from endpoints that fail when called, then overrides the ones it expects, so that
// a call it did not expect fails the test at once, naming the endpoint.

/// The error an unimplemented throwing endpoint throws after reporting its call.
public struct UnimplementedFailure: Error, Equatable, Sendable {
  /// The endpoint, e.g. "WeatherClient.forecast".
  public let description: String

  /// The failure of the endpoint `description`.
  public init(description: String) {
    self.description = description
  }
}

/// An endpoint that reports an issue naming it when called, then throws ``UnimplementedFailure``.
///
/// The issue fails the running test once ReducersTesting's reporter is installed, which every
/// `TestStore` does (a test with no `TestStore` calls `TestFailureReporting.install()`); outside
/// tests it is printed to standard error.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  { (_: repeat each Argument) throws -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// An asynchronous endpoint that reports an issue naming it when called, then throws
/// ``UnimplementedFailure``.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) async throws -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw UnimplementedFailure(description: description)
  }
}

/// An endpoint with a typed error: it reports an issue naming it when called, then throws
/// `failure` (`unimplemented("Client.load", throwing: LoadError.unavailable)`).
public func unimplemented<each Argument, Result, Failure: Error>(
  _ description: String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> Result {
  { (_: repeat each Argument) throws(Failure) -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw failure()
  }
}

/// An asynchronous endpoint with a typed error: it reports an issue naming it when called, then
/// throws `failure`.
public func unimplemented<each Argument, Result, Failure: Error>(
  _ description: String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> Result {
  { (_: repeat each Argument) async throws(Failure) -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    throw failure()
  }
}

/// An endpoint that cannot throw: it reports an issue naming it when called, then returns
/// `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    return placeholder()
  }
}

/// An asynchronous endpoint that cannot throw: it reports an issue naming it when called, then
/// returns `placeholder`.
public func unimplemented<each Argument, Result>(
  _ description: String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  { (_: repeat each Argument) async -> Result in
    reportUnimplemented(description, fileID, filePath, line, column)
    return placeholder()
  }
}

/// An endpoint that returns nothing and cannot throw: it reports an issue naming it when called.
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(description, fileID, filePath, line, column)
  }
}

/// An asynchronous endpoint that returns nothing and cannot throw: it reports an issue naming it
/// when called.
public func unimplemented<each Argument>(
  _ description: String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  { (_: repeat each Argument) async in
    reportUnimplemented(description, fileID, filePath, line, column)
  }
}

/// The issue, at the line that made the endpoint (where a test builds its environment).
func reportUnimplemented(
  _ description: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
  _ column: UInt
) {
  reportIssue(
    description.isEmpty ? "Unimplemented endpoint called" : "Unimplemented: '\(description)'",
    fileID: fileID, filePath: filePath, line: line, column: column)
}
