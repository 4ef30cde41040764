import Foundation

extension City {
  /// A bare position asked for by coordinates: it has no GeoNames id (``id`` is 0), is named by
  /// its coordinates, and the provider picks its time zone.
  public static func position(latitude: Double, longitude: Double) -> City {
    City(
      id: 0, name: String(format: "%.4f, %.4f", latitude, longitude), admin1: nil,
      countryCode: "", countryName: "", latitude: latitude, longitude: longitude, population: 0,
      timeZone: "auto")
  }

  /// Whether this is a bare position rather than a GeoNames city: it cannot be followed.
  public var isPosition: Bool { id == 0 }
}
