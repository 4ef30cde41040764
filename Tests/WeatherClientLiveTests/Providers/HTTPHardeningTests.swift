import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

/// The HTTP client against a hostile server: bodies too large before and after decompression, a
/// body dripped slowly past the deadline, a redirect loop; and the key redacted in every form.
@Suite struct HTTPHardeningTests {
  let server: LoopbackHTTPServer
  let client = HTTPClient(timeout: .seconds(20))
  let host: String

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get("/declared", response: .hostile(.oversized(bytes: 16 << 20, declared: true))),
      .get("/undeclared", response: .hostile(.oversized(bytes: 16 << 20, declared: false))),
      .get("/bomb", response: .hostile(.gzipBomb(decodedBytes: 32 << 20))),
      .get("/small-gzip", response: .hostile(.gzipBomb(decodedBytes: 1000))),
      .get("/drip", response: .hostile(.slowDrip(interval: .milliseconds(50), bytes: 2000))),
      .get("/loop", response: .hostile(.redirectLoop)),
      .get(
        "/elsewhere",
        response: CannedResponse(status: 302, headers: ["Location": "weird://127.0.0.1/"])),
    ])
    host = "127.0.0.1:\(server.port)"
  }

  private func tooLarge() -> WeatherError {
    .invalidResponse("response too large (more than 4 MiB from \(host))")
  }

  @Test func aBodyAnnouncedTooLargeIsRefused() async throws {
    await #expect(throws: tooLarge()) {
      _ = try await client.get(server.baseURL.appending(path: "declared"))
    }
  }

  @Test func aBodyCountedTooLargeIsRefused() async throws {
    await #expect(throws: tooLarge()) {
      _ = try await client.get(server.baseURL.appending(path: "undeclared"))
    }
  }

  /// 200 kB on the wire, 32 MiB inflated: counted after decompression, so refused.
  @Test func aGzipBombIsRefused() async throws {
    await #expect(throws: tooLarge()) {
      _ = try await client.get(server.baseURL.appending(path: "bomb"))
    }
  }

  /// The bomb's encoder is a real gzip encoder: a small one inflates to exactly its spaces.
  @Test func aSmallGzipBodyIsInflated() async throws {
    let response = try await client.get(server.baseURL.appending(path: "small-gzip"))
    #expect(response.body == Data(repeating: UInt8(ascii: " "), count: 1000))
  }

  /// Each byte comes well within any per-read timeout; the whole exchange still ends at the
  /// deadline, not 100 s later.
  @Test func aSlowDripTimesOutOverTheWholeExchange() async throws {
    let client = HTTPClient(timeout: .milliseconds(700))
    await #expect(throws: WeatherError.timedOut) {
      _ = try await client.get(server.baseURL.appending(path: "drip"))
    }
  }

  @Test func aRedirectLoopIsTooManyRedirects() async throws {
    await #expect(throws: WeatherError.offline("too many redirects from \(host)")) {
      _ = try await client.get(server.baseURL.appending(path: "loop"))
    }
  }

  /// A redirect somewhere no request can go is said in words, not as URL error -1000.
  @Test func aRedirectToAnUnknownSchemeIsABadURL() async throws {
    await #expect(throws: WeatherError.offline("bad URL for \(host)")) {
      _ = try await client.get(server.baseURL.appending(path: "elsewhere"))
    }
  }

  /// Keys with characters a URL encodes, in every form a server may echo them in.
  @Test(arguments: ["a/b+c d%e&f=g", "ключ-Ω", "plain0123456789abcdef", "x?y#z\"'<>"])
  func theKeyIsRedactedInEveryForm(_ key: String) throws {
    let strict = try #require(key.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let lower = strict.replacing(/%[0-9A-F]{2}/) { $0.output.lowercased() }
    let query = try #require(key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
    let forms = [
      key, strict, lower, query, query.replacingOccurrences(of: "%20", with: "+"),
      strict.replacingOccurrences(of: "%", with: "%25"),
      key.replacingOccurrences(of: "/", with: "\\/"),
      key.uppercased(),
      // A server or proxy echoing the credential encoded whole.
      Data(key.utf8).base64EncodedString(),
      Data(key.utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"),
      Data(key.utf8).map { String(format: "%02x", $0) }.joined(),
      Data(key.utf8).map { String(format: "%02X", $0) }.joined(),
    ]
    for form in forms {
      let message = "Invalid API key \(form). Please see https://openweathermap.org/faq."
      let redacted = SecretRedaction.redacting(key, in: message)
      #expect(
        redacted == "Invalid API key REDACTED. Please see https://openweathermap.org/faq.",
        "\(form)")
    }
  }
}
