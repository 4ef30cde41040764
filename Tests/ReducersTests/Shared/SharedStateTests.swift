import Foundation
import Observation
import Reducers
import ReducersTesting
import Testing

/// `Shared`: one value held by a parent and the child it pushed, asserted once where it
/// changed, observed by every holder, and kept in memory or in a file.
@MainActor
struct SharedStateTests {
  struct Meeting: Equatable, Codable, Sendable { var title: String; var minutes = 5 }

  struct Detail: ReducerProtocol {
    struct State: Equatable {
      @Shared var meeting: Meeting
    }
    enum Action: Equatable, Sendable { case rename(String), addMinute }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .rename(let title): state.meeting.title = title
      case .addMinute: state.$meeting.minutes.wrappedValue += 1
      }
      return .none
    }
  }

  struct List: ReducerProtocol {
    typealias Environment = Void
    struct State: Equatable {
      @Shared var meeting: Meeting
      var detail: Detail.State?
    }
    enum Action: Equatable, Sendable { case detail(Detail.Action), open }

    var body: some ReducerOf<Self> {
      Reduce { state, action, _ in
        if case .open = action { state.detail = Detail.State(meeting: state.$meeting) }
        return .none
      }
      .ifLet(\.detail, action: Action.detail) { Detail() }
    }
  }

  @Test func aChildsChangeIsTheParentsAndIsAssertedOnce() async {
    let store = TestStore(
      initialState: List.State(meeting: Shared(Meeting(title: "Daily"))), reducer: List(),
      environment: ())
    await store.send(.open) { $0.detail = Detail.State(meeting: $0.$meeting) }
    await store.send(.detail(.rename("Retro"))) { $0.meeting.title = "Retro" }
    #expect(store.state.detail?.meeting.title == "Retro")
    await store.send(.detail(.addMinute)) { $0.detail?.meeting.minutes = 6 }
  }

  @Test func anUnassertedSharedChangeFails() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: List.State(meeting: Shared(Meeting(title: "Daily"))), reducer: List(),
        environment: ())
      await store.send(.open) { $0.detail = Detail.State(meeting: $0.$meeting) }
      await store.send(.detail(.rename("Retro")))
      await store.send(.detail(.addMinute)) { $0.meeting.minutes = 6 }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("State was not expected to change") == true)
    #expect(failures.first?.message.contains("Retro") == true)
  }

  @Test func aWrongSharedAssertionFails() async {
    let failures = await withCapturedFailures {
      let store = TestStore(
        initialState: List.State(meeting: Shared(Meeting(title: "Daily"))), reducer: List(),
        environment: ())
      await store.send(.open) { $0.detail = Detail.State(meeting: $0.$meeting) }
      await store.send(.detail(.rename("Retro"))) { $0.meeting.title = "Standup" }
    }
    #expect(failures.map { $0.message.hasPrefix("A state change does not match") } == [true])
  }

  struct Counter: Equatable { @Shared var count: Int }
  enum CounterAction: Equatable, Sendable { case tap, increment }

  @Test func aChangeMadeByAReceivedActionIsAssertedWhereItWasReceived() async {
    let store = TestStore(
      initialState: Counter(count: Shared(0)),
      reducer: Reducer<Counter, CounterAction, Void> { state, action, _ in
        switch action {
        case .tap: return .send(.increment)
        case .increment:
          state.count += 1
          return .none
        }
      }, environment: ())
    await store.send(.tap)
    await store.receive(.increment) { $0.count = 1 }
  }

  @Test func sharedValuesAreEqualByValue() {
    #expect(Shared(Meeting(title: "a")) == Shared(Meeting(title: "a")))
    #expect(Shared(Meeting(title: "a")) != Shared(Meeting(title: "b")))
  }

  @Test func everyHolderIsNotifiedOfAChange() {
    let meeting = Shared(Meeting(title: "Daily"))
    let other = List.State(meeting: meeting)
    let notified = NotifiedFlag()
    withObservationTracking {
      _ = other.meeting.title
    } onChange: {
      notified.set()
    }
    meeting.wrappedValue.title = "Retro"
    #expect(notified.value)
  }

  final class NotifiedFlag: @unchecked Sendable {
    private(set) var value = false
    func set() { value = true }
  }

  @Test func inMemoryKeysNameOneReference() {
    let name = "meeting-\(UUID())"
    let first = Shared(wrappedValue: Meeting(title: "a"), .inMemory(name))
    let second = Shared(wrappedValue: Meeting(title: "ignored"), .inMemory(name))
    first.wrappedValue.title = "b"
    #expect(second.wrappedValue.title == "b")
  }

  @Test func fileStorageLoadsAndSavesThroughAnInjectedFileSystem() throws {
    let url = URL(fileURLWithPath: "/meetings/current.json")
    let files = SharedFileSystem.inMemory([url: Data(#"{"minutes":9,"title":"Saved"}"#.utf8)])
    let shared = SharedFileSystem.$current.withValue(files) {
      Shared(wrappedValue: Meeting(title: "default"), .fileStorage(url))
    }
    #expect(shared.wrappedValue == Meeting(title: "Saved", minutes: 9))
    shared.wrappedValue.minutes = 10
    let saved = try JSONDecoder().decode(Meeting.self, from: files.contents(of: url) ?? Data())
    #expect(saved == Meeting(title: "Saved", minutes: 10))
  }

  @Test func fileStorageWritesTheDiskAtomicallyAndKeepsTheMode() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("meeting.json")
    try Data(#"{"minutes":1,"title":"Old"}"#.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    do {
      let shared = Shared(wrappedValue: Meeting(title: "default"), .fileStorage(url))
      #expect(shared.wrappedValue.title == "Old")
      shared.wrappedValue.title = "New"
    }
    let saved = try JSONDecoder().decode(Meeting.self, from: Data(contentsOf: url))
    #expect(saved == Meeting(title: "New", minutes: 1))
    let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    #expect((mode as? Int) == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["meeting.json"])
  }

  /// A save killed midway leaves its `NAME.PID.RANDOM.tmp`, which nothing removed (the
  /// fault-injection run counted one per kill). The next save removes those whose process is
  /// gone (no process can have pid 2147483647), and keeps a running writer's (this process's).
  @Test func aSaveRemovesTheTemporaryFilesOfKilledWriters() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("meeting.json")
    let abandoned = "meeting.json.2147483647.7.tmp"
    let inProgress = "meeting.json.\(getpid()).8.tmp"
    let otherFile = "agenda.json.2147483647.9.tmp"
    for name in [abandoned, inProgress, otherFile] {
      try Data("{".utf8).write(to: directory.appendingPathComponent(name))
    }
    do {
      let shared = Shared(wrappedValue: Meeting(title: "default"), .fileStorage(url))
      shared.wrappedValue.title = "New"
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == [otherFile, inProgress, "meeting.json"].sorted())
  }

  @Test func aFileThatCannotBeDecodedIsReportedAndNeverOverwritten() async throws {
    let url = URL(fileURLWithPath: "/meetings/broken.json")
    let files = SharedFileSystem.inMemory([url: Data("not json".utf8)])
    let failures = await withCapturedFailures {
      let shared = SharedFileSystem.$current.withValue(files) {
        Shared(wrappedValue: Meeting(title: "default"), .fileStorage(url))
      }
      #expect(shared.wrappedValue.title == "default")
      shared.wrappedValue.title = "changed"
    }
    #expect(failures.count == 2)
    #expect(files.contents(of: url) == Data("not json".utf8))
  }
}
