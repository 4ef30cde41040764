import Foundation
import ReducersDebugging

/// One line of a session log (`weather app --record FILE`): JSON Lines, one entry per line.
///
/// The format, version 1 (stable; a change gets a new version and the reader keeps the old):
///
/// ```
/// {"kind":"start","version":1,"units":"metric","days":7,"onlineSearch":false}
/// {"kind":"user","at":812345,"action":{"typed":{"_0":"l"}},"change":"…"}
/// {"kind":"response","at":1120050,"call":"searchCities lond 10 -","result":{"success":"[…]"}}
/// {"kind":"effect","at":1120400,"action":"AppFeature.Action.search(…)","change":"…"}
/// {"kind":"now","at":1120390,"date":1789000000.5}
/// ```
///
/// - `start`: the first line: what the app's initial state was built from.
/// - `user`: an action the user's keys sent (always an interface action), as JSON.
/// - `effect`: an action an effect sent back, as its `customDump` text (the form `TestStore`
///   shows), in the order the store ran it.
/// - `response`: what an environment call answered (`result.success` as JSON text, or
///   `result.failure` as a ``WeatherError``), at the moment it answered; `call` names the call
///   and its request, so a replay answers the same request with it.
/// - `now`: each value the environment's clock of dates returned, in order.
///
/// `at` is microseconds since the app started, on the clock that timed debounces and timers;
/// `change` is the state change the action made, as `diff` text (empty for none).
public struct SessionLogEntry: Codable, Equatable, Sendable {
  /// What the line records.
  public enum Kind: String, Codable, Sendable {
    case start, user, effect, response, now
  }

  /// What the line records.
  public var kind: Kind
  /// The format version (on `start`).
  public var version: Int?
  /// Microseconds since the app started.
  public var at: Int64?
  /// The initial units (on `start`).
  public var units: Units?
  /// The initial number of forecast days (on `start`).
  public var days: Int?
  /// Whether search asked the provider (on `start`).
  public var onlineSearch: Bool?
  /// The words the app's confirmations were asked in (on `start`; English when absent).
  public var confirmationWords: InterfaceFeature.ConfirmationWords?
  /// The user's action (on `user`).
  public var action: InterfaceFeature.Intent?
  /// The effect's action, as text (on `effect`).
  public var effectAction: String?
  /// The state change, as diff text (on `user` and `effect`).
  public var change: String?
  /// The call and its request (on `response`).
  public var call: String?
  /// The call's answer (on `response`).
  public var result: SessionLogResult?
  /// The date returned (on `now`), seconds since 1970.
  public var date: Double?

  /// An entry of `kind`; set the fields that kind uses.
  public init(kind: Kind, at: Int64? = nil) {
    self.kind = kind
    self.at = at
  }

  /// The version this code writes and reads.
  public static let currentVersion = 1
}

/// An environment call's answer in a session log: its value as JSON, or the error.
public struct SessionLogResult: Codable, Equatable, Sendable {
  /// The value, as JSON text, when the call succeeded.
  public var success: String?
  /// The error, when it failed.
  public var failure: WeatherError?

  /// A result from its parts.
  public init(success: String? = nil, failure: WeatherError? = nil) {
    self.success = success
    self.failure = failure
  }
}
