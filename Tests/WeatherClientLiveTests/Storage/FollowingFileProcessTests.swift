import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file between real processes: writers killed mid-save, and writers racing each other.
struct FollowingFileProcessTests {
  let temporary: TemporaryDirectory
  let file: FollowingFile

  init() throws {
    temporary = try TemporaryDirectory()
    file = FollowingFile(directory: temporary.url.appendingPathComponent("weather"))
  }

  /// A probe rewrites a list of 2,000 cities (about half a megabyte) in a tight loop and is
  /// killed: on even rounds as soon as it has a write under way (its temporary file appears),
  /// on odd rounds after a random delay. Whatever it was doing, the file must hold one complete
  /// list, and the next writer must get on with it.
  @Test func killedWriterLeavesACompleteList() async throws {
    let count = 2000
    try file.update { _ in (1...count).map { StorageFixtures.probeCity($0, generation: 0) } }
    let temporaryPath = file.path + ".tmp"
    for round in 1...20 {
      // A write torn by the previous kill may have left one behind.
      unlink(temporaryPath)
      let probe = try StorageProbeProcess(["churn", file.directory.path, "\(count)"])
      // Once it has saved, the probe is in its loop.
      let started = await probe.output(count: 7)
      if round.isMultiple(of: 2) {
        await waitForFile(at: temporaryPath)
      } else {
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
      }
      probe.kill()
      let exit = await probe.exit()
      try #require(started == "saving\n", "the probe failed: \(probe.errorOutput())")
      #expect(exit == .init(reason: .uncaughtSignal, status: SIGKILL))

      let cities = try file.load()
      #expect(cities.map(\.id) == Array(1...count))
      let generations = Set(cities.map(\.admin1))
      #expect(generations.count == 1, "a torn list mixes generations \(generations)")
      #expect(generations != ["generation 0"], "the probe never saved")
    }
    // Writing after all those kills works, stray temporary file or not.
    #expect(try file.apply(.unfollow(1)).count == count - 1)
  }

  /// Twenty processes each follow a different city at the same moment; the lock makes their
  /// read-modify-writes take turns, so none loses another's change.
  @Test func concurrentWritersAllKeepTheirChange() async throws {
    let ids = Array(1...20)
    let probes = try ids.map { id in
      try StorageProbeProcess(["follow", file.directory.path, "\(id)"])
    }
    for probe in probes {
      let exit = await probe.exit()
      #expect(exit == .init(reason: .exit, status: 0), "\(probe.errorOutput())")
    }
    let cities = try file.load()
    #expect(cities.map(\.id).sorted() == ids)
    #expect(cities.count == 20)
  }

  /// Moves asked for one after the other (a key held down in the app) while the file is locked
  /// land in the order asked, whichever waiting thread gets the lock first: the city ends where
  /// the last move put it.
  @MainActor @Test func changesWaitingForTheLockAreAppliedInTheOrderAsked() async throws {
    try file.update { _ in (1...6).map { StorageFixtures.probeCity($0, generation: 0) } }
    let holder = open(file.path + ".lock", O_RDONLY | O_CREAT | O_CLOEXEC, 0o600)
    try #require(holder >= 0)
    try #require(flock(holder, LOCK_EX) == 0)
    let storage = FollowingStorage.file(file)
    // Main-actor tasks start in the order made, each up to its first suspension, as a store's
    // effects do; the last one lets the lock go once all five are waiting for it.
    let moves = (1...5).map { offset in
      Task { @MainActor in try await storage.apply(.move(1, toOffset: offset)) }
    }
    Task { @MainActor in
      flock(holder, LOCK_UN)
      close(holder)
    }
    for move in moves { _ = try await move.value }
    #expect(try file.load().map(\.id) == [2, 3, 4, 5, 6, 1])
  }

  /// Returns once a file exists at `path`, or after about two seconds, checking as often as it
  /// can: a write lasts only milliseconds.
  private func waitForFile(at path: String) async {
    let deadline = ContinuousClock.now + .seconds(2)
    while access(path, F_OK) != 0, ContinuousClock.now < deadline {
      await Task.yield()
    }
  }
}
