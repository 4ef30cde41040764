import Testing

@testable import WeatherClientLive

/// The bit-parallel and the dynamic-programming OSA distances agree with each other and
/// with known values (checked against rapidfuzz.distance.OSA).
struct CityTableEditDistanceTests {
  static let known: [(String, String, Int)] = [
    ("ca", "abc", 3), ("londn", "london", 1), ("lodnon", "london", 1), ("abcdef", "badcfe", 3),
    ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("sao paulo", "san paulo", 1),
    ("chicgao", "chicago", 1),
    (String(repeating: "a", count: 70), String(repeating: "a", count: 69) + "b", 1),
  ]

  private func bitParallel(_ a: String, _ b: String, bound: Int) -> Int? {
    Array(b.utf8).withUnsafeBufferPointer {
      EditDistanceQuery(Array(a.utf8)).distance(to: $0, bound: bound)
    }
  }

  private func dynamicProgramming(_ a: String, _ b: String, bound: Int) -> Int? {
    Array(a.utf8).withUnsafeBufferPointer { a in
      Array(b.utf8).withUnsafeBufferPointer { b in
        BoundedEditDistance.distance(a, b, bound: bound)
      }
    }
  }

  @Test(arguments: known)
  func knownDistances(a: String, b: String, expected: Int) {
    #expect(bitParallel(a, b, bound: 10) == expected)
    #expect(dynamicProgramming(a, b, bound: 10) == expected)
    #expect(bitParallel(a, b, bound: expected - 1) == nil)
    #expect(dynamicProgramming(a, b, bound: expected - 1) == nil)
  }

  @Test func randomPairsAgree() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcd ".utf8)
    for _ in 0..<3000 {
      let a = String(
        decoding: (0..<Int.random(in: 0...9, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? 0
        }, as: UTF8.self)
      let b = String(
        decoding: (0..<Int.random(in: 0...9, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? 0
        }, as: UTF8.self)
      for bound in 0...3 {
        #expect(
          bitParallel(a, b, bound: bound) == dynamicProgramming(a, b, bound: bound),
          "\(a) / \(b) within \(bound)")
      }
    }
  }
}
