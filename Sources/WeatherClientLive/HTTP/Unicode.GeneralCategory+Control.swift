extension Unicode.GeneralCategory {
  /// Control, format, separator-line/paragraph characters: what must not reach a terminal from
  /// a library name or a provider's answer.
  var isControl: Bool {
    switch self {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
