public import ReducersDebugging

/// Text kept in state, for titles, messages and button labels of an ``AlertState`` or a
/// ``ConfirmationDialogState``: TCA's `TextState`, `Equatable` so that tests assert it.
///
/// Plain text only (TCA's also carries SwiftUI formatting); the terminal renders it as it is,
/// stripped of control characters.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible, CustomDumpStringConvertible
{
  /// The text.
  public var string: String

  /// Text to show as it is.
  @inlinable
  public init(_ string: String) {
    self.string = string
  }

  /// Text to show as it is (TCA's spelling for text that must not be localised).
  @inlinable
  public init(verbatim string: String) {
    self.string = string
  }

  /// Text written as a literal where a `TextState` is expected.
  @inlinable
  public init(stringLiteral string: String) {
    self.string = string
  }

  /// The text.
  public var description: String { string }

  /// `TextState("…")`, as a test would write it.
  public var customDumpDescription: String {
    "TextState(\(customDump(string)))"
  }
}

extension String {
  /// The text of `state`, as TCA's `String(state:)`.
  @inlinable
  public init(state: TextState) {
    self = state.string
  }
}

extension TextState: SwiftSourceRepresentable {
  /// `TextState("…")`: what a test writes.
  public var swiftSource: String { "TextState(\(ReducersDebugging.swiftSource(string)))" }
}
