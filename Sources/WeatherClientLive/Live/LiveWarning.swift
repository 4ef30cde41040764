public import WeatherFeatures

/// Something the user should know that is not a failure, told as a fact: the command line
/// words it in the user's language (this library knows no language).
public enum LiveWarning: Hashable, Sendable {
  /// The following file at `path` lists each of `ids` more than once; each city is kept once.
  case repeatedIDs(path: String, ids: [City.ID])
  /// A forecast was fetched and shown but could not be kept in the cache (a full disk, a
  /// read-only directory): the error names the file. The old cache file, if any, is intact.
  case forecastNotCached(WeatherError)
}
