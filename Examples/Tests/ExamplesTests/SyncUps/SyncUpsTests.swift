import Foundation
import Reducers
import ReducersTesting
import Testing

@testable import Examples

/// TCA's SyncUps tests: the list, the form, the detail screen, the recorder, and the app that
/// stacks them, with the sync-ups shared by every screen and kept in a file (an in-memory one).
@MainActor @Suite(.timeLimit(.minutes(1)))
struct SyncUpsTests {
  let clock = TestClock()
  let files = SharedFileSystem.inMemory()
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  var environment: SyncUpsEnvironment {
    SyncUpsEnvironment(clock: clock, date: .constant(now), uuid: .incrementing)
  }

  /// The UUID `UUIDGenerator.incrementing` makes `n`th.
  func uuid(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", n)) ?? UUID()
  }

  func syncUp(_ id: Int, title: String = "Design", attendees: [String] = ["Blob", "Blob Jr"])
    -> SyncUp
  {
    SyncUp(
      id: uuid(id),
      attendees: IdentifiedArray(
        attendees.enumerated().map { Attendee(id: uuid(100 + id * 10 + $0), name: $1) }),
      minutes: 1, title: title)
  }

  /// What the sync-ups file holds now.
  var savedSyncUps: IdentifiedArrayOf<SyncUp>? {
    files.contents(
      of: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("sync-ups.json")
    )
    .flatMap { try? JSONDecoder().decode(IdentifiedArrayOf<SyncUp>.self, from: $0) }
  }

  // MARK: The list

