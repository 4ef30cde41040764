import Foundation

/// Limits how many `weather` processes run at once, so that the tests, which all run in
/// parallel, do not starve each other of CPU (a debug `weather` loads its city table at start).
actor ProcessSlots {
  static let shared = ProcessSlots(count: max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) {
    free = count
  }

  /// Runs `body` once a slot is free.
  func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
    await acquire()
    defer { release() }
    return try await body()
  }

  private func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
