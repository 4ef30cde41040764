public import Foundation
public import LoopbackHTTPServer

/// The providers' recorded answers in Fixtures/ (Open-Meteo and OpenWeatherMap, in their real
/// formats), shared by the provider tests and the end-to-end tests.
///
/// `Fixtures/generate_forecasts.py` regenerates the large forecasts; the others are recorded
/// answers as the providers document them.
public enum RecordedResponse {
  /// A recorded answer that is not in Fixtures/.
  public struct Missing: Error, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// "missing recorded response name.json".
    public var description: String { "missing recorded response \(name).json" }
  }

  /// The bytes of Fixtures/`name`.json.
  public static func data(_ name: String) throws -> Data {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "json", subdirectory: "Fixtures")
    else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  /// Fixtures/`name`.json served as JSON with `status`, after `delay`.
  public static func json(
    _ name: String, status: Int = 200, delay: Duration = .zero
  ) throws -> CannedResponse {
    .json(try data(name), status: status, delay: delay)
  }
}
