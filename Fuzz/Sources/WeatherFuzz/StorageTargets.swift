import Foundation
import WeatherFeatures
import WeatherText

@testable import WeatherClientLive
@testable import WeatherTerminal

/// following.json: what is accepted is a list of places, each once, that survives a rewrite.
enum FollowingTarget {
  static func run(_ bytes: [UInt8]) {
    let path = "following.json"
    let document: FollowingDocument
    do {
      document = try FollowingDocument.decode(Data(bytes), path: path)
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
      return
    }
    let cities = document.cities
    require(Set(cities.map(\.id)).count == cities.count, "an id twice in \(cities.map(\.id))")
    require(cities.allSatisfy(ProviderSanity.isPlace), "a city that is no place in \(cities)")
    do {
      // Round trip: the rewritten file reads back as the same list, and rewriting it again
      // changes no byte (what a second `weather follow` of a followed city does).
      let encoded = try document.encode(cities, path: path)
      let again = try FollowingDocument.decode(encoded, path: path)
      require(again.cities == cities, "round trip: \(again.cities) != \(cities)")
      require(again.repeatedIDs.isEmpty, "the rewrite repeats \(again.repeatedIDs)")
      require(try again.encode(again.cities, path: path) == encoded, "the rewrite is not stable")
    } catch {
      violated("an accepted list could not be rewritten: \(error.message)")
    }
  }
}

/// A forecast cache file: what is accepted is within the bounds every view computes with, and
/// survives a store.
enum CacheTarget {
  static func run(_ bytes: [UInt8]) {
    let data = Data(bytes)
    // The key the file would be found under.
    guard let probe = try? JSONDecoder().decode(Forecast.self, from: data) else { return }
    let key = ForecastCacheKey(probe, provider: "open-meteo")
    require(!key.fileName.contains("/"), "a path in the file name \(key.fileName)")
    guard let forecast = ForecastCache.entry(in: data, for: key)?.forecast else { return }
    ForecastChecks.check(forecast, key: key)
  }
}

/// The checks of a forecast a provider or the cache gave.
enum ForecastChecks {
  /// `forecast` is within the bounds the views and the staleness rule compute with, and comes
  /// back from a store unchanged.
  static func check(_ forecast: Forecast, key: ForecastCacheKey) {
    require(!forecast.daily.isEmpty, "no days")
    require(
      ProviderSanity.utcOffsets.contains(forecast.utcOffsetSeconds),
      "offset \(forecast.utcOffsetSeconds)")
    let seconds = forecast.fetchedAt.timeIntervalSince1970
    require(abs(seconds) <= Double(ProviderSanity.unixTimes.upperBound), "fetchedAt \(seconds)")
    // What the staleness rule and the views compute from it: none may trap.
    for now in [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1.8e9)] {
      let staleness = Staleness(fetchedAt: forecast.fetchedAt, now: now, reason: nil)
      require(staleness.ageSeconds >= -Staleness.longestAge, "age \(staleness.ageSeconds)")
      _ = staleness.ageDescription
      _ = Staleness.mark(forecast, now: now, freshness: 600)
    }
    let calendar = LocalCalendar(utcOffsetSeconds: forecast.utcOffsetSeconds)
    for day in forecast.daily {
      require(LocalCalendar.day(isoDate: day.date) != day.date, "unread date \(day.date)")
      for time in [day.sunrise, day.sunset].compactMap({ $0 }) {
        _ = calendar.time(time)
        _ = calendar.day(time)
      }
    }
    for hour in forecast.hourly { _ = calendar.time(hour.time) }
    // What the cache serves from it: any length, any units.
    for units in Units.allCases {
      for days in [1, 3, 16] {
        let served = forecast.serving(days: days, units: units)
        require(served.daily.count == min(days, forecast.daily.count), "served days")
      }
    }
    // Round trip through the cache's encoding.
    do {
      let encoded = try JSONEncoder().encode(forecast)
      require(
        ForecastCache.entry(in: encoded, for: key)?.forecast == forecast,
        "the stored forecast differs")
    } catch {
      violated("an accepted forecast could not be encoded: \(error)")
    }
  }
}

/// The config file: what is accepted has a value for each key, reads back the same when written
/// out, and resolves to settings or a one-line error.
enum ConfigTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let file: ConfigFile
    do {
      file = try ConfigFile.parse(text, path: "config")
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
      return
    }
    for (key, entry) in file.entries {
      require(!entry.value.isEmpty && entry.line >= 1, "\(key): \(entry)")
    }
    do {
      _ = try Settings.resolve(environment: [:], file: file)
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
    }
    // Written out with plain values, the file reads back as the same entries.
    let plain = file.entries.values.allSatisfy { entry in
      entry.value.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
        && !entry.value.contains("\"") && !entry.value.contains("#")
    }
    guard plain else { return }
    let written = file.entries.keys.sorted().map {
      "\($0.rawValue) = \"\(file.entries[$0]?.value ?? "")\""
    }
    do {
      let again = try ConfigFile.parse(written.joined(separator: "\n"), path: "config")
      require(
        again.entries.mapValues(\.value) == file.entries.mapValues(\.value),
        "round trip: \(again.entries) != \(file.entries)")
    } catch {
      violated("the written config does not parse: \(error.message) in \(written)")
    }
  }
}

/// recent-searches.json: what is accepted is at most ten searches, each once (case aside), with
/// no control character, and survives a rewrite unchanged.
enum RecentSearchesTarget {
  static func run(_ bytes: [UInt8]) {
    let path = "recent-searches.json"
    let searches: [String]
    do {
      searches = try RecentSearchesFile.decode(Data(bytes), path: path)
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
      return
    }
    require(searches.count <= SearchFeature.State.maxRecentSearches, "\(searches.count) kept")
    for (index, search) in searches.enumerated() {
      require(
        !searches[..<index].contains { $0.caseInsensitiveCompare(search) == .orderedSame },
        "\(search.debugDescription) twice in \(searches)")
    }
    require(
      searches.allSatisfy { !$0.isEmpty && $0 == PlaceRequest.words(of: $0) },
      "a search not in its words in \(searches)")
    do {
      let encoded = try RecentSearchesFile.encode(searches, keeping: Data(bytes), path: path)
      let again = try RecentSearchesFile.decode(encoded, path: path)
      require(again == searches, "round trip: \(again) != \(searches)")
    } catch {
      violated("an accepted list could not be rewritten: \(error.message)")
    }
  }
}
