#if os(Linux)
  import Foundation
  import LoopbackHTTPServer
  import Testing
  @testable import WeatherClientLive
  import WeatherFeatures

  /// What is particular to the Linux transport, libcurl loaded on the first request: a missing
  /// or unusable library said in one line, the headers sent, the key kept out of every error.
  /// (Timeouts, the body cap, redirects and cancellation are `HTTPClientTests` and
  /// `HTTPHardeningTests`, which run through this transport on Linux.)
  @Suite struct CurlTransportTests {
    let server: LoopbackHTTPServer
    let host: String
    static let secret = "curl-secret-3e9a7f"

    init() throws {
      server = try LoopbackHTTPServer(routes: [
        .get("/ok", response: .json("{}")),
        .get("/slow", response: .json("{}", delay: .farPastAnyTimeout)),
        .get("/big", response: .hostile(.oversized(bytes: 16 << 20, declared: false))),
        .get("/loop", response: .hostile(.redirectLoop)),
        .get(
          "/elsewhere",
          response: CannedResponse(status: 302, headers: ["Location": "weird://127.0.0.1/"])),
        .get("/next", response: CannedResponse(status: 301, headers: ["Location": "/ok"])),
        .get("/garbage", response: .hostile(.notHTTP)),
        .get("/nothing", response: .hostile(.noAnswer)),
        .get("/headers", response: .hostile(.endlessHeaders(bytes: 4 << 20))),
      ])
      host = "127.0.0.1:\(server.port)"
    }

    private func url(_ path: String) -> URL {
      server.baseURL.appending(path: path).appending(queryItems: [
        URLQueryItem(name: "q", value: "Paris"), URLQueryItem(name: "appid", value: Self.secret),
      ])
    }

    @Test func aMissingLibraryIsAConfigurationErrorNamingItAndThePackage() async throws {
      let client = HTTPClient(curlLibraryNames: ["libcurl-not-installed.so.4"])
      await #expect(
        throws: WeatherError.configuration(
          "network requests need libcurl 7.32 or later, and libcurl-not-installed.so.4 could "
            + "not be loaded: install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Alpine, Arch)")
      ) { _ = try await client.get(url("ok")) }
      #expect(server.requests.isEmpty)
    }

    @Test func everyNameTriedIsNamed() async throws {
      let client = HTTPClient(curlLibraryNames: [
        "/nonexistent/libcurl.so.4", "libnope.so\u{1B}[2J",
      ])
      let error = await #expect(throws: WeatherError.self) { _ = try await client.get(url("ok")) }
      #expect(
        error?.message
          == "network requests need libcurl 7.32 or later, and neither /nonexistent/libcurl.so.4 "
          + "nor libnope.so[2J could be loaded: install libcurl4 (Debian, Ubuntu) or libcurl "
          + "(Fedora, Alpine, Arch)")
    }

    /// A library that loads but is not libcurl is refused before any call into it.
    @Test func aLibraryThatIsNotLibcurlIsUnusable() async throws {
      let client = HTTPClient(curlLibraryNames: ["libm.so.6"])
      await #expect(
        throws: WeatherError.configuration(
          "network requests need libcurl 7.32 or later, and libm.so.6 cannot be used (it has no "
            + "curl_version_info): install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, "
            + "Alpine, Arch)")
      ) { _ = try await client.get(url("ok")) }
    }

    /// The first name that loads is used: a missing one before it costs nothing.
    @Test func theNextNameIsTriedWhenOneIsMissing() async throws {
      let client = HTTPClient(curlLibraryNames: ["libcurl-not-installed.so.4", "libcurl.so.4"])
      let response = try await client.get(url("ok"))
      #expect(response.statusCode == 200)
    }

    @Test func sendsAcceptUserAgentAndEncodingsLikeURLSession() async throws {
      let response = try await HTTPClient().get(
        url("ok"), headers: ["X-Extra": "one\r\nX-Injected: two"])
      #expect(response.statusCode == 200)
      let request = try #require(server.requests(to: "/ok").first)
      #expect(request.method == "GET")
      #expect(request.headers["accept"] == "application/json")
      #expect(request.headers["x-extra"] == "oneX-Injected: two")
      #expect(request.headers["x-injected"] == nil)
      let agent = try #require(request.headers["user-agent"])
      #expect(agent.contains(#/^\S+ \(unknown version\) curl/[0-9]+\.[0-9]+\.[0-9]+$/#), "\(agent)")
      #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
      #expect(request.query("appid") == Self.secret)
    }

    @Test func aRedirectWithinHTTPIsFollowed() async throws {
      let response = try await HTTPClient().get(url("next"))
      #expect(response.statusCode == 200)
      #expect(response.body == Data("{}".utf8))
      #expect(server.requests.map(\.path) == ["/next", "/ok"])
    }

    @Test func aURLThatIsNotHTTPIsRefusedBeforeLoadingAnything() async throws {
      let client = HTTPClient(curlLibraryNames: ["libcurl-not-installed.so.4"])
      let url = try #require(URL(string: "file:///etc/passwd?appid=\(Self.secret)"))
      await #expect(
        throws: WeatherError.offline(
          "unsupported URL for the weather service (only http and https are used)")
      ) { _ = try await client.get(url) }
    }

    /// libcurl refuses an answer without a status line as HTTP/0.9 with the code it uses for
    /// a redirect to an unknown scheme; it is told apart as a malformed answer, not a bad URL.
    @Test func anAnswerThatIsNotHTTPIsMalformed() async throws {
      await #expect(
        throws: WeatherError.invalidResponse("\(host) sent a malformed HTTP response")
      ) { _ = try await HTTPClient().get(url("garbage")) }
    }

    @Test func noAnswerAtAllIsAnEmptyAnswer() async throws {
      await #expect(throws: WeatherError.invalidResponse("\(host) sent an empty answer")) {
        _ = try await HTTPClient().get(url("nothing"))
      }
    }

    /// Headers count against a limit of their own: a server that sends megabytes of them is
    /// stopped at 64 KiB, in words, whatever limit (if any) the loaded libcurl has.
    @Test func aHeadOverItsLimitIsRefused() async throws {
      await #expect(
        throws: WeatherError.invalidResponse(
          "response head too large (more than 64 KiB from \(host))")
      ) { _ = try await HTTPClient().get(url("headers")) }
    }

    @Test func theHeadCountsTheBytesOfEveryHeadInTheExchange() {
      var head = CurlResponseHead()
      _ = head.read("HTTP/1.1 200 OK\r\n")
      #expect(head.byteCount == 17)
      _ = head.read("X-A: b\r\n")
      #expect(head.byteCount == 25)
      _ = head.read("HTTP/1.1 200 OK\r\n")
      #expect(head.byteCount == 42)
    }

    /// Whatever ends a request, the error says where it went and never what it asked.
    @Test func theKeyIsInNoError() async throws {
      let refused = try LoopbackHTTPServer.refusedURL().appending(path: "ok").appending(
        queryItems: [URLQueryItem(name: "appid", value: Self.secret)])
      let cases: [(HTTPClient, URL)] = [
        (HTTPClient(curlLibraryNames: ["libcurl-not-installed.so.4"]), url("ok")),
        (HTTPClient(timeout: .milliseconds(300)), url("slow")),
        (HTTPClient(), url("big")),
        (HTTPClient(), url("loop")),
        (HTTPClient(), url("elsewhere")),
        (HTTPClient(), url("garbage")),
        (HTTPClient(), url("nothing")),
        (HTTPClient(), url("headers")),
        (HTTPClient(), refused),
      ]
      for (client, url) in cases {
        let error = await #expect(throws: WeatherError.self) { _ = try await client.get(url) }
        let text = "\(String(describing: error)) \(error?.message ?? "")"
        #expect(!text.contains(Self.secret) && !text.contains("appid"), "\(text)")
      }
    }

    @Test func theHeadIsTheFinalResponsesWithRepeatedHeadersJoined() {
      var head = CurlResponseHead()
      let lines = [
        "HTTP/1.1 302 Found\r\n", "Location: /next\r\n", "Content-Length: 99999999\r\n", "\r\n",
        "HTTP/1.1 100 Continue\r\n", "\r\n",
        "HTTP/2 429 \r\n", "Retry-After: 120\r\n", "Set-Thing: a\r\n", "set-thing:  b \r\n",
        "X-Folded: one\r\n", "\t two\r\n", "\r\n",
        "X-Trailer: later\r\n", "\r\n",
      ]
      let completed = lines.map { head.read($0) }
      #expect(
        completed == [
          false, false, false, true, false, true, false, false, false, false, false, false, true,
          false, false,
        ])
      #expect(head.statusCode == 429)
      #expect(head.headers == ["retry-after": "120", "set-thing": "a, b", "x-folded": "one two"])
      #expect(!head.isRedirect && !head.isInterim && head.contentLength == nil)
    }

    @Test func aRedirectHeadIsKnownAndItsLengthIgnoredByTheCap() {
      var head = CurlResponseHead()
      for line in ["HTTP/1.1 301 Moved\r\n", "Location: /x\r\n", "Content-Length: 5\r\n", "\r\n"] {
        _ = head.read(line)
      }
      #expect(head.isRedirect && head.contentLength == 5)
      var notModified = CurlResponseHead()
      for line in ["HTTP/1.1 304 Not Modified\r\n", "Location: /x\r\n", "\r\n"] {
        _ = notModified.read(line)
      }
      #expect(!notModified.isRedirect)
    }

    /// A transfer ended before it starts (its caller cancelled at once) schedules nothing and
    /// is freed: no timer or thread keeps it for the length of the timeout.
    @Test func aTransferEndedBeforeItStartsIsFreedAtOnce() throws {
      let curl = try CurlLibrary.load(HTTPClient.defaultCurlLibraryNames)
      weak var released: CurlTransfer?
      do {
        let transfer = CurlTransfer(url: url("ok"), limit: 1024)
        transfer.finish(.failure(CancellationError()))
        transfer.start(
          CurlRequest(
            url: url("ok").absoluteString, headers: [:], userAgent: "test", timeout: .seconds(60)),
          with: curl, timeout: .seconds(60))
        released = transfer
      }
      #expect(released == nil)
      #expect(server.requests.isEmpty)
    }

    @Test func theTimeoutIsWholeMillisecondsAtLeastOne() {
      func milliseconds(_ timeout: Duration) -> Int {
        CurlRequest(url: "http://x", headers: [:], userAgent: "a", timeout: timeout)
          .timeoutMilliseconds
      }
      #expect(milliseconds(.milliseconds(700)) == 700)
      #expect(milliseconds(.microseconds(1500)) == 2)
      #expect(milliseconds(.zero) == 1)
      #expect(milliseconds(.seconds(Int64.max)) == Int(Int32.max))
    }
  }
#endif
