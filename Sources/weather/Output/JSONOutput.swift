import Foundation
import WeatherFeatures

/// The documented `--json` shapes, one per command. Absent values are left out.
enum JSONOutput {
  struct Search: Encodable {
    var query: String
    var results: [City]
  }

  /// `weather search` with no query.
  struct RecentSearches: Encodable {
    var recentSearches: [String]
  }

  struct Follow: Encodable {
    var followed: City
    var alreadyFollowing: Bool
    var following: [City]
  }

  struct Unfollow: Encodable {
    var unfollowed: City
    var following: [City]
  }

  struct Following: Encodable {
    struct Entry: Encodable {
      var city: City
      var current: CurrentConditions?
      var error: String?
    }
    var following: [Entry]
  }

  /// Where a `here` place came from: `{"source": "timeZone", "timeZone": "Europe/Zurich",
  /// "reason": "from your time zone Europe/Zurich"}`, so that a program need not parse stderr.
  struct Location: Encodable {
    var source: String
    var timeZone: String?
    var reason: String

    init(_ location: WeatherFeatures.Location) {
      switch location.source {
      case .timeZone(let zone):
        source = "timeZone"
        timeZone = zone
      }
      reason = location.reason
    }

    /// The location of `resolution`'s place, when it is `here`.
    static func of(_ resolution: ResolutionFeature.State) -> Location? {
      resolution.location.map(Location.init)
    }
  }

  struct Now: Encodable {
    typealias Stale = Forecasts.Entry.Stale
    var city: City
    var current: CurrentConditions
    /// Today's values (sunrise, sunset, highs and lows), when the provider sent them.
    var today: DailyStep?
    var units: Units
    var moon: MoonPhase
    var stale: Stale?
    var location: Location?
  }

  struct Forecasts: Encodable {
    struct Entry: Encodable {
      struct Stale: Encodable {
        var fetchedAt: Date
        var ageSeconds: Int
        var reason: String?
      }
      var city: City
      var forecast: Forecast?
      /// The moon at the forecast's current time, computed locally.
      var moon: MoonPhase?
      var stale: Stale?
      /// Why no forecast could be had for this place (the others are still shown).
      var error: String?
      var also: [City]?

      init(
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
    var forecasts: [Entry]
    /// Where the place came from, when it is `here`.
    var location: Location?
  }

  struct Config: Encodable {
    struct File: Encodable {
      var path: String?
      var exists: Bool
    }
    struct Value: Encodable {
      var value: String
      var source: String
    }
    var file: File
    var settings: [String: Value]
  }

  /// `value` as pretty, key-sorted JSON with ISO 8601 dates, on standard output.
  static func print(_ value: some Encodable) throws {
    StandardOutput.writeExact(try encode(value) + "\n")
  }

  /// `value` as pretty, key-sorted JSON with ISO 8601 dates, and the program's `version` beside
  /// its own keys: every `--json` output says which release wrote it, so a script can tell a
  /// shape change from a bug.
  static func encode(_ value: some Encodable) throws -> String {
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
