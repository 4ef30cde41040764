import Foundation
import Testing

/// Issue 23: an idle `weather app` does not wake. libdispatch's first worker thread of a global
/// queue arms its pool monitor, a 1 s timer that wakes the process for as long as it lives, so
/// the app must never start one: the main actor runs on the main thread, everything else on
/// the app's own thread ("weather work"). Checked by the threads' names, not by timing (the
/// wake-ups themselves are counted by `Benchmarks/app-idle-wakeups`).
extension AppEndToEndTests {
  /// After a search (a debounce: a sleep on the app's clock), following a city (storage on a
  /// thread, HTTP through libcurl with its deadline) and its forecast drawn, no thread of the
  /// app is a libdispatch worker of a global queue (named after the queue, "…-qos"); the
  /// app's work thread is there.
  @Test func theAppStartsNoDispatchWorkerThread() async throws {
    let terminal = try await terminal()
    try launch(terminal, "app --refresh 1s")
    try await terminal.waitForScreen("the app") { $0.contains("▸ Search · offline") }
    try terminal.type("lond")
    try await terminal.waitForScreen("results for lond") { $0.contains("│London, England, GB") }
    try terminal.press("Down")
    try await terminal.waitForScreen("the first result selected") {
      $0.contains("Enter/f follow · Esc back to the box")
    }
    try terminal.press("Enter")
    try await terminal.waitForScreen("London followed with its forecast") {
      $0.contains("Following (1)") && $0.contains("DAY") && $0.contains("now ")
    }

    let shell = try terminal.format("#{pane_pid}")
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    let app = try #require(Int32(children.split(separator: " ").first ?? ""))
    let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(app)/task")
    let names = tasks.compactMap { task in
      (try? String(contentsOfFile: "/proc/\(app)/task/\(task)/comm", encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(names.contains("weather work"), "threads: \(names)")
    #expect(!names.contains { $0.hasSuffix("-qos") }, "a libdispatch worker started: \(names)")

    try terminal.press("C-c")
    try await expectRestored(terminal, status: "0")
  }
}
