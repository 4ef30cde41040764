/// A language the views speak: condition names, weekday and month names, labels. Chosen by
/// `--lang`, `lang =` in the config, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`); English
/// otherwise. `--json` never depends on it.
public enum Language: String, CaseIterable, Hashable, Sendable {
  case en, de, fr, es, it, pt, nl, pl, ru, uk, ja, zh

  /// The language of a POSIX locale name ("de_DE.UTF-8", "pt_BR", "zh_CN.GB18030"), or `nil`
  /// for one not spoken here ("C", "POSIX", "sv_SE").
  public init?(locale: String) {
    let code = locale.prefix { $0.isLetter }.lowercased()
    self.init(rawValue: code)
  }

  /// The locale a date formatter is given for weekday and month names and the hour cycle.
  public var localeIdentifier: String {
    switch self {
    case .en: "en_GB"
    case .de: "de_DE"
    case .fr: "fr_FR"
    case .es: "es_ES"
    case .it: "it_IT"
    case .pt: "pt_PT"
    case .nl: "nl_NL"
    case .pl: "pl_PL"
    case .ru: "ru_RU"
    case .uk: "uk_UA"
    case .ja: "ja_JP"
    case .zh: "zh_CN"
    }
  }
}
