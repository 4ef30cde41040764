import Foundation

/// Turns transport failures (URLSession's on Darwin, libcurl's on Linux) into the
/// ``WeatherError`` users see, in words rather than codes, never mentioning a query string
/// (which may hold an API key).
///
/// Every transport failure is one class with one exit code: ``WeatherError/offline(_:)`` (no
/// usable answer could be had), except a timeout (``WeatherError/timedOut``, the same exit code)
/// and an answer that arrived but is not HTTP (``WeatherError/invalidResponse(_:)``).
enum TransportErrorMapping {
  /// "api.example.com" or "127.0.0.1:8080": where a request went, without path or query.
  static func hostDescription(_ url: URL) -> String {
    let host = url.host ?? "the weather service"
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
