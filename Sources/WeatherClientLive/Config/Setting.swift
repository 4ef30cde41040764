public import WeatherFeatures

/// One effective preference and where it came from, for `weather config` to explain.
public struct Setting<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value in force.
  public var value: Value
  /// Where it was set.
  public var source: SettingSource

  /// A value and its source.
  public init(_ value: Value, _ source: SettingSource) {
    self.value = value
    self.source = source
  }
}
