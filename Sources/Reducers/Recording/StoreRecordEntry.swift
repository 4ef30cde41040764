/// One line of a store record: JSON Lines, one entry per line, written as the store runs.
///
/// The format, version 1 (a change gets a new version; readers keep reading the old ones):
///
/// ```
/// {"kind":"start","version":1,"state":"Counter.State(count: 0)"}
/// {"kind":"send","at":0,"action":".incrementTapped","changes":[{"path":".count","value":"1"}]}
/// {"kind":"sleep","at":0,"duration":300000000,"sleep":1}
/// {"kind":"answer","at":300000000,"endpoint":"fact","input":"1","value":"\"1 is …\""}
/// {"kind":"receive","at":300000000,"action":".factResponse(\"1 is …\")","changes":[…]}
/// ```
///
/// - `start`: the first line; `state` is the initial state as Swift source.
/// - `send`: an action sent to the store from outside (a user's); `receive`: an action an effect
///   sent back. `action` is Swift source (`swiftSource(_:width:)` (ReducersDebugging)), `changes` the assignments
///   that turn the state before it into the state after it (none: unchanged).
/// - `answer`: what an endpoint wrapped with ``AnswerTape`` answered: `value` as JSON, or
///   `error`; `input` is the request as `customDump` text, so that a replay can check it.
/// - `sleep`: a sleep of `duration` nanoseconds started on a clock wrapped with
///   ``AnswerTape/clock(_:)``, so that a test knows how far to advance its `TestClock`; `sleep`
///   numbers it. `wake`: that sleep was cancelled before it came due (a debounce restarted),
///   so nothing waited for it.
/// - An `answer` with `cancelled` true: the call was cancelled before it answered; a replay
///   waits, as the call did, until its effect is cancelled.
/// - `truncated`: the last line when the record reached its size bound.
///
/// `at` is nanoseconds since the record began, on the recorder's clock.
public struct StoreRecordEntry: Codable, Equatable, Sendable {
  /// What a line records.
  public enum Kind: String, Codable, Sendable {
    case start, send, receive, answer, sleep, wake, truncated
  }

  /// An assignment to the state: `$0` + `path` = `value`.
  public struct Change: Codable, Equatable, Sendable {
    /// From the state, as source: `.search.query`, `.rows[2].isDone`.
    public var path: String
    /// The new value, as source.
    public var value: String

    /// An assignment of `value` at `path`.
    public init(path: String, value: String) {
      self.path = path
      self.value = value
    }
  }

  /// An endpoint's error, kept so that a replay can throw the same one.
  public struct Failure: Codable, Equatable, Sendable {
    /// The error's type, qualified: `MyApp.FactError`.
    public var type: String
    /// The error as JSON when it is `Encodable`: a replay given its type decodes it.
    public var json: String?
    /// What the error said (`String(describing:)`).
    public var description: String

    /// A failure from its parts.
    public init(type: String, json: String?, description: String) {
      self.type = type
      self.json = json
      self.description = description
    }
  }

  /// What the line records.
  public var kind: Kind
  /// The format version (on `start`).
  public var version: Int?
  /// The initial state as Swift source (on `start`).
  public var state: String?
  /// Nanoseconds since the record began.
  public var at: Int64?
  /// The action as Swift source (on `send` and `receive`).
  public var action: String?
  /// The state's change (on `send` and `receive`).
  public var changes: [Change]?
  /// The endpoint's name (on `answer`).
  public var endpoint: String?
  /// The request, as `customDump` text (on `answer`).
  public var input: String?
  /// The answer as JSON (on `answer` when the endpoint returned).
  public var value: String?
  /// The error (on `answer` when the endpoint threw).
  public var error: Failure?
  /// Nanoseconds asked (on `sleep`).
  public var duration: Int64?
  /// Which sleep (on `sleep` and `wake`).
  public var sleep: Int?
  /// Whether the call was cancelled before it answered (on `answer`).
  public var cancelled: Bool?

  /// An entry of `kind` at `at`; set the fields that kind uses.
  public init(kind: Kind, at: Int64? = nil) {
    self.kind = kind
    self.at = at
  }

  /// The version this code writes and reads.
  public static let currentVersion = 1
}
