import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Changing units and the number of days.
extension ForecastFeatureTests {
  @Test func changingUnitsRefetchesInTheNewUnits() async {
    let store = Self.makeStore(Self.showingLondon())
    answer(store)
    await store.send(.unitsChanged(.imperial)) {
      $0.units = .imperial
      $0.isLoading = true
      // Shown converted while the refetch is out.
      $0.forecast = Forecast.fixture(.london).converted(to: .imperial)
    }
    let imperial = Forecast.fixture(.london, units: .imperial)
    await store.receive(.forecastResponse(.success(imperial))) {
      $0.isLoading = false
      $0.forecast = imperial
    }
    await store.send(.unitsChanged(.imperial))
    #expect(requests.values == [ForecastRequest(city: City.london.id, days: 7, units: .imperial)])
    await store.finish()
  }

  @Test func changingUnitsCancelsTheRequestInOldUnits() async {
    answer(store, after: [City.london.id: .seconds(1)])
    await store.send(.load(.london)) {
      $0.city = .london
      $0.isLoading = true
    }
    #expect(clock.sleeperCount == 1)
    await store.send(.unitsChanged(.imperial)) { $0.units = .imperial }
    #expect(requests.values.count == 2 && clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    let imperial = Forecast.fixture(.london, units: .imperial)
    await store.receive(.forecastResponse(.success(imperial))) {
      $0.isLoading = false
      $0.forecast = imperial
    }
    #expect(requests.values.map(\.units) == [.metric, .imperial])
    await store.finish()  // fails if the metric forecast arrived
  }

  @Test func changingUnitsWithNoCityShownFetchesNothing() async {
    await store.send(.unitsChanged(.imperial)) { $0.units = .imperial }
    await store.send(.unitsChanged(.metric)) { $0.units = .metric }
    await store.finish()
  }

  @Test func changingDaysClampsThemAndRefetches() async {
    let store = Self.makeStore(Self.showingLondon())
    answer(store)
    for (asked, days) in [(0, 1), (40, 16), (3, 3)] {
      await store.send(.daysChanged(asked)) {
        $0.days = days
        $0.isLoading = true
      }
      let forecast = Forecast.fixture(.london, days: days)
      await store.receive(.forecastResponse(.success(forecast))) {
        $0.isLoading = false
        $0.forecast = forecast
      }
    }
    #expect(requests.values.map(\.days) == [1, 16, 3])
    await store.finish()
  }

  @Test func changingDaysToTheSameClampedNumberDoesNothing() async {
    var state = Self.showingLondon()
    state.days = 16
    let store = Self.makeStore(state)
    await store.send(.daysChanged(16))
    await store.send(.daysChanged(17))  // the failing client proves nothing is fetched
    await store.finish()
  }

  @Test func changingDaysWithNoCityShownFetchesNothing() async {
    let store = Self.makeStore(ForecastFeature.State(days: 99))
    #expect(store.state.days == 16)
    #expect(ForecastFeature.State(days: -3).days == 1)
    await store.send(.daysChanged(5)) { $0.days = 5 }
    await store.finish()
  }
}
