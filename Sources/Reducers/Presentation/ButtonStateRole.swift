/// What a button is for, which a view may show (red for destructive, last for cancel).
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// The button cancels: it changes nothing.
  case cancel
  /// The button destroys something, e.g. deletes.
  case destructive
}
