#if canImport(Darwin)
  import Foundation
  import WeatherFeatures

  extension TransportErrorMapping {
    /// The error to throw for a failed transfer to `url`.
    static func map(_ error: any Error, url: URL) -> any Error {
      if error is CancellationError { return error }
      let nsError = error as NSError
      let host = hostDescription(url)
      guard nsError.domain == NSURLErrorDomain else {
        return WeatherError.offline("a network error reaching \(host)")
      }
      if nsError.code == NSURLErrorCancelled { return CancellationError() }
      if nsError.code == NSURLErrorTimedOut { return WeatherError.timedOut }
      if let malformed = malformed(nsError.code) {
        return WeatherError.invalidResponse("\(host) \(malformed)")
      }
      return WeatherError.offline(words(for: nsError.code, host: host))
    }

    /// What went wrong when an answer came but was not a readable HTTP answer.
    private static func malformed(_ code: Int) -> String? {
      switch code {
      case NSURLErrorBadServerResponse, NSURLErrorCannotParseResponse:
        "sent a malformed HTTP response"
      case NSURLErrorCannotDecodeRawData, NSURLErrorCannotDecodeContentData:
        "sent a body that could not be decoded"
      case NSURLErrorZeroByteResource:
        "sent an empty answer"
      case NSURLErrorDataLengthExceedsMaximum:
        "sent a response too large"
      default:
        nil
      }
    }

    /// A transport failure in words, e.g. "too many redirects from api.example.com".
    private static func words(for code: Int, host: String) -> String {
      switch code {
      case NSURLErrorBadURL:
        "bad URL for \(host)"
      case NSURLErrorUnsupportedURL:
        "unsupported URL for \(host) (only http and https are used)"
      case NSURLErrorHTTPTooManyRedirects:
        "too many redirects from \(host)"
      case NSURLErrorRedirectToNonExistentLocation:
        "\(host) redirected to a location that does not exist"
      case NSURLErrorCannotConnectToHost:
        "could not connect to \(host)"
      case NSURLErrorNotConnectedToInternet, NSURLErrorDataNotAllowed,
        NSURLErrorInternationalRoamingOff, NSURLErrorCallIsActive:
        "no network connection"
      case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
        "could not find the host \(host)"
      case NSURLErrorNetworkConnectionLost:
        "the connection to \(host) was lost"
      case NSURLErrorResourceUnavailable:
        "\(host) has nothing at that address"
      case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
        NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid,
        NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorClientCertificateRejected,
        NSURLErrorClientCertificateRequired, NSURLErrorAppTransportSecurityRequiresSecureConnection:
        "no secure connection could be made to \(host)"
      case NSURLErrorUserAuthenticationRequired, NSURLErrorUserCancelledAuthentication:
        "\(host) asked for a login"
      default:
        "the transfer from \(host) failed (URL error \(code))"
      }
    }
  }
#endif
