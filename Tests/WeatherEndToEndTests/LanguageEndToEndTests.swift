import Foundation
import LoopbackHTTPServer
import Testing

/// Issue 24, item 2: names and labels in the user's language; `--json` never.
@Suite struct LanguageEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  @Test func aGermanLocaleShowsGermanWeekdaysAndConditions() async throws {
    let run = try await sandbox.run(
      ["forecast", "berlin"], server: server, ["LANG": "de_DE.UTF-8"])
    expectSuccess(run)
    let lines = run.stdoutLines
    #expect(lines.first?.hasPrefix("Berlin, ") == true, "\(run)")
    #expect(lines.first?.hasSuffix("jetzt 14:15 Ortszeit, bedeckt") == true, "\(run)")
    #expect(lines.contains { $0.contains("(gefühlt 20°C)") }, "\(run)")
    let header = try #require(lines.firstIndex { $0.hasPrefix("TAG ") }, "\(run)")
    let days = lines[(header + 1)...].prefix { !$0.isEmpty }
    #expect(days.first?.hasPrefix("Di. 15.") == true, "\(run)")
    #expect(days.first?.contains("leichte Regenschauer") == true, "\(run)")
    #expect(days.dropFirst().first?.hasPrefix("Mi. 16.") == true, "\(run)")
  }

  @Test func langBeatsTheLocaleAndTheConfig() async throws {
    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("lang = ru\n".utf8).write(to: config)
    let file = try await sandbox.run(["now", "paris", "--format", "%C"], server: server)
    #expect(file.stdout == "пасмурно\n", "\(file)")
    let flag = try await sandbox.run(
      ["now", "paris", "--format", "%C", "--lang", "ja"], server: server)
    #expect(flag.stdout == "曇り\n", "\(flag)")
  }

  /// Times follow the locale's clock: 12 hours in the US, 24 in Britain and Germany.
  @Test func timesFollowTheLocalesHourCycle() async throws {
    let format = ["now", "paris", "--units", "metric", "--format", "%S %s"]
    let american = try await sandbox.run(format, server: server, ["LANG": "en_US.UTF-8"])
    expectSuccess(american)
    let times = american.stdout.split(whereSeparator: { " \u{202F}\n".contains($0) })
    #expect(times.first == "7:27" && times.contains("AM") && times.contains("8:05"), "\(american)")
    #expect(times.contains("PM"), "\(american)")
    let british = try await sandbox.run(format, server: server, ["LANG": "en_GB.UTF-8"])
    #expect(british.stdout == "07:27 20:05\n", "\(british)")
    let german = try await sandbox.run(format, server: server, ["LC_ALL": "de_DE.UTF-8"])
    #expect(german.stdout == "07:27 20:05\n", "\(german)")
  }

  @Test func jsonIsTheSameInEveryLanguage() async throws {
    var outputs: [String] = []
    for lang in ["en", "de", "ja", "ru", "zh"] {
      let run = try await sandbox.run(
        ["forecast", "paris", "--json", "--lang", lang], server: server)
      expectSuccess(run)
      outputs.append(run.stdout)
    }
    // The first run fetched; the others read the cached forecast, so even fetchedAt agrees.
    #expect(Set(outputs).count == 1)
  }
}
