import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// The question `d` asks before anything is removed: a `ConfirmationDialogState` in the
/// interface's state, answered by a button or dismissed.
extension InterfaceFeatureTests {
  @Test func dismissingTheQuestionKeepsTheCity() async {
    let store = makeStore(Self.following([.london, .paris]), stored: [.london, .paris])
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    }
    await store.send(.interface(.confirmation(.dismiss))) { $0.interface?.confirmation = nil }
    #expect(changes.values.isEmpty)
    await store.finish()
  }

  @Test func theHighlightMovesWithinTheButtonsAndStartsOnTheFirst() async {
    let store = makeStore(Self.following([.london, .paris]))
    // Nothing asked: nothing to move.
    await store.send(.interface(.moveConfirmationButton(by: 1)))
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    }
    await store.send(.interface(.moveConfirmationButton(by: 1))) {
      $0.interface?.confirmationButton = 1
    }
    await store.send(.interface(.moveConfirmationButton(by: 1)))
    await store.send(.interface(.moveConfirmationButton(by: -5))) {
      $0.interface?.confirmationButton = 0
    }
    await store.send(.interface(.moveConfirmationButton(by: 1))) {
      $0.interface?.confirmationButton = 1
    }
    await store.send(.interface(.confirmation(.dismiss))) { $0.interface?.confirmation = nil }
    // Asked again, the highlight is back on the first button.
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
      $0.interface?.confirmationButton = 0
    }
    await store.send(.interface(.confirmation(.dismiss))) { $0.interface?.confirmation = nil }
    await store.finish()
  }

  @Test func onlyAnAnswerTheQuestionOffersIsTaken() async {
    let store = makeStore(Self.following([.london, .paris]), stored: [.london, .paris])
    // No question shown: a late answer (or one replayed out of place) does nothing.
    await store.send(.interface(.confirmation(.presented(.unfollow(City.london.id)))))
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    }
    // Paris was not asked about.
    await store.send(.interface(.confirmation(.presented(.unfollow(City.paris.id)))))
    await store.send(.interface(.confirmation(.presented(.forgetRecentSearch("london")))))
    await store.send(.interface(.confirmation(.dismiss))) { $0.interface?.confirmation = nil }
    #expect(changes.values.isEmpty)
    await store.finish()
  }

  @Test func aCityGoneBeforeTheAnswerIsNotUnfollowedTwice() async {
    var state = Self.following([.london, .paris])
    state.interface?.confirmation = Self.unfollowQuestion("London", City.london.id)
    // Unfollowed meanwhile, by another `weather` (the list reloaded without it).
    state.following.cities.remove(id: City.london.id)
    state.interface?.followingSelection = City.paris.id
    let store = makeStore(state, stored: [.paris])
    await store.send(.interface(.confirmation(.presented(.unfollow(City.london.id))))) {
      $0.interface?.confirmation = nil
    }
    #expect(changes.values.isEmpty)
    await store.finish()
  }

  @Test func theQuestionIsAskedInTheWordsTheAppGives() async {
    let german = InterfaceFeature.ConfirmationWords(
      unfollowTitle: "{1} nicht mehr beobachten?", unfollowButton: "Nicht mehr beobachten",
      forgetTitle: "Die Suche „{1}“ vergessen?", forgetButton: "Vergessen",
      cancelButton: "Abbrechen")
    var state = Self.following([.paris])
    state.interface?.confirmationWords = german
    let store = makeStore(state)
    await store.send(.interface(.unfollowSelection)) {
      $0.interface?.confirmation = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Paris nicht mehr beobachten?")
      } actions: {
        ButtonState(role: .destructive, action: .unfollow(City.paris.id)) {
          TextState("Nicht mehr beobachten")
        }
        ButtonState(role: .cancel) { TextState("Abbrechen") }
      }
    }
    await store.send(.interface(.confirmation(.dismiss))) { $0.interface?.confirmation = nil }
    await store.finish()
  }

  /// The answer is a user's action, so a session log writes it as JSON and reads it back.
  @Test func anAnswerIsRecordedAndReadBack() throws {
    let answers: [InterfaceFeature.Intent] = [
      .confirmation(.presented(.unfollow(City.london.id))),
      .confirmation(.presented(.forgetRecentSearch("tokyo"))), .confirmation(.dismiss),
      .moveConfirmationButton(by: -1),
    ]
    let data = try JSONEncoder().encode(answers)
    #expect(try JSONDecoder().decode([InterfaceFeature.Intent].self, from: data) == answers)
    #expect(
      String(decoding: try JSONEncoder().encode(answers[0]), as: UTF8.self)
        == #"{"confirmation":{"_0":{"presented":{"_0":{"unfollow":{"_0":2643743}}}}}}"#)
  }
}
