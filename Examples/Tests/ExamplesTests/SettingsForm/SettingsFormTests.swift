import Reducers
import ReducersTesting
import Synchronization
import Testing

@testable import Examples

/// TCA's BindingFormTests, and the effects a form starts from its bindings.
@MainActor
struct SettingsFormTests {
  let clock = TestClock()

  func makeStore(
    _ state: SettingsForm.State = SettingsForm.State()
  ) -> TestStoreOf<SettingsForm> {
    TestStoreOf<SettingsForm>(
      initialState: state, reducer: SettingsForm(),
      environment: SettingsForm.Environment(
        isUserNameAvailable: unimplemented("isUserNameAvailable", placeholder: false),
        save: unimplemented("save", throwing: SettingsForm.SaveFailure(message: "unimplemented")),
        clock: clock))
  }

  @Test func basics() async {
    let store = makeStore()

    await store.send(.binding(.set(\.volume, 2))) { $0.volume = 2 }
    await store.send(.binding(.set(\.digestPerWeek, 1))) {
      $0.digestPerWeek = 1
      $0.volume = 1
    }
    await store.send(.binding(.set(\.displayName, "Blob"))) { $0.displayName = "Blob" }
    await store.send(.binding(.set(\.sendNotifications, true))) { $0.sendNotifications = true }
    await store.send(.resetButtonTapped) {
      $0 = SettingsForm.State(
        displayName: "", digestPerWeek: 10, sendNotifications: false, volume: 5)
    }
    await store.finish()
  }

  /// Binding actions compare by field and value, as a test writes them.
  @Test func bindingActionsAreEqualByFieldAndValue() {
    let action = SettingsForm.Action.binding(.set(\.displayName, "Blob"))
    #expect(action == .binding(.set(\.displayName, "Blob")))
    #expect(action != .binding(.set(\.displayName, "Blobby")))
    #expect(action != .binding(.set(\.userName, "Blob")))
  }

  @Test func userNameIsCheckedAfterThePause() async {
    let checked = Mutex<[String]>([])
    let store = makeStore()
    store.environment.isUserNameAvailable = { name in
      checked.withLock { $0.append(name) }
      return name != "blob"
    }

    await store.send(.binding(.set(\.userName, "blob"))) {
      $0.userName = "blob"
      $0.userNameStatus = .checking
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.binding(.set(\.userName, "blob2"))) { $0.userName = "blob2" }
    await clock.advance(by: SettingsForm.checkDelay)
    await store.receive(.userNameChecked("blob2", available: true)) {
      $0.userNameStatus = .available
    }
    #expect(checked.withLock { $0 } == ["blob2"])

    await store.send(.binding(.set(\.userName, "blob"))) {
      $0.userName = "blob"
      $0.userNameStatus = .checking
    }
    await clock.advance(by: SettingsForm.checkDelay)
    await store.receive(.userNameChecked("blob", available: false)) { $0.userNameStatus = .taken }
    await store.finish()
  }

  @Test func clearingTheUserNameCancelsTheCheck() async throws {
    let store = makeStore()

    await store.send(.binding(.set(\.userName, "b"))) {
      $0.userName = "b"
      $0.userNameStatus = .checking
    }
    await store.send(.binding(.set(\.userName, ""))) {
      $0.userName = ""
      $0.userNameStatus = .unknown
    }
    try await clock.checkSuspension()
    await store.finish()
  }

  @Test func saveSucceeds() async {
    let store = makeStore(SettingsForm.State(displayName: " Blob ", userNameStatus: .available))
    store.environment.save = { [clock] settings throws(SettingsForm.SaveFailure) in
      do { try await clock.sleep(for: .seconds(1)) } catch { throw .init(message: "cancelled") }
      var saved = settings
      saved.displayName = settings.displayName.trimmingSpaces()
      return saved
    }

    await store.send(.saveButtonTapped) { $0.isSaving = true }
    // A second tap while saving starts nothing.
    await store.send(.saveButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(
      .saveResponse(
        .success(
          SettingsForm.Settings(
            displayName: "Blob", digestPerWeek: 10, sendNotifications: false, volume: 5,
            userName: "")))
    ) {
      $0.isSaving = false
      $0.displayName = "Blob"
    }
    await store.finish()
  }

  @Test func saveFailsThenSucceedsOnRetry() async {
    let attempts = Mutex(0)
    let store = makeStore()
    store.environment.save = { settings throws(SettingsForm.SaveFailure) in
      let attempt = attempts.withLock { value in
        value += 1
        return value
      }
      if attempt == 1 { throw SettingsForm.SaveFailure(message: "server unavailable") }
      return settings
    }

    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.receive(.saveResponse(.failure(.init(message: "server unavailable")))) {
      $0.isSaving = false
      $0.saveError = "server unavailable"
    }
    await store.send(.saveButtonTapped) {
      $0.isSaving = true
      $0.saveError = nil
    }
    await store.receive(
      .saveResponse(
        .success(
          SettingsForm.Settings(
            displayName: "", digestPerWeek: 10, sendNotifications: false, volume: 5,
            userName: "")))
    ) {
      $0.isSaving = false
    }
    await store.finish()
  }

  @Test func takenUserNameCannotBeSaved() async {
    let store = makeStore(SettingsForm.State(userName: "blob", userNameStatus: .taken))

    await store.send(.saveButtonTapped)
    await store.finish()
  }

  @Test func resetCancelsTheSaveAndTheCheck() async throws {
    let store = makeStore()
    store.environment.save = { [clock] settings throws(SettingsForm.SaveFailure) in
      do { try await clock.sleep(for: .seconds(5)) } catch { throw .init(message: "cancelled") }
      return settings
    }

    await store.send(.saveButtonTapped) { $0.isSaving = true }
    await store.send(.binding(.set(\.userName, "blob"))) {
      $0.userName = "blob"
      $0.userNameStatus = .checking
    }
    #expect(clock.sleeperCount == 2)
    await store.send(.resetButtonTapped) { $0 = SettingsForm.State() }
    try await clock.checkSuspension()
    await store.finish()
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