  @Test func addingASyncUpSavesIt() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = TestStore(
        initialState: SyncUpsList.State(), reducer: SyncUpsList(), environment: environment)
      await store.send(.addSyncUpButtonTapped) {
        $0.addSyncUp = SyncUpForm.State(
          syncUp: SyncUp(id: uuid(0), attendees: [Attendee(id: uuid(1))]))
      }
      await store.send(.addSyncUp(.presented(.titleChanged("Engineering")))) {
        $0.addSyncUp?.syncUp.title = "Engineering"
      }
      await store.send(.addSyncUp(.presented(.attendeeNameChanged(id: uuid(1), name: "Blob")))) {
        $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
      }
      await store.send(.confirmAddButtonTapped) {
        $0.addSyncUp = nil
        $0.syncUps = [
          SyncUp(
            id: uuid(0), attendees: [Attendee(id: uuid(1), name: "Blob")], title: "Engineering")
        ]
      }
      #expect(savedSyncUps?.map(\.title) == ["Engineering"])
    }
  }

  @Test func blankAttendeesAreDroppedOnAdd() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = TestStore(
        initialState: SyncUpsList.State(
          addSyncUp: SyncUpForm.State(
            syncUp: SyncUp(
              id: uuid(7), attendees: [Attendee(id: uuid(8)), Attendee(id: uuid(9), name: " ")],
              title: "Design"))),
        reducer: SyncUpsList(), environment: environment)
      await store.send(.confirmAddButtonTapped) {
        $0.addSyncUp = nil
        $0.syncUps = [SyncUp(id: uuid(7), attendees: [Attendee(id: uuid(0))], title: "Design")]
      }
    }
  }

  @Test func discardingTheSheetAddsNothing() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = TestStore(
        initialState: SyncUpsList.State(), reducer: SyncUpsList(), environment: environment)
      await store.send(.addSyncUpButtonTapped) {
        $0.addSyncUp = SyncUpForm.State(
          syncUp: SyncUp(id: uuid(0), attendees: [Attendee(id: uuid(1))]))
      }
      await store.send(.discardButtonTapped) { $0.addSyncUp = nil }
      #expect(savedSyncUps == nil)
    }
  }

  @Test func deletingFromTheList() async {
    await SharedFileSystem.$current.withValue(files) {
      let state = SyncUpsList.State()
      state.syncUps = [syncUp(1), syncUp(2, title: "Retro")]
      let store = TestStore(initialState: state, reducer: SyncUpsList(), environment: environment)
      await store.send(.onDelete(atOffsets: [0])) { $0.syncUps = [syncUp(2, title: "Retro")] }
      #expect(savedSyncUps?.map(\.title) == ["Retro"])
    }
  }

  // MARK: The form

  @Test func removingTheLastAttendeeLeavesABlankOne() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: syncUp(1, attendees: ["Blob"])), reducer: SyncUpForm(),
      environment: environment)
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.syncUp.attendees = [Attendee(id: uuid(0))]
    }
    await store.send(.addAttendeeButtonTapped) {
      $0.syncUp.attendees.append(Attendee(id: uuid(1)))
    }
    await store.send(.minutesChanged(0))  // clamped: already 1
  }

  // MARK: The detail screen

  @Test func editingInASheetChangesTheSharedSyncUp() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(syncUp(1))), reducer: SyncUpDetail(),
      environment: environment)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp(1)))
    }
    await store.send(.destination(.presented(.edit(.titleChanged("Blob's Meeting"))))) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp(1, title: "Blob's Meeting")))
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.syncUp.title = "Blob's Meeting"
    }
  }

  @Test func cancellingAnEditChangesNothing() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(syncUp(1))), reducer: SyncUpDetail(),
      environment: environment)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp(1)))
    }
    await store.send(.destination(.presented(.edit(.titleChanged("x"))))) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp(1, title: "x")))
    }
    await store.send(.cancelEditButtonTapped) { $0.destination = nil }
  }

  @Test func deletingASyncUpRemovesItAndDismissesTheScreen() async {
    await SharedFileSystem.$current.withValue(files) {
      @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = []
      syncUps = [syncUp(1), syncUp(2)]
      let store = TestStore(
        initialState: SyncUpDetail.State(
          syncUp: Shared($syncUps[id: uuid(1)]) ?? Shared(syncUp(1))),
        reducer: SyncUpDetail(), environment: environment)
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
            ButtonState(role: .cancel) { TextState("Nevermind") }
          } message: {
            TextState("Are you sure you want to delete this meeting?")
          })
      }
      // The destructive button is the one that deletes; the other only dismisses.
      guard case .alert(let alert) = store.state.destination else { return }
      #expect(alert.buttons.map(\.action) == [.send(.confirmDeletion), .send(nil)])
      await store.send(.destination(.presented(.alert(.confirmDeletion)))) { $0.destination = nil }
      #expect(store.isDismissed)
      #expect(syncUps.ids == [uuid(2)])
      #expect(savedSyncUps?.ids == [uuid(2)])
    }
  }

  // MARK: The recorder

  @Test func theTimerRunsOutAndSavesTheMeeting() async {
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(syncUp(1))), reducer: RecordMeeting(),
      environment: environment)
    await store.send(.onTask)
    for second in 1...60 {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.secondsElapsed = second
        if second == 30 { $0.speakerIndex = 1 }
        if second == 60 { $0.syncUp.meetings = [Meeting(id: uuid(0), date: now)] }
      }
    }
    #expect(store.isDismissed)
    await clock.advance(by: .seconds(5))
  }

  @Test func endingEarlySavesOrDiscards() async {
    for save in [true, false] {
      let syncUp = Shared(syncUp(1))
      let store = TestStore(
        initialState: RecordMeeting.State(syncUp: syncUp), reducer: RecordMeeting(),
        environment: environment)
      await store.send(.onTask)
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) { $0.secondsElapsed = 1 }
      await store.send(
        .endMeeting(save: save),
        assert: save ? { $0.syncUp.meetings = [Meeting(id: uuid(0), date: now)] } : nil)
      #expect(store.isDismissed)
      #expect(syncUp.wrappedValue.meetings.count == (save ? 1 : 0))
    }
  }

  @Test func nextSpeakerThenTheLastEndsTheMeeting() async {
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(syncUp(1))), reducer: RecordMeeting(),
      environment: environment)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 30
    }
    await store.send(.nextButtonTapped)
    await store.receive(.endMeeting(save: true)) {
      $0.syncUp.meetings = [Meeting(id: uuid(0), date: now)]
    }
    #expect(store.isDismissed)
  }

  // MARK: The app

  func makeApp() -> TestStoreOf<SyncUpsApp> {
    let state = SyncUpsApp.State()
    state.syncUpsList.syncUps = [syncUp(1)]
    return TestStore(initialState: state, reducer: SyncUpsApp(), environment: environment)
  }

  @Test func anEditInTheDetailIsTheLists() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = makeApp()
      let shared = Shared(store.state.syncUpsList.$syncUps[id: uuid(1)]) ?? Shared(syncUp(1))
      await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: shared))))) {
        $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: shared))
      }
      await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
        $0.path[id: 0, case: SyncUpsApp.Path.State.detail]?.destination = .edit(
          SyncUpForm.State(syncUp: syncUp(1)))
      }
      await store.send(
        .path(
          .element(id: 0, action: .detail(.destination(.presented(.edit(.titleChanged("Blob")))))))
      ) {
        $0.path[id: 0, case: SyncUpsApp.Path.State.detail]?.destination = .edit(
          SyncUpForm.State(syncUp: syncUp(1, title: "Blob")))
      }
      await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
        $0.path[id: 0, case: SyncUpsApp.Path.State.detail]?.destination = nil
        // Asserted once, through the list: the detail holds the same value.
        $0.syncUpsList.syncUps[0].title = "Blob"
      }
      #expect(savedSyncUps?.map(\.title) == ["Blob"])
    }
  }

  @Test func deletingFromTheDetailPopsIt() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = makeApp()
      let shared = Shared(store.state.syncUpsList.$syncUps[id: uuid(1)]) ?? Shared(syncUp(1))
      await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: shared))))) {
        $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: shared))
      }
      await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
        $0.path[id: 0, case: SyncUpsApp.Path.State.detail]?.destination = .alert(
          SyncUpDetail.Destination.deleteSyncUp)
      }
      await store.send(
        .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
      ) {
        $0.path[id: 0, case: SyncUpsApp.Path.State.detail]?.destination = nil
        $0.syncUpsList.syncUps = []
      }
      await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
      #expect(savedSyncUps == [])
    }
  }

  @Test func aRecordingThatRunsOutSavesTheMeetingAndPopsItself() async {
    await SharedFileSystem.$current.withValue(files) {
      let store = makeApp()
      let shared = Shared(store.state.syncUpsList.$syncUps[id: uuid(1)]) ?? Shared(syncUp(1))
      await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: shared))))) {
        $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: shared))
      }
      await store.send(.path(.push(id: 1, state: .record(RecordMeeting.State(syncUp: shared))))) {
        $0.path[id: 1] = .record(RecordMeeting.State(syncUp: shared))
      }
      await store.send(.path(.element(id: 1, action: .record(.onTask))))
      for second in 1...60 {
        await clock.advance(by: .seconds(1))
        await store.receive(.path(.element(id: 1, action: .record(.timerTick)))) {
          $0.path[id: 1, case: SyncUpsApp.Path.State.record]?.secondsElapsed = second
          if second == 30 { $0.path[id: 1, case: SyncUpsApp.Path.State.record]?.speakerIndex = 1 }
          // Asserted once, through the list: the detail and the recorder hold the same value.
          if second == 60 { $0.syncUpsList.syncUps[0].meetings = [Meeting(id: uuid(0), date: now)] }
        }
      }
      await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
      #expect(store.state.syncUpsList.syncUps[0].meetings == [Meeting(id: uuid(0), date: now)])
      #expect(savedSyncUps?[0].meetings.count == 1)
      await clock.advance(by: .seconds(5))
    }
  }
}
