import Foundation
import Testing
import WeatherFeatures
import WeatherText

/// Issue 38, item 3: every network, provider, key, rate-limit and file failure ends with what a
/// person can do next, in every language.
@Suite struct NextStepTests {
  /// One failure of every kind a person can act on.
  static let failures: [WeatherError] = [
    .offline("could not find the host api.open-meteo.com"), .timedOut,
    .rateLimited("60 per minute"), .unauthorized("Invalid API key"),
    .missingAPIKey(provider: "OpenWeatherMap", variable: "OPENWEATHERMAP_API_KEY"),
    .provider("Internal Server Error"), .invalidResponse("not JSON"), .unknownCity(42),
    .storage(path: "/home/u/.local/share/weather/following.json", reason: "not valid JSON"),
    .storage(path: "/d/f.json", reason: "cannot write: No space left on device (errno \(ENOSPC))"),
    .storage(path: "/d/f.json", reason: "cannot write: Disk quota exceeded (errno \(EDQUOT))"),
    .storage(path: "/d/f.json", reason: "cannot open: Permission denied (errno \(EACCES))"),
    .storage(path: "/d/f.json", reason: "cannot sync: Input/output error (errno \(EIO))"),
    .keyFile(path: "/home/u/owm.key", problem: .missing),
    .keyFile(path: "/home/u/owm.key", problem: .notPrivate(mode: "644")),
  ]

  @Test(arguments: Language.allCases)
  func everyFailureSaysWhatToDo(_ language: Language) {
    let words = Wording(language)
    for error in Self.failures {
      // Either a step follows the failure's words, or the words already end with one.
      let step = words.nextStep(error)
      let line = words.advised(error)
      if let step {
        #expect(line.hasSuffix(step) && line.hasPrefix(words.message(error)), "\(error)")
      } else {
        #expect(line == words.message(error), "\(error)")
        #expect(Self.saysWhatToDoItself.contains { $0(error) }, "\(language) \(error): no step")
      }
    }
  }

  /// The failures whose own words are already the step: a rate limit's "try again in a
  /// minute", a missing key's "set …, or choose --provider open-meteo", a key file's "chmod".
  static let saysWhatToDoItself: [@Sendable (WeatherError) -> Bool] = [
    { if case .rateLimited = $0 { true } else { false } },
    { if case .missingAPIKey = $0 { true } else { false } },
    { if case .keyFile(_, .notPrivate) = $0 { true } else { false } },
  ]

  @Test func offlineInEnglishAndGerman() {
    let offline = WeatherError.offline("could not connect to 127.0.0.1:9")
    #expect(
      Wording(.en).advised(offline)
        == "cannot reach the weather service: could not connect to 127.0.0.1:9; "
        + "check the network connection, then try again")
    #expect(
      Wording(.de).advised(offline)
        == "der Wetterdienst ist nicht erreichbar: could not connect to 127.0.0.1:9; "
        + "Netzwerkverbindung prüfen, dann erneut versuchen")
  }

  @Test func aStorageFailuresStepFollowsItsCause() {
    let words = Wording(.en)
    func step(_ reason: String) -> String? {
      words.nextStep(.storage(path: "/d/f.json", reason: reason))
    }
    #expect(
      step("cannot write: No space left on device (errno \(ENOSPC))")
        == "free some disk space, then try again")
    #expect(
      step("cannot rename: Disk quota exceeded (errno \(EDQUOT))")
        == "free some disk space, then try again")
    #expect(
      step("cannot open: Permission denied (errno \(EACCES))")
        == "check the permissions of the file and its folder, then try again")
    #expect(step("cannot sync: Input/output error (errno \(EIO))") == "try again in a few minutes")
    #expect(
      step("unknown version 9") == "repair the file or move it aside, then try again")
    // A reason that only mentions errno mid-text is not read as one.
    #expect(
      step("(errno 28) in the middle, not at the end")
        == "repair the file or move it aside, then try again")
  }

  @Test func aStaleNoticeEndsWithTheStepOfItsReason() {
    let words = Wording(.en)
    let notice = words.withNextStep("showing the weather from 2 h ago", for: .timedOut)
    #expect(notice == "showing the weather from 2 h ago; try again in a few minutes")
    #expect(words.withNextStep("fine", for: nil) == "fine")
  }
}

/// Issue 38, item 5: a save that failed says so with the file the user knows, that nothing was
/// changed, and why, and exits 73 when the file could not even be created, else 74.
@Suite struct NotSavedTests {
  let full = WeatherError.notSaved(
    path: "/home/u/.local/share/weather/following.json",
    reason: "cannot write: No space left on device (errno \(ENOSPC))", created: true)
  let refused = WeatherError.notSaved(
    path: "/home/u/.local/share/weather/following.json",
    reason: "cannot create a temporary file: Permission denied (errno \(EACCES))",
    created: false)

  @Test func exitStatusesAreSysexits() {
    #expect(ExitStatus(full) == .output && ExitStatus.output.rawValue == 74)
    #expect(ExitStatus(refused) == .cannotCreate && ExitStatus.cannotCreate.rawValue == 73)
  }

  @Test func theLineNamesTheFileSaysNothingChangedAndWhatToDo() {
    #expect(
      Wording(.en).advised(full)
        == "/home/u/.local/share/weather/following.json: not saved, nothing was changed: "
        + "cannot write: No space left on device (errno \(ENOSPC)); "
        + "free some disk space, then try again")
    #expect(
      Wording(.de).advised(refused)
        == "/home/u/.local/share/weather/following.json: nicht gespeichert, nichts wurde "
        + "geändert: cannot create a temporary file: Permission denied (errno \(EACCES)); "
        + "Zugriffsrechte der Datei und ihres Ordners prüfen, dann erneut versuchen")
  }

  @Test func itSurvivesASessionLog() throws {
    let data = try JSONEncoder().encode(refused)
    #expect(try JSONDecoder().decode(WeatherError.self, from: data) == refused)
  }
}
