/// How much a `TestStore` insists on being told.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted.
  case on
  /// Only what a test asserts is checked; asserted values must still be right. With
  /// `showSkippedAssertions`, what was not asserted is printed.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, printing nothing about what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
