/// The terminal modes the full-screen app switches on, and the bytes that switch them on and off.
///
/// One place for both directions, so that every way out (quitting, Ctrl-Z, a signal, a crash
/// handler writing prepared bytes) undoes exactly what entering did.
public struct TerminalModes: Hashable, Sendable {
  /// Whether frames may be wrapped in synchronized output (DECSET 2026): the way out ends the
  /// mode, in case a frame was cut off in the middle (a crash while writing one).
  public var synchronizedOutput: Bool
  /// Whether mouse reporting (clicks and wheel, SGR 1006 encoding) is on.
  public var mouse: Bool

  /// The modes of a terminal whose capabilities are not known yet.
  public init(synchronizedOutput: Bool = false, mouse: Bool = false) {
    self.synchronizedOutput = synchronizedOutput
    self.mouse = mouse
  }

  /// The most bytes ``leave`` can be, for a buffer prepared once, before it is needed.
  public static let leaveCapacity = 96

  /// The alternate screen, the cursor hidden, bracketed paste, autowrap (DECAWM) off so that
  /// drawing the bottom-right cell never scrolls the screen, mouse reporting when asked for,
  /// then the screen cleared (the only clear: later frames overwrite cells).
  public var enter: [UInt8] {
    var text = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?7l"
    if mouse { text += "\u{1B}[?1000h\u{1B}[?1006h" }
    text += "\u{1B}[H\u{1B}[2J"
    return Array(text.utf8)
  }

  /// The bytes that undo ``enter``: synchronized output ended first (so the rest shows), mouse
  /// reporting off, attributes reset, autowrap back on, the cursor shown, bracketed paste off,
  /// and the main screen back.
  public var leave: [UInt8] {
    var text = ""
    if synchronizedOutput { text += "\u{1B}[?2026l" }
    if mouse { text += "\u{1B}[?1006l\u{1B}[?1000l" }
    text += "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"
    return Array(text.utf8)
  }
}
