/// How text may be dressed where it is shown: colours and symbols or plain, and the columns it
/// may use. The executable's `TerminalCapabilities` decides it from the terminal, `NO_COLOR`
/// and the `color` setting; views only follow it, so they are pure functions of state and style.
package struct TextStyle: Hashable, Sendable {
  /// Whether colours and weather symbols may be used.
  package var isStyled: Bool
  /// Columns the output may use.
  package var width: Int

  /// A style from its parts.
  package init(isStyled: Bool, width: Int) {
    self.isStyled = isStyled
    self.width = width
  }

  /// Bold when styled.
  package func bold(_ text: String) -> String { style(text, "1") }
  /// Dim when styled.
  package func dim(_ text: String) -> String { style(text, "2") }
  /// Red when styled.
  package func red(_ text: String) -> String { style(text, "31") }
  /// Yellow when styled.
  package func yellow(_ text: String) -> String { style(text, "33") }

  /// `text` (outside text, often: a city name, a provider's message) cleaned of control
  /// characters, in the style `code` when styling is on.
  private func style(_ text: String, _ code: String) -> String {
    let text = TerminalText.clean(text)
    return isStyled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
