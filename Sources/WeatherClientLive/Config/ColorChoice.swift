/// When output may use colours and symbols.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Always, even when piped: for a status bar or a pager that shows colours.
  case always
  /// Never.
  case never
}
