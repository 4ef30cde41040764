/// A place a request resolved to, with the other cities of the same name it was chosen over.
public struct ResolvedPlace: Identifiable, Hashable, Sendable {
  /// The place meant.
  public var city: City
  /// Other cities the name matched exactly, most populous first, to mention ("also: …").
  public var namesakes: [City]

  /// The place's GeoNames id (0 for a bare position).
  public var id: City.ID { city.id }

  /// A resolved place.
  public init(city: City, namesakes: [City] = []) {
    self.city = city
    self.namesakes = namesakes
  }
}
