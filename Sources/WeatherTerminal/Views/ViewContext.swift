public import Foundation
public import WeatherFeatures

/// What a view needs besides the state: facts of the run that are not the features' business.
public struct ViewContext: Sendable {
  /// The time now, for the age of stale conditions.
  public var now: Date
  /// Whether search asks the provider instead of the embedded table (`--online`).
  public var onlineSearch: Bool
  /// Whether the screen is drawn in ASCII (`--ascii`, `ascii = true`, `TERM=linux`): frames of
  /// `+ - |`, arrows `^ v`, no symbols or degree signs, nothing East-Asian-ambiguous, which a
  /// CJK terminal would draw two cells wide and a console font may not have.
  public var ascii: Bool
  /// The language of the app's words: `--lang`, the config, the locale, as for the commands.
  public var language: Language

  /// A context from its parts.
  public init(
    now: Date, onlineSearch: Bool = false, ascii: Bool = false, language: Language = .en
  ) {
    self.language = language
    self.now = now
    self.onlineSearch = onlineSearch
    self.ascii = ascii
  }
}
