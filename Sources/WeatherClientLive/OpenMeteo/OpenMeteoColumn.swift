/// Reads one row of Open-Meteo's parallel arrays, where a variable may be absent, shorter than
/// `time`, or hold `null`.
enum OpenMeteoColumn {
  /// The value at `index`, or `nil` when the column, the row or the value is missing.
  static func value<T>(_ column: [T?]?, _ index: Int) -> T? {
    guard let column, column.indices.contains(index) else { return nil }
    return column[index]
  }

  /// A WMO code sent as a number (possibly `3.0`), as an `Int`.
  static func code(_ column: [Double?]?, _ index: Int) -> Int? {
    value(column, index).flatMap(ProviderSanity.integer)
  }
}
