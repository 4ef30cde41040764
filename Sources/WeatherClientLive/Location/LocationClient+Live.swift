import Foundation
public import WeatherFeatures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LocationClient {
  /// The location the `weather` command uses: offline and private, it asks no service and
  /// reads only the system's time zone, `TZ` when set, else the zone `/etc/localtime` links to
  /// (else `/etc/timezone`, Debian's copy of its name), and takes that zone's most populous
  /// city in `table` (Zürich for Europe/Zurich).
  ///
  /// A zone with no city (UTC, Etc/GMT+5, a POSIX rule such as `CET-1CEST`) or none found throws
  /// ``WeatherError/configuration(_:)`` saying so and how to name a place instead.
  public static func live(
    environment: [String: String], table: @escaping @Sendable () -> CityTable = { .shared },
    localtime: String = "/etc/localtime", timezoneFile: String = "/etc/timezone"
  ) -> LocationClient {
    LocationClient {
      // A set TZ is what the system uses, so it alone counts, even when it is no name.
      let variable = environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
      let found =
        variable.map(TimeZoneName.fromVariable)
        ?? (TimeZoneName.fromLink(localtime) ?? TimeZoneName.fromFile(timezoneFile))
      guard let zone = found else {
        let what =
          variable.map { "TZ (\(TimeZoneName.shown($0))) names no time zone" }
          ?? "no time zone is set (TZ is unset and \(localtime) names none)"
        throw WeatherError.configuration("cannot tell where you are: \(what); \(hint)")
      }
      guard let city = table().mostPopulousCity(inTimeZone: zone) else {
        throw WeatherError.configuration(
          "cannot tell where you are: no city of the embedded table is in your time zone "
            + "\(zone); \(hint)")
      }
      return Location(city: city, source: .timeZone(zone))
    }
  }

  private static let hint =
    "name a place (`weather now paris`) or set `place` in the config file (see `weather config`)"
}

/// IANA time zone names as the system gives them, checked before they are used or shown.
enum TimeZoneName {
  /// The most bytes read of `/etc/timezone` or of a link's target.
  static let readLimit = 256

  /// The zone `TZ` names: `Europe/Zurich`, `:Europe/Zurich`, or a path into a zoneinfo
  /// directory; `nil` when unset, empty, or a POSIX rule rather than a name.
  static func fromVariable(_ value: String) -> String? {
    var value = value
    if value.hasPrefix(":") { value.removeFirst() }
    if value.hasPrefix("/") { return afterZoneinfo(value) }
    return checked(value)
  }

  /// The zone the symbolic link at `path` points into (`…/zoneinfo/Europe/Zurich`).
  static func fromLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: readLimit + 1)
    let count = readlink(path, &buffer, readLimit)
    guard count > 0, count <= readLimit else { return nil }
    let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return afterZoneinfo(target)
  }

  /// The zone named in the text file at `path` (Debian's `/etc/timezone`).
  static func fromFile(_ path: String) -> String? {
    guard let data = try? FileIO.contents(of: path, limit: readLimit) else { return nil }
    return checked(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The name after `zoneinfo/` in a path (`posix/` and `right/` variants aside).
  private static func afterZoneinfo(_ path: String) -> String? {
    guard let range = path.range(of: "zoneinfo/", options: .backwards) else { return nil }
    var name = String(path[range.upperBound...])
    for variant in ["posix/", "right/"] where name.hasPrefix(variant) {
      name.removeFirst(variant.count)
    }
    return checked(name)
  }

  /// `name` when it is shaped like an IANA zone name (ASCII letters, digits, `/ _ - +`, at most
  /// 64 bytes, no `..`), else `nil`.
  static func checked(_ name: String) -> String? {
    guard !name.isEmpty, name.utf8.count <= 64, !name.contains(".."), !name.hasPrefix("/"),
      name.allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0))
      }),
      name.first?.isLetter == true
    else { return nil }
    return name
  }

  /// `value` as it can be shown in a message: control characters removed, at most 40 characters.
  static func shown(_ value: String) -> String {
    let clean = String(value.unicodeScalars.filter { $0.properties.generalCategory != .control })
    return clean.count > 40 ? String(clean.prefix(40)) + "…" : clean
  }
}
