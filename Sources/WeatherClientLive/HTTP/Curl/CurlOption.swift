#if os(Linux)
  /// The `CURLOPT_*` numbers the transfer sets, from `curl/curl.h` (they are part of libcurl's
  /// stable ABI). The thousands say how the value is passed: below 10000 a `long`, from 10000 a
  /// data pointer (a C string, a list, the callbacks' context), from 20000 a function pointer.
  enum CurlOption: Int32 {
    case noProgress = 43
    case followLocation = 52
    case verifyPeer = 64
    case maximumRedirects = 68
    case httpGet = 80
    case verifyHost = 81
    case noSignal = 99
    case timeoutMilliseconds = 155
    case connectTimeoutMilliseconds = 156
    /// A bit set of `CURLPROTO_*`; deprecated since 7.85 in favour of ``protocolsList``, and
    /// used only when that is unknown to the loaded libcurl.
    case protocols = 181
    /// As ``protocols``, for the targets of redirects.
    case redirectProtocols = 182

    case writeData = 10001
    case url = 10002
    case userAgent = 10018
    case httpHeader = 10023
    case headerData = 10029
    case transferInfoData = 10057
    case acceptEncoding = 10102
    /// A comma-separated list of scheme names (7.85 and later).
    case protocolsList = 10318
    /// As ``protocolsList``, for the targets of redirects.
    case redirectProtocolsList = 10319

    case writeFunction = 20011
    case headerFunction = 20079
    case transferInfoFunction = 20219
  }
#endif
