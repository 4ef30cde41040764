package import Reducers
package import WeatherFeatures
package import WeatherText

/// An alert or a confirmation dialog kept in state (``AlertState``, ``ConfirmationDialogState``),
/// drawn as a box over the middle of the screen:
///
/// ```
/// ┌──────────────────────────────┐
/// │                              │
/// │  Unfollow London?            │
/// │                              │
/// │  [ Unfollow ]  [ Cancel ]    │
/// │                              │
/// └──────────────────────────────┘
/// ```
///
/// The title and message wrap; the buttons sit in a row, or one per line when the row does not
/// fit. The highlighted button is reversed (and bracketed `>…<` when drawn without colour, so it
/// shows on any terminal); a destructive one is red. ``MouseMap`` hits buttons with the same
/// ``Layout``, so a click lands where the button is drawn.
package enum ConfirmationView {
  /// What the box shows, whichever kind of state it came from.
  package struct Content: Equatable {
    /// A button's label and role.
    package struct Button: Equatable {
      var label: String
      var role: ButtonStateRole?
    }

    var title: String?
    var message: String?
    var buttons: [Button]

    /// What an alert shows: its title, message and buttons.
    package init<Action>(_ alert: AlertState<Action>) {
      title = alert.title.string
      message = alert.message?.string
      buttons = alert.buttons.map { Button(label: $0.label.string, role: $0.role) }
    }

    /// What a dialog shows: its title unless hidden, its message and buttons.
    package init<Action>(_ dialog: ConfirmationDialogState<Action>) {
      title = dialog.titleVisibility == .hidden ? nil : dialog.title.string
      message = dialog.message?.string
      buttons = dialog.buttons.map { Button(label: $0.label.string, role: $0.role) }
    }
  }

  /// Where the box, its lines and its buttons are on a screen of a size.
  struct Layout {
    /// The box, border included.
    var box: Rect
    /// The title's lines, then a blank line and the message's, wrapped to the box.
    var lines: [(text: String, isTitle: Bool)]
    /// Each button's cells, in order.
    var buttons: [Rect]

    init(_ content: Content, size: Size) {
      let labels = content.buttons.map(ConfirmationView.label)
      let rowWidth = labels.map(\.terminalWidth).reduce(0, +) + 2 * max(labels.count - 1, 0)
      let textWidth = [content.title, content.message].compactMap { $0?.terminalWidth }.max() ?? 0
      // Margins of two columns inside the borders; never wider than the screen, and text longer
      // than two thirds of it wraps rather than stretching the box to the edges.
      let widest = max(size.width - 4, 12)
      let inner = min(max(min(textWidth, size.width * 2 / 3 - 6), rowWidth, 26), widest - 4)
      var lines: [(String, Bool)] = (content.title?.wrapped(to: inner) ?? []).map { ($0, true) }
      if let message = content.message?.wrapped(to: inner), !message.isEmpty {
        if !lines.isEmpty { lines.append(("", false)) }
        lines += message.map { ($0, false) }
      }
      let inRow = rowWidth <= inner
      let buttonRows = inRow ? min(labels.count, 1) : labels.count
      // Border, blank, text, blank, buttons, blank, border; the text gives way on a short screen.
      let room = max(size.height - 2 - 6 - buttonRows, 0)
      lines = Array(lines.prefix(room))
      let height = lines.count + buttonRows + 4 + (lines.isEmpty ? 0 : 1)
      let box = Rect(
        row: max((size.height - height) / 2, 0), column: max((size.width - inner - 6) / 2, 0),
        width: inner + 6, height: height)
      self.box = box
      self.lines = lines.map { (text: $0.0, isTitle: $0.1) }
      let first = box.row + 2 + lines.count + (lines.isEmpty ? 0 : 1)
      var column = box.column + 3
      buttons = labels.enumerated().map { index, label in
        let width = min(label.terminalWidth, inner)
        if !inRow {
          return Rect(row: first + index, column: box.column + 3, width: width, height: 1)
        }
        defer { column += label.terminalWidth + 2 }
        return Rect(row: first, column: column, width: width, height: 1)
      }
    }
  }

  /// A button as drawn: its label between brackets.
  static func label(_ button: Content.Button) -> String {
    "[ " + TerminalText.clean(button.label) + " ]"
  }

  /// Draws `content` with button `highlighted` highlighted.
  package static func draw(
    _ content: Content, highlighted: Int, size: Size, screen: inout Screen
  ) {
    let layout = Layout(content, size: size)
    let box = layout.box
    for row in box.row..<(box.row + box.height) {
      screen.fill(row: row, column: box.column, width: box.width)
    }
    screen.drawBox(box, title: "", focused: true)
    // The empty title drawBox writes would cut the top edge: draw it whole.
    screen.write(
      "┌" + String(repeating: "─", count: max(box.width - 2, 0)) + "┐", row: box.row,
      column: box.column, style: Style(foreground: .cyan, bold: true))
    let text = Rect(row: box.row + 2, column: box.column + 3, width: box.width - 6, height: 1)
    for (index, line) in layout.lines.enumerated() {
      screen.write(
        line.text.truncated(to: text.width), row: text.row + index, column: text.column,
        style: line.isTitle ? .bold : .plain)
    }
    for (index, (button, rect)) in zip(content.buttons, layout.buttons).enumerated() {
      var style: Style = button.role == .destructive ? .error : .plain
      var label = label(button)
      if index == highlighted {
        style.reverse = true
        style.bold = true
        label = ">" + label.dropFirst().dropLast() + "<"
      }
      screen.write(
        label.truncated(to: rect.width), row: rect.row, column: rect.column, style: style)
    }
    screen.cursor = nil
    if let highlightedButton = layout.buttons.indices.contains(highlighted)
      ? layout.buttons[highlighted] : layout.buttons.first
    {
      screen.focus = Position(row: highlightedButton.row, column: highlightedButton.column)
    }
  }

  /// The confirmation words of the app in `words`' language.
  package static func words(_ words: Wording) -> InterfaceFeature.ConfirmationWords {
    InterfaceFeature.ConfirmationWords(
      unfollowTitle: words.phrase(.confirmUnfollow, "{1}"),
      unfollowButton: words.phrase(.buttonUnfollow),
      forgetTitle: words.phrase(.confirmForget, "{1}"),
      forgetButton: words.phrase(.buttonForget), cancelButton: words.phrase(.buttonCancel))
  }
}
