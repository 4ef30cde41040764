import WeatherClientLive
import WeatherFeatures
import WeatherText

extension Wording {
  /// A warning as standard error shows it after "weather: ", in this language.
  func warningLine(_ warning: LiveWarning) -> String {
    switch warning {
    case .repeatedIDs(let path, let ids):
      phrase(
        .warning,
        phrase(
          ids.count == 1 ? .repeatedID : .repeatedIDs, path,
          ids.map(String.init).joined(separator: ", ")))
    case .forecastNotCached(let error):
      phrase(.warning, phrase(.forecastNotCached, message(error)))
    }
  }
}

extension Wording {
  /// A config error in this language: where it is as the library wrote it (a path, a line, a
  /// key or variable), then the problem worded here. English is the library's own message.
  func configMessage(_ error: ConfigError) -> String {
    guard language != .en else { return error.message }
    let problem: String =
      switch error.problem {
      case .said(let words): words
      case .notUTF8: phrase(.configNotUTF8)
      case .file(let problem): message(problem)
      case .expectedKeyValue(let found): phrase(.configExpectedKeyValue, found)
      case .noKey: phrase(.configNoKey)
      case .unknownKey(let known): phrase(.configUnknownKey, known.joined(separator: ", "))
      case .noValue: phrase(.configNoValue)
      case .alreadySet(let line): phrase(.configAlreadySet, String(line))
      case .notValid(let value, let expected): phrase(.configNotValid, value, words(expected))
      case .placeEmptyOrTooLong(let place): phrase(.configPlaceEmpty, place)
      }
    return error.location + problem
  }

  /// What a key takes, in this language.
  private func words(_ expected: ConfigError.Expected) -> String {
    switch expected {
    case .oneOf(let values): phrase(.expectedOneOf, values.joined(separator: ", "))
    case .days(let range):
      phrase(.expectedDays, String(range.lowerBound), String(range.upperBound))
    case .place(let maximumLength): phrase(.expectedPlace, String(maximumLength))
    case .boolean: phrase(.expectedBoolean)
    case .interval: phrase(.expectedRefresh)
    case .path: phrase(.expectedKeyFile)
    }
  }
}
