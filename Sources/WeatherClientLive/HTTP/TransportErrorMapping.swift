import Foundation
import WeatherFeatures

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns URLSession's errors into the ``WeatherError`` users see, never mentioning a query string
/// (which may hold an API key).
enum TransportErrorMapping {
  /// The error to throw for a failed transfer to `url`.
  static func map(_ error: any Error, url: URL) -> any Error {
    if error is CancellationError { return error }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else {
      return WeatherError.offline("network error reaching \(hostDescription(url))")
    }
    let host = hostDescription(url)
    switch nsError.code {
    case NSURLErrorCancelled:
      return CancellationError()
    case NSURLErrorTimedOut:
      return WeatherError.timedOut
    case NSURLErrorCannotConnectToHost:
      return WeatherError.offline("could not connect to \(host)")
    case NSURLErrorNotConnectedToInternet, NSURLErrorDataNotAllowed,
      NSURLErrorInternationalRoamingOff:
      return WeatherError.offline("no network connection")
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
      return WeatherError.offline("could not find the host \(host)")
    case NSURLErrorNetworkConnectionLost:
      return WeatherError.offline("the connection to \(host) was lost")
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
      NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorClientCertificateRejected:
      return WeatherError.offline("no secure connection could be made to \(host)")
    case NSURLErrorBadServerResponse, NSURLErrorCannotParseResponse,
      NSURLErrorCannotDecodeRawData, NSURLErrorCannotDecodeContentData:
      return WeatherError.invalidResponse("\(host) sent a malformed HTTP response")
    default:
      return WeatherError.offline("network error \(nsError.code) reaching \(host)")
    }
  }

  /// "api.example.com" or "127.0.0.1:8080": where a request went, without path or query.
  static func hostDescription(_ url: URL) -> String {
    let host = url.host ?? "the weather service"
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
