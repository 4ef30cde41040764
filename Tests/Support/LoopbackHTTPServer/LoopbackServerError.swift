/// Why the loopback server could not start.
public struct LoopbackServerError: Error, Hashable, Sendable {
  /// The system call that failed, e.g. "bind".
  public var call: String
  /// The `errno` it left.
  public var code: Int32

  /// An error from a failed system call.
  public init(call: String, code: Int32) {
    self.call = call
    self.code = code
  }
}
