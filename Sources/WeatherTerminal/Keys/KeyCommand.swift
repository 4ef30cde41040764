public import WeatherFeatures

/// What a key asks of the app: an action for the store, or something only the terminal layer
/// can do.
public enum KeyCommand: Equatable, Sendable {
  /// Send this action to the store.
  case send(AppFeature.Action)
  /// Leave the app, restoring the terminal.
  case quit
  /// Stop the process as Ctrl-Z does in a shell (`fg` resumes it).
  case suspend
  /// Draw the whole screen again (Ctrl-L).
  case redraw
}
