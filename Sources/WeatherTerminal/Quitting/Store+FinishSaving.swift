public import Reducers
public import WeatherFeatures

extension Store where State == AppFeature.State, Action == AppFeature.Action {
  /// Waits, at most `timeout` on `clock`, for the changes to the followed list and to the
  /// recent searches still being saved, so that a city unfollowed just before quitting stays
  /// unfollowed on disk, and a search made just before stays remembered; `true` when none is
  /// left, `false` when time ran out first.
  ///
  /// The app calls it once the terminal is restored: quitting never hangs on a storage that does
  /// not answer (a lock held by another process, a stalled disk).
  @MainActor
  public func finishSaving<C: Clock>(within timeout: C.Duration, on clock: C) async -> Bool {
    guard state.following.savesInFlight + state.search.recentSavesInFlight > 0 else { return true }
    let states = states()
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await state in states {
          if state.following.savesInFlight + state.search.recentSavesInFlight == 0 { return true }
        }
        return false
      }
      group.addTask {
        try? await clock.sleep(for: timeout)
        return false
      }
      let saved = await group.next() ?? false
      group.cancelAll()
      return saved
    }
  }
}
