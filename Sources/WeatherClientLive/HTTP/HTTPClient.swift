import Foundation

/// A small asynchronous HTTP GET with a deadline and a size limit, whose failures are
/// ``WeatherError``s.
///
/// - Connection refused, no network, DNS failure, a redirect loop: ``WeatherError/offline(_:)``,
///   in words (see `TransportErrorMapping`).
/// - No complete answer within ``timeout``, counted over the whole exchange (a server that
///   sends one byte a second never resets it): ``WeatherError/timedOut``.
/// - A body over ``maximumBodySize`` bytes, announced by `Content-Length` or counted as it
///   arrives after gzip or deflate has been undone (so a compressed bomb is stopped a few
///   megabytes in): ``WeatherError/invalidResponse(_:)`` "response too large".
/// - On Linux, more than 64 KiB of header lines in one exchange:
///   ``WeatherError/invalidResponse(_:)`` "response head too large".
/// - Redirects are followed to http and https URLs only, at most ``maximumRedirects`` of them;
///   TLS certificates and host names are always verified.
/// - Swift task cancellation cancels the transfer and throws `CancellationError`.
///
/// On Darwin the transfer is URLSession's. On Linux it is libcurl's, loaded with `dlopen` on the
/// first request (see ``curlLibraryNames``), so that a program that never makes a request never
/// loads libcurl and the thirty libraries it needs: Foundation's URLSession there is built on
/// libcurl and would make all of them load, and cost their memory, at every start. A missing
/// libcurl is a ``WeatherError/configuration(_:)`` naming the library and the package to install.
///
/// Error messages name the host only, never the path or query, so an API key in the query cannot
/// leak; nothing is printed or logged.
public struct HTTPClient: Sendable {
  /// The longest a request may take, from sending to the last byte of the answer.
  public var timeout: Duration
  /// The most body bytes accepted, after decompression.
  public var maximumBodySize: Int
  /// The libcurl shared libraries tried, in order, on Linux: file names looked up the way the
  /// dynamic linker looks them up, or paths. Unused on Darwin.
  public var curlLibraryNames: [String]

  /// The default ``timeout``: 10 seconds.
  public static let defaultTimeout: Duration = .seconds(10)
  /// The default ``maximumBodySize``: 4 MiB, about ten times the largest forecast a provider
  /// sends (16 days, hourly).
  public static let defaultMaximumBodySize = 4 << 20
  /// The default ``curlLibraryNames``: libcurl 4 built with OpenSSL (or any TLS library, as
  /// most distributions ship it), then Debian's GnuTLS build.
  public static let defaultCurlLibraryNames = ["libcurl.so.4", "libcurl-gnutls.so.4"]
  /// The most redirects followed for one request, as many as Darwin's URLSession follows.
  public static let maximumRedirects = 16

  /// A client whose requests time out after `timeout` and refuse bodies over `maximumBodySize`.
  public init(
    timeout: Duration = HTTPClient.defaultTimeout,
    maximumBodySize: Int = HTTPClient.defaultMaximumBodySize,
    curlLibraryNames: [String] = HTTPClient.defaultCurlLibraryNames
  ) {
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
    self.curlLibraryNames = curlLibraryNames
  }
}
