public import Foundation

/// What a view needs besides the state: facts of the run that are not the features' business.
public struct ViewContext: Sendable {
  /// The time now, for the age of stale conditions.
  public var now: Date
  /// Whether search asks the provider instead of the embedded table (`--online`).
  public var onlineSearch: Bool

  /// A context from its parts.
  public init(now: Date, onlineSearch: Bool = false) {
    self.now = now
    self.onlineSearch = onlineSearch
  }
}
