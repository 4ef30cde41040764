/// A key a user pressed, without its modifiers.
public enum Key: Hashable, Sendable {
  /// A character key (with Ctrl, the letter: Ctrl-C is `.character("c")` with `.control`).
  case character(Character)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  /// F1 to F12 (and beyond, where terminals send them).
  case function(Int)
}

/// The modifier keys held with a key, as xterm encodes them (parameter − 1 is this bit set).
public struct Modifiers: OptionSet, Hashable, Sendable {
  /// The modifiers' bits.
  public var rawValue: UInt8
  /// Modifiers from xterm's bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = Modifiers(rawValue: 1)
  /// Alt (Option), also sent as Esc before the key.
  public static let alt = Modifiers(rawValue: 2)
  /// Control.
  public static let control = Modifiers(rawValue: 4)
  /// Meta (Super on some terminals).
  public static let meta = Modifiers(rawValue: 8)
}

/// One key press: the key and the modifiers held.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: Modifiers

  /// A key press.
  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// "Ctrl-C", "Shift-Tab", "a": for logs and test failures.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.meta) { parts.append("Meta") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    switch key {
    case .character(let character): parts.append(String(character))
    case .function(let number): parts.append("F\(number)")
    default:
      let name = "\(key)"
      parts.append(name.prefix(1).uppercased() + name.dropFirst())
    }
    return parts.joined(separator: "-")
  }
}

/// A mouse button or wheel, as the terminal reports it in the SGR (1006) encoding.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down: 0 left, 1 middle, 2 right.
    case press(button: Int)
    /// A button came up.
    case release(button: Int)
    /// The wheel turned towards the user's screen top (up) or bottom (down).
    case wheelUp, wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer, from (0, 0) at the top left.
  public var position: Position
  /// The modifiers held.
  public var modifiers: Modifiers

  /// A mouse event.
  public init(_ kind: Kind, at position: Position, modifiers: Modifiers = []) {
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }
}

/// What the terminal sent: a key press, text pasted while bracketed paste is on, or a mouse
/// button or wheel while mouse reporting is on.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyPress)
  /// Pasted text, as one event however long, so that a pasted newline never presses Enter.
  case paste(String)
  /// A click or a turn of the wheel.
  case mouse(MouseEvent)

  /// A key press without modifiers.
  public static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers))
  }
}
