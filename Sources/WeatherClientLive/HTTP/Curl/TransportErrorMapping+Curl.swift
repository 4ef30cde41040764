#if os(Linux)
  import Foundation
  import WeatherFeatures

  extension TransportErrorMapping {
    /// The error to throw for a transfer to `url` that libcurl ended with `code` (a `CURLcode`,
    /// never 0), `answered` when a status line had come. The same words as on Darwin for the
    /// same faults.
    static func map(curlCode code: Int32, url: URL, answered: Bool) -> any Error {
      let host = hostDescription(url)
      switch code {
      case 1 where !answered:
        // CURLE_UNSUPPORTED_PROTOCOL before any status line: an answer without one, which
        // libcurl refuses as HTTP/0.9.
        return WeatherError.invalidResponse("\(host) sent a malformed HTTP response")
      case 28:  // CURLE_OPERATION_TIMEDOUT
        return WeatherError.timedOut
      case 42:  // CURLE_ABORTED_BY_CALLBACK: only ever after the exchange has ended already
        return CancellationError()
      case 8:  // CURLE_WEIRD_SERVER_REPLY
        return WeatherError.invalidResponse("\(host) sent a malformed HTTP response")
      case 61:  // CURLE_BAD_CONTENT_ENCODING
        return WeatherError.invalidResponse("\(host) sent a body that could not be decoded")
      case 52:  // CURLE_GOT_NOTHING
        return WeatherError.invalidResponse("\(host) sent an empty answer")
      case 63:  // CURLE_FILESIZE_EXCEEDED
        return WeatherError.invalidResponse("\(host) sent a response too large")
      default:
        return WeatherError.offline(words(forCurlCode: code, host: host))
      }
    }

    /// A transport failure in words, e.g. "too many redirects from api.example.com".
    private static func words(forCurlCode code: Int32, host: String) -> String {
      switch code {
      case 1:
        // CURLE_UNSUPPORTED_PROTOCOL after a status line: the request itself is always http or
        // https (checked before it is made), so a redirect led somewhere no request can go.
        "bad URL for \(host)"
      case 3:  // CURLE_URL_MALFORMAT
        "bad URL for \(host)"
      case 47:  // CURLE_TOO_MANY_REDIRECTS
        "too many redirects from \(host)"
      case 7:  // CURLE_COULDNT_CONNECT
        "could not connect to \(host)"
      case 6:  // CURLE_COULDNT_RESOLVE_HOST
        "could not find the host \(host)"
      case 5:  // CURLE_COULDNT_RESOLVE_PROXY
        "could not find the proxy for \(host)"
      case 97:  // CURLE_PROXY
        "the proxy refused the connection to \(host)"
      case 18, 55, 56, 16, 92:
        // PARTIAL_FILE, SEND_ERROR, RECV_ERROR, HTTP2, HTTP2_STREAM
        "the connection to \(host) was lost"
      case 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98:
        // SSL_CONNECT_ERROR, PEER_FAILED_VERIFICATION, SSL_ENGINE_*, SSL_CERTPROBLEM,
        // SSL_CIPHER, SSL_CACERT, USE_SSL_FAILED, SSL_CACERT_BADFILE, SSL_SHUTDOWN_FAILED,
        // SSL_CRL_BADFILE, SSL_ISSUER_ERROR, SSL_PINNEDPUBKEYNOTMATCH, SSL_INVALIDCERTSTATUS,
        // SSL_CLIENTCERT
        "no secure connection could be made to \(host)"
      case 67, 94:  // LOGIN_DENIED, AUTH_ERROR
        "\(host) asked for a login"
      case 27:  // CURLE_OUT_OF_MEMORY
        "out of memory during the transfer from \(host)"
      default:
        "the transfer from \(host) failed (curl error \(code))"
      }
    }
  }
#endif
