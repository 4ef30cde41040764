import Foundation
import Testing
import WeatherFeatures

@testable import WeatherTerminal

/// The app's age labels change at most once a minute, and it wakes exactly when one does.
@Suite struct AgeLabelTests {
  let fetched = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func labelsAreInWholeMinutesAtTheFinest() {
    #expect(AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(59)) == "<1 min")
    #expect(AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(60)) == "1 min")
    #expect(
      AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(25 * 60 + 59)) == "25 min")
    #expect(AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(7300)) == "2 h")
    #expect(
      AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(-5)) == "an unknown time")
  }

  /// The label reads its age where the features do (`Staleness`): a date from a damaged file
  /// is an unknown time, and an old one is told as it is, not clamped.
  @Test func labelsUseTheOneCheckedAge() {
    for damaged in [1e300, -1e300, -9.3e18, Double.infinity, -Double.infinity] {
      #expect(
        AgeLabel.text(fetchedAt: Date(timeIntervalSince1970: damaged), now: fetched)
          == "an unknown time")
    }
    #expect(
      AgeLabel.text(fetchedAt: fetched, now: fetched.addingTimeInterval(5e9)) == "57870 days")
  }

  @Test func theNextChangeIsTheNextMinuteThenHourThenDay() {
    let next = { (age: Double) in
      AgeLabel.nextChange(fetchedAt: fetched, after: fetched.addingTimeInterval(age))
        .timeIntervalSince(fetched)
    }
    #expect(next(0) == 60)
    #expect(next(61) == 120)
    #expect(next(3599) == 3600)
    #expect(next(3600) == 7200)
    #expect(next(90_000) == 172_800)
    #expect(next(-30) == 0)
  }

  @Test func onlyStaleLabelsWake() throws {
    var state = ViewScenario.offlineStale.state
    let now = viewNow
    let change = try #require(AgeLabel.nextChange(state, after: now))
    #expect(change > now && change <= now.addingTimeInterval(60))
    state.forecast.staleness = nil
    for id in state.following.cities.ids { state.following.cities[id: id]?.error = nil }
    #expect(AgeLabel.nextChange(state, after: now) == nil)
  }
}
