/// A time zone identifier for OpenWeatherMap's bare UTC offsets.
enum OpenWeatherMapTimeZone {
  /// `Etc/GMT-1` for +3600 (the IANA `Etc` zones count the other way), `UTC` for 0, for an
  /// unknown offset, or for one that is not a whole number of hours.
  ///
  /// The zone is right when the offset was read but does not follow daylight-saving changes.
  static func identifier(forOffset offset: Int?) -> String {
    guard let offset, offset != 0, offset % 3600 == 0, (-12...14).contains(offset / 3600) else {
      return "UTC"
    }
    let hours = offset / 3600
    return hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
  }
}
