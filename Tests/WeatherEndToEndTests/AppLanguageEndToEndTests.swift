import Foundation
import Testing

/// Issue 24, item 2: the app speaks the language the commands speak, chosen the same way.
extension AppEndToEndTests {
  @Test(arguments: [
    ("LANG=de_DE.UTF-8 ", "app", "▸ Suche · offline", "Einen Städtenamen tippen."),
    ("", "app --lang ja", "▸ 検索 · オフライン", "都市名を入力してください。"),
  ])
  func theAppSpeaksTheLanguage(
    _ prefix: String, _ arguments: String, _ title: String, _ hint: String
  ) async throws {
    let terminal = try await terminal()
    try terminal.type(
      "\(prefix)\(try WeatherBinary.require().path) \(arguments); printf 'SHELL-%s\\n' BACK")
    try terminal.press("Enter")
    try await terminal.waitForScreen("the app") { $0.contains(title) && $0.contains(hint) }
    try terminal.press("F1")
    try await terminal.waitForScreen("the key help") {
      $0.contains(prefix.isEmpty ? "このヘルプ" : "diese Hilfe")
    }
    // q closes the help (an Escape just before C-c would read as Alt-C-c).
    try terminal.press("q")
    try await terminal.waitForScreen("the help closed") { $0.contains(hint) }
    try terminal.press("C-c")
    try await terminal.waitForScreen("the shell again") { $0.contains("SHELL-BACK") }
  }
}
