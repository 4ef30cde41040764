/// A way of answering that no well-behaved server uses, for proving that a client survives it.
public enum HostileBehaviour: Sendable, Hashable {
  /// A 200 whose body is `bytes` long (spaces after an opening `{`, so never valid JSON). With
  /// `declared`, `Content-Length` says so up front; without, the body simply runs until the
  /// connection closes.
  case oversized(bytes: Int, declared: Bool)
  /// A 200 with `Content-Encoding: gzip` whose small body inflates to `decodedBytes` bytes of
  /// spaces: a few hundred kilobytes on the wire for a gigabyte in memory.
  case gzipBomb(decodedBytes: Int)
  /// A 200 with valid headers whose body then arrives one byte every `interval`, `bytes` bytes in
  /// all, so that no single read ever waits long but the whole exchange takes
  /// `interval × bytes`.
  case slowDrip(interval: Duration, bytes: Int)
  /// A 302 back to the same path, every time: a redirect loop.
  case redirectLoop
  /// A line of text that is not HTTP (no status line), then the connection closed.
  case notHTTP
  /// The connection closed as soon as the request has been read, without a byte of answer.
  case noAnswer
  /// A 200 whose head runs on for `bytes` bytes of made-up header lines before a small valid
  /// body: memory a client spends on headers it never needed.
  case endlessHeaders(bytes: Int)
}
