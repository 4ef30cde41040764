/// Which palette the full-screen app draws with.
public enum ThemeChoice: String, CaseIterable, Sendable {
  /// From the terminal's answer about its background (OSC 11), else `COLORFGBG`, else dark.
  case auto
  /// For a light background: warnings and the focused pane in darker colours.
  case light
  /// For a dark background: the terminal's own eight colours.
  case dark
}
