import Foundation
import WeatherFeatures

/// The on-disk form of the followed cities: `{"version": 1, "cities": [...]}`, with whatever
/// else a person or another tool put in the file, so that a rewrite keeps it.
///
/// The version lets a future format coexist with this program: a file it cannot understand is
/// reported, never rewritten in the old format (which would lose what the newer one added).
struct FollowingDocument {
  /// The format this program writes, and the newest it reads.
  static let currentVersion = 1

  /// The followed cities, in the user's order, each once.
  var cities: [City]
  /// The ids the file lists more than once, each named once, in the order they first appear.
  var repeatedIDs: [City.ID]
  /// The file's bytes as read (empty when there was no file), for the members this program
  /// does not know; parsed only when the file is rewritten.
  var source: Data

  /// A list that was never saved.
  static let empty = FollowingDocument(cities: [], repeatedIDs: [], source: Data())

  /// The known part of the format.
  private struct Shape: Codable {
    var version: Int
    var cities: [City]
  }

  /// The file's bytes for `cities`: pretty-printed with sorted keys so that it reads and diffs
  /// well, and ending in a newline like any text file.
  ///
  /// Members this program does not know are kept: those at the top level, and those of each city
  /// still in the list (matched by id).
  func encode(_ cities: [City], path: String) throws(WeatherError) -> Data {
    do {
      let known = try StoredJSON.value(Shape(version: Self.currentVersion, cities: cities))
      let raw = StoredJSON.rawValue(source)
      var top = StoredJSON.keepingUnknownMembers(of: raw, known: known)
      top["cities"] = .array(Self.mergedCities(known.object?["cities"], previously: raw))
      return try StoredJSON.encode(top)
    } catch {
      throw .storage(path: path, reason: "cannot encode the cities: \(error)")
    }
  }

  /// The encoded cities, each with the members the file had for it that this program does not
  /// write itself.
  private static func mergedCities(_ encoded: JSONValue?, previously raw: JSONValue) -> [JSONValue]
  {
    guard case .array(let entries) = encoded else { return [] }
    var previous: [City.ID: [String: JSONValue]] = [:]
    if case .array(let old) = raw.object?["cities"] {
      for entry in old {
        guard let members = entry.object, case .integer(let id) = members["id"] else { continue }
        // The first entry of a repeated id is the one that was kept.
        if previous[Int(truncatingIfNeeded: id)] == nil {
          previous[Int(truncatingIfNeeded: id)] = members
        }
      }
    }
    return entries.map { entry in
      guard let members = entry.object, case .integer(let id) = members["id"],
        let old = previous[Int(truncatingIfNeeded: id)]
      else { return entry }
      return .object(old.merging(members) { _, new in new })
    }
  }

  /// The document in `cities`, later entries of a repeated id dropped (a file edited by hand may
  /// repeat one), so that what is shown, and what an edit removes, is what the file says.
  private init(listing cities: [City], source: Data) {
    var seen = Set<City.ID>()
    var repeated: [City.ID] = []
    var unique: [City] = []
    for city in cities {
      if seen.insert(city.id).inserted {
        unique.append(city)
      } else if !repeated.contains(city.id) {
        repeated.append(city.id)
      }
    }
    self.init(cities: unique, repeatedIDs: repeated, source: source)
  }

  private init(cities: [City], repeatedIDs: [City.ID], source: Data) {
    self.cities = cities
    self.repeatedIDs = repeatedIDs
    self.source = source
  }

  /// The document in a file's bytes, or an error saying what is wrong with them.
  static func decode(_ data: Data, path: String) throws(WeatherError) -> FollowingDocument {
    func fail(_ reason: String) -> WeatherError { .storage(path: path, reason: reason) }
    guard !data.isEmpty else { throw fail("the file is empty") }
    let decoder = JSONDecoder()
    // One parse of the known shape when all is well; the slower diagnosis only for a file that
    // needs it.
    if let shape = try? decoder.decode(Shape.self, from: data) {
      try StoredJSON.checkVersion(shape.version, current: currentVersion, path: path)
      try checkPlaces(shape.cities, path: path)
      return FollowingDocument(listing: shape.cities, source: data)
    }
    // The version first, so that a newer file whose shape changed is reported as newer rather
    // than as broken.
    try StoredJSON.checkVersion(of: data, current: currentVersion, path: path, noun: noun)
    let cities: [City]
    do {
      cities = try decoder.decode(Shape.self, from: data).cities
    } catch {
      throw fail(StoredJSON.reason(error, decoding: Shape.self, from: data, noun: noun))
    }
    try checkPlaces(cities, path: path)
    return FollowingDocument(listing: cities, source: data)
  }

  /// Throws unless every city has a GeoNames id (1…2147483647) and a position on Earth: a
  /// hand-edited file can hold any number, and these go into requests and cache file names.
  private static func checkPlaces(_ cities: [City], path: String) throws(WeatherError) {
    for (index, city) in cities.enumerated() {
      let problem: String
      if !(1...2_147_483_647).contains(city.id) {
        problem = "id \(city.id) is not 1 to 2147483647"
      } else if !(-90.0...90.0).contains(city.latitude) {
        problem = "latitude \(city.latitude) is not -90 to 90"
      } else if !(-180.0...180.0).contains(city.longitude) {
        problem = "longitude \(city.longitude) is not -180 to 180"
      } else {
        continue
      }
      throw .storage(
        path: path, reason: "not a list of followed cities: at cities[\(index)], \(problem)")
    }
  }

  /// What the file is, in reasons it cannot be read.
  private static let noun = "a list of followed cities"
}
