import Testing

@testable import WeatherClientLive

/// Any `HTTPClient.timeout` is a deadline Dispatch can take, never an arithmetic overflow (the
/// transports multiplied the seconds out, which trapped past about 292 years).
struct DeadlineNanosecondsTests {
  @Test func everyDurationIsCountable() {
    #expect(Duration.milliseconds(1500).deadlineNanoseconds == 1_500_000_000)
    #expect(Duration.seconds(Int64.max).deadlineNanoseconds == .max)
    #expect(Duration.seconds(9_223_372_037).deadlineNanoseconds == .max)
    #expect(Duration.seconds(-Int64.max).deadlineNanoseconds == 0)
    #expect(Duration.zero.deadlineNanoseconds == 0)
  }
}
