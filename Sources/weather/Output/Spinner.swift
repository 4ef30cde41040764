import Foundation

/// A spinner on standard error while a request is in flight; shown on a terminal only.
@MainActor
final class Spinner {
  private var task: Task<Void, Never>?

  init(message: String) {
    let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    task = Task { @MainActor in
      // A quick answer shows no spinner at all.
      try? await Task.sleep(for: .milliseconds(150))
      var index = 0
      while !Task.isCancelled {
        StandardError.writeExact("\r\(frames[index % frames.count]) \(message)…")
        index += 1
        try? await Task.sleep(for: .milliseconds(80))
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
    StandardError.writeExact("\r\u{1B}[2K")
  }
}
