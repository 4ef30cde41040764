import Synchronization
package import WeatherFeatures

/// A value made on first use, once, and remembered with how making it ended: the live
/// environment builds providers, storage and the cache this way, so that a command which never
/// needs one never reads what it would need (`HOME`, a key).
package final class Deferred<Value: Sendable>: Sendable {
  private let make: @Sendable () throws(WeatherError) -> Value
  private let made = Mutex<Result<Value, WeatherError>?>(nil)

  /// A value `make` will make when first asked for.
  package init(_ make: @escaping @Sendable () throws(WeatherError) -> Value) {
    self.make = make
  }

  /// The value, made now if it was not yet; a failure to make it is thrown every time.
  package func value() throws(WeatherError) -> Value {
    let result = made.withLock { made in
      if let made { return made }
      let result = Result<Value, WeatherError> { () throws(WeatherError) -> Value in try make() }
      made = result
      return result
    }
    return try result.get()
  }

  /// Whether the value has been asked for (and so made, or failed to be).
  package var isMade: Bool { made.withLock { $0 != nil } }
}
