import Foundation
public import Reducers

extension InterfaceFeature {
  /// The app's interface logic, on the whole app state: intents become the features' actions,
  /// and the selection follows what those features change. Does nothing while
  /// ``AppFeature.State/interface`` is `nil` (the one-shot commands).
  public var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { state, action, environment in
      guard state.interface != nil else { return .none }
      switch action {
      case .interface(let intent):
        return Self.reduce(&state, intent, environment)
      case .search(.searchResponse):
        // The highlighted result stays highlighted only while it is still a result.
        if let id = state.interface?.searchSelection, state.search.results[id: id] == nil {
          state.interface?.searchSelection = nil
        }
        return .none
      case .search(.recentSearchesLoaded), .search(.recentSearchesSaved):
        // The highlighted recent search stays highlighted only while it is still listed.
        if let recent = state.interface?.recentSelection,
          !state.search.recentSearches.contains(recent)
        {
          state.interface?.recentSelection = nil
        }
        return .none
      case .following(.loaded(.success)):
        Self.keepFollowingSelectionValid(&state)
        var effects: [Effect<Action>] = [.send(.following(.refresh))]
        if state.forecast.city == nil, let id = state.interface?.followingSelection,
          let city = state.following.cities[id: id]?.city
        {
          effects.append(.send(.forecast(.load(city))))
        }
        return .merge(effects)
      case .following(.followCity), .following(.followResolved), .following(.saved),
        .following(.loaded), .following(.unfollow), .following(.move):
        Self.keepFollowingSelectionValid(&state)
        return .none
      default:
        return .none
      }
    }
  }

  private static func reduce(
    _ state: inout AppFeature.State, _ intent: Intent, _ environment: AppFeature.Environment
  ) -> Effect<AppFeature.Action> {
    guard var interface = state.interface else { return .none }
    defer { state.interface = interface }
    switch intent {
    case .opened:
      return .merge(.send(.following(.load)), scheduleRefresh(interface, environment))

    case .focusNext, .focusPrevious:
      let panes = Pane.allCases
      let step = intent == .focusNext ? 1 : panes.count - 1
      interface.focus = panes[(interface.focus.rawValue + step) % panes.count]
      return .none

    case .typed(let text):
      let clean = String(
        text.unicodeScalars.compactMap { scalar -> Character? in
          if scalar.properties.generalCategory == .control {
            return scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : nil
          }
          return scalar.properties.generalCategory == .format ? nil : Character(scalar)
        })
      guard !clean.isEmpty else { return .none }
      interface.focus = .search
      interface.searchSelection = nil
      interface.recentSelection = nil
      let query = String((state.search.query + clean).prefix(maxQueryLength))
      guard query != state.search.query else { return .none }
      return .send(.search(.binding(.set(\.query, query))))

    case .deleteBackward:
      interface.searchSelection = nil
      interface.recentSelection = nil
      guard !state.search.query.isEmpty else { return .none }
      return .send(.search(.binding(.set(\.query, String(state.search.query.dropLast())))))

    case .clearSearch:
      if interface.searchSelection != nil || interface.recentSelection != nil {
        interface.searchSelection = nil
        interface.recentSelection = nil
        return .none
      }
      guard !state.search.query.isEmpty else { return .none }
      return .send(.search(.binding(.set(\.query, ""))))

    case .moveSelection(let rows):
      switch interface.focus {
      case .search:
        if showsRecentSearches(state) {
          let recent = state.search.recentSearches
          let current = interface.recentSelection.flatMap { recent.firstIndex(of: $0) } ?? -1
          let next = min(current + rows, recent.count - 1)
          interface.recentSelection = next < 0 ? nil : recent[next]
          return .none
        }
        let ids = state.search.results.ids
        guard !ids.isEmpty else { return .none }
        let current = interface.searchSelection.flatMap { ids.firstIndex(of: $0) } ?? -1
        let next = min(current + rows, ids.count - 1)
        interface.searchSelection = next < 0 ? nil : ids[next]
        return .none
      case .following:
        let ids = state.following.cities.ids
        guard !ids.isEmpty else { return .none }
        let current = interface.followingSelection.flatMap { ids.firstIndex(of: $0) } ?? 0
        return selectFollowed(ids[min(max(current + rows, 0), ids.count - 1)], state, &interface)
      case .forecast:
        let rows = max(interface.forecastScroll + rows, 0)
        let count =
          interface.showsHourly
          ? state.forecast.forecast?.hourly.count ?? 0 : state.forecast.forecast?.daily.count ?? 0
        interface.forecastScroll = min(rows, max(count - 1, 0))
        return .none
      }

    case .followSelection:
      if let recent = interface.recentSelection, showsRecentSearches(state) {
        interface.recentSelection = nil
        return .send(.search(.recentSearchSelected(recent)))
      }
      guard let id = interface.searchSelection ?? state.search.results.first?.id,
        let city = state.search.results[id: id]
      else { return .none }
      interface.searchSelection = id
      interface.followingSelection = id
      interface.forecastScroll = 0
      // Sent in this order: followed, its conditions fetched at once (like those loaded at
      // start), then picked, which opens its forecast.
      return .merge(
        .send(.following(.followCity(city))), .send(.following(.refreshCity(id))),
        .send(.search(.resultSelected(id))))

    case .removeRecentSelection:
      guard let recent = interface.recentSelection, showsRecentSearches(state),
        state.search.recentSearches.contains(recent)
      else { return .none }
      let words = interface.confirmationWords
      ask(
        &interface, words.forgetTitle, recent, .forgetRecentSearch(recent), words.forgetButton)
      return .none

    case .showSelection:
      guard let id = interface.followingSelection,
        let city = state.following.cities[id: id]?.city
      else { return .none }
      interface.focus = .forecast
      interface.forecastScroll = 0
      guard state.forecast.city?.id != id else { return .none }
      return .send(.forecast(.load(city)))

    case .unfollowSelection:
      guard let id = interface.followingSelection, let city = state.following.cities[id: id]
      else { return .none }
      let words = interface.confirmationWords
      ask(&interface, words.unfollowTitle, city.city.name, .unfollow(id), words.unfollowButton)
      return .none

    case .confirmation(.dismiss):
      interface.confirmation = nil
      return .none

    case .confirmation(.presented(let answer)):
      // Only an answer the question shown offers: a late or replayed one does nothing.
      guard
        interface.confirmation?.buttons.contains(where: { $0.action.action == answer }) == true
      else { return .none }
      interface.confirmation = nil
      switch answer {
      case .unfollow(let id): return unfollow(id, state, &interface, environment)
      case .forgetRecentSearch(let recent): return forget(recent, state, &interface)
      }

    case .moveConfirmationButton(let step):
      guard let count = interface.confirmation?.buttons.count, count > 0 else { return .none }
      interface.confirmationButton = min(max(interface.confirmationButton + step, 0), count - 1)
      return .none

    case .undoUnfollow:
      guard let undo = interface.undo else { return .none }
      interface.undo = nil
      interface.followingSelection = undo.city.id
      let id = undo.city.id
      return .merge(
        .cancel(id: UndoTimerID()),
        .send(.following(.followCity(undo.city.city))),
        .send(.following(.move(id, toOffset: undo.index))),
        .send(.following(.refreshCity(id))))

    case .reorderSelection(let rows):
      guard let id = interface.followingSelection,
        let index = state.following.cities.index(id: id)
      else { return .none }
      let target = index + rows
      guard target >= 0, target < state.following.cities.count else { return .none }
      return .send(.following(.move(id, toOffset: target)))

    case .refresh:
      // Asked for: the next automatic refresh is a whole interval from now.
      interface.refreshFailures = 0
      return .merge(refreshAll(state), scheduleRefresh(interface, environment))

    case .refreshDue:
      // What the last refresh met decides the wait: doubled while the service is unreachable
      // or refusing, the interval again once it answers.
      interface.refreshFailures = serviceIsFailing(state) ? interface.refreshFailures + 1 : 0
      return .merge(refreshAll(state), scheduleRefresh(interface, environment))

    case .closed:
      // A search typed when the app closes is kept, like one picked: reduced here, not sent,
      // so that its save is in flight before the app waits for saves and exits.
      let keep = SearchFeature.reducer.reduce(
        into: &state.search, action: .rememberQuery, environment: environment.search)
      return .merge(
        .cancel(id: RefreshTimerID()), .cancel(id: UndoTimerID()),
        keep.map(AppFeature.Action.search))

    case .focus(let pane):
      interface.focus = pane
      return .none

    case .selectSearchResult(let id):
      guard state.search.results[id: id] != nil else { return .none }
      interface.focus = .search
      interface.searchSelection = id
      return .none

    case .selectFollowed(let id):
      guard state.following.cities[id: id] != nil else { return .none }
      interface.focus = .following
      return selectFollowed(id, state, &interface)

    case .toggleHelp:
      interface.isShowingHelp.toggle()
      return .none

    case .toggleHourly:
      interface.showsHourly.toggle()
      interface.forecastScroll = 0
      return .none

    case .toggleUnits:
      return .send(.unitsChanged(state.units == .metric ? .imperial : .metric))

    case .undoExpired:
      interface.undo = nil
      return .none
    }
  }

  /// Shows the question `title` (its `{1}` filled with `subject`) with a destructive button
  /// `button` sending `answer`, highlighted, and a cancel button.
  private static func ask(
    _ interface: inout ScreenState, _ title: String, _ subject: String, _ answer: Confirmation,
    _ button: String
  ) {
    let cancel = interface.confirmationWords.cancelButton
    interface.confirmation = ConfirmationDialogState(titleVisibility: .visible) {
      TextState(title.replacingOccurrences(of: "{1}", with: subject))
    } actions: {
      ButtonState(role: .destructive, action: answer) { TextState(button) }
      ButtonState(role: .cancel) { TextState(cancel) }
    }
    interface.confirmationButton = 0
  }

  /// Unfollows the followed city `id`, offering to undo it for ``undoDuration``.
  private static func unfollow(
    _ id: City.ID, _ state: AppFeature.State, _ interface: inout ScreenState,
    _ environment: AppFeature.Environment
  ) -> Effect<AppFeature.Action> {
    guard let index = state.following.cities.index(id: id),
      let city = state.following.cities[id: id]
    else { return .none }
    interface.undo = Undo(city: city, index: index)
    if interface.followingSelection == id {
      // The city below takes the highlight, or the one above at the end of the list.
      let ids = state.following.cities.ids
      interface.followingSelection =
        index + 1 < ids.count ? ids[index + 1] : index > 0 ? ids[index - 1] : nil
    }
    let clock = environment.clock
    return .merge(
      .send(.following(.unfollow(id))),
      .run { send in
        try await clock.sleep(for: undoDuration)
        await send(.interface(.undoExpired))
      }
      .cancellable(id: UndoTimerID(), cancelInFlight: true))
  }

  /// Forgets the recent search `recent`.
  private static func forget(
    _ recent: String, _ state: AppFeature.State, _ interface: inout ScreenState
  ) -> Effect<AppFeature.Action> {
    let list = state.search.recentSearches
    guard let index = list.firstIndex(of: recent) else { return .none }
    if interface.recentSelection == recent {
      // The search below takes the highlight, or the one above at the end of the list.
      interface.recentSelection =
        index + 1 < list.count ? list[index + 1] : index > 0 ? list[index - 1] : nil
    }
    return .send(.search(.recentSearchRemoved(recent)))
  }

  /// Highlights the followed city `id` and shows its forecast, unless it shows already.
  private static func selectFollowed(
    _ id: City.ID, _ state: AppFeature.State, _ interface: inout ScreenState
  ) -> Effect<AppFeature.Action> {
    interface.followingSelection = id
    guard let city = state.following.cities[id: id]?.city, state.forecast.city?.id != id else {
      return .none
    }
    interface.forecastScroll = 0
    return .send(.forecast(.load(city)))
  }

  /// Conditions of every followed city, and the forecast shown, fetched again (through the
  /// request queue, as a user's `r`).
  private static func refreshAll(_ state: AppFeature.State) -> Effect<AppFeature.Action> {
    var effects: [Effect<AppFeature.Action>] = [.send(.following(.refresh))]
    if state.forecast.city != nil { effects.append(.send(.forecast(.refresh))) }
    return .merge(effects)
  }

  /// The timer for the next automatic refresh, replacing any running; none when refreshing is
  /// off.
  private static func scheduleRefresh(
    _ interface: ScreenState, _ environment: AppFeature.Environment
  ) -> Effect<AppFeature.Action> {
    guard let interval = interface.refreshInterval else { return .none }
    let delay = refreshDelay(interval: interval, failures: interface.refreshFailures)
    let clock = environment.clock
    return .run { send in
      try await clock.sleep(for: delay)
      await send(.interface(.refreshDue))
    }
    .cancellable(id: RefreshTimerID(), cancelInFlight: true)
  }

  /// Whether the last answers said the service cannot be reached or refuses for now: asking
  /// again at the same pace would only add load (a rate limit) or wake for nothing (offline).
  private static func serviceIsFailing(_ state: AppFeature.State) -> Bool {
    let errors =
      state.following.cities.compactMap(\.error) + [state.forecast.error].compactMap { $0 }
      + [state.forecast.staleness?.reason].compactMap { $0 }
    return errors.contains { error in
      switch error {
      case .offline, .timedOut, .rateLimited: true
      default: false
      }
    }
  }

  /// Keeps a followed city highlighted whenever there is one: the same one while it is still
  /// followed, else the one now at its place.
  private static func keepFollowingSelectionValid(_ state: inout AppFeature.State) {
    guard var interface = state.interface else { return }
    let ids = state.following.cities.ids
    if let id = interface.followingSelection, ids.contains(id) { return }
    interface.followingSelection = ids.first
    state.interface = interface
  }

  /// Whether the search pane lists the recent searches: its box is empty and has no results.
  public static func showsRecentSearches(_ state: AppFeature.State) -> Bool {
    state.search.query.trimmingCharacters(in: .whitespaces).isEmpty && state.search.results.isEmpty
      && !state.search.recentSearches.isEmpty
  }
}
