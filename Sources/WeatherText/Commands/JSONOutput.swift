package import Foundation
package import WeatherFeatures

/// The documented `--json` shapes, one per command. Absent values are left out.
package enum JSONOutput {
  /// `weather search QUERY`: the query as typed and the cities found.
  package struct Search: Encodable {
    package var query: String
    package var results: [City]
  }

  /// `weather search` with no query.
  package struct RecentSearches: Encodable {
    package var recentSearches: [String]
  }

  /// `weather follow`: the city, whether it was followed already, and the list now.
  package struct Follow: Encodable {
    package var followed: City
    package var alreadyFollowing: Bool
    package var following: [City]
  }

  /// `weather unfollow`: the city no longer followed, and the list now.
  package struct Unfollow: Encodable {
    package var unfollowed: City
    package var following: [City]
  }

  /// `weather following`: each followed city, with its weather now or why not.
  package struct Following: Encodable {
    /// One followed city.
    package struct Entry: Encodable {
      package var city: City
      package var current: CurrentConditions?
      /// Set when ``current`` is the last known weather, shown because a refresh failed.
      package var stale: Forecasts.Entry.Stale?
      package var error: String?
    }
    package var following: [Entry]
  }

  /// Where a `here` place came from: `{"source": "timeZone", "timeZone": "Europe/Zurich",
  /// "reason": "from your time zone Europe/Zurich"}`, so that a program need not parse stderr.
  package struct Location: Encodable {
    package var source: String
    package var timeZone: String?
    package var reason: String

    package init(_ location: WeatherFeatures.Location) {
      switch location.source {
      case .timeZone(let zone):
        source = "timeZone"
        timeZone = zone
      }
      reason = location.reason
    }

    /// The location of `resolution`'s place, when it is `here`.
    package static func of(_ resolution: ResolutionFeature.State) -> Location? {
      resolution.location.map(Location.init)
    }
  }

  /// `weather now`: the place, the weather now and today, the units, the moon.
  package struct Now: Encodable {
    package typealias Stale = Forecasts.Entry.Stale
    package var city: City
    package var current: CurrentConditions
    /// Today's values (sunrise, sunset, highs and lows), when the provider sent them.
    package var today: DailyStep?
    package var units: Units
    package var moon: MoonPhase
    package var stale: Stale?
    package var location: Location?
  }

  /// `weather forecast`: one entry per place, in order.
  package struct Forecasts: Encodable {
    /// One place's forecast, or why it has none.
    package struct Entry: Encodable {
      /// Why and since when a forecast is stale.
      package struct Stale: Encodable {
        package var fetchedAt: Date
        package var ageSeconds: Int
        package var reason: String?
      }
      package var city: City
      package var forecast: Forecast?
      /// The moon at the forecast's current time, computed locally.
      package var moon: MoonPhase?
      package var stale: Stale?
      /// Why no forecast could be had for this place (the others are still shown).
      package var error: String?
      package var also: [City]?

      package init(
        city: City, forecast: Forecast? = nil, stale: Stale? = nil, error: String? = nil,
        also: [City]?
      ) {
        self.city = city
        self.forecast = forecast
        self.moon = forecast.map { MoonPhase(at: $0.current.time) }
        self.stale = stale
        self.error = error
        self.also = also
      }
    }
    package var forecasts: [Entry]
    /// Where the place came from, when it is `here`.
    package var location: Location?
  }

  /// `weather config --json`: the file read and each set key's value and source.
  package struct Config: Encodable {
    /// Where the config file is and whether it was found.
    package struct File: Encodable {
      package var path: String?
      package var exists: Bool
    }
    /// A setting's value and where it came from.
    package struct Value: Encodable {
      package var value: String
      package var source: String
    }
    package var file: File
    package var settings: [String: Value]
  }

  /// `value` as pretty, key-sorted JSON with ISO 8601 dates, and the program's `version` beside
  /// its own keys: every `--json` output says which release wrote it, so a script can tell a
  /// shape change from a bug.
  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(Versioned(value: value)), as: UTF8.self)
  }

  /// An output object with `version` added to its keys (it is written into the same object,
  /// not nested, so the documented shapes only gain a key).
  private struct Versioned<Value: Encodable>: Encodable {
    var value: Value

    private enum Key: String, CodingKey { case version }

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(Attribution.version, forKey: .version)
    }
  }
}
