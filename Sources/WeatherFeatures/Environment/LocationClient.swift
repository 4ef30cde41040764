/// Where the user is, and how that was found out, for the place `here`.
public struct Location: Hashable, Sendable {
  /// How a location was found out, to tell the user why this place.
  public enum Source: Hashable, Sendable {
    /// The system's time zone (`TZ`, else `/etc/localtime`), by its IANA name: the location
    /// is that zone's most populous city.
    case timeZone(String)
  }

  /// The place.
  public var city: City
  /// How it was found out.
  public var source: Source

  /// A location from its parts.
  public init(city: City, source: Source) {
    self.city = city
    self.source = source
  }

  /// "from your time zone Europe/Zurich": why this place, for a note beside its name.
  public var reason: String {
    switch source {
    case .timeZone(let zone): "from your time zone \(zone)"
    }
  }
}

/// Where the user is, asked of the system as an app asks its shell (Crux's location
/// capability): the live value reads only local settings and makes no network request.
public struct LocationClient: Sendable {
  /// The user's location; throws ``WeatherError/configuration(_:)`` saying what is missing when
  /// it cannot be told.
  public var current: @Sendable () async throws -> Location

  /// A client from its operation.
  public init(current: @escaping @Sendable () async throws -> Location) {
    self.current = current
  }
}

extension LocationClient {
  /// A client whose every operation reports a test failure and throws.
  public static var failing: LocationClient {
    LocationClient(current: { try unexpectedCall("LocationClient.current") })
  }
}
