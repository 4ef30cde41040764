import Foundation

/// OpenWeatherMap's `cod`, sent as a number (`200`) by some endpoints and as a string (`"200"`)
/// by others.
struct OpenWeatherMapCode: Decodable, Sendable, Hashable {
  /// The code as a number; `nil` when the text is not a number.
  var value: Int?

  init(_ value: Int?) { self.value = value }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      value = number
    } else if let text = try? container.decode(String.self) {
      value = Int(text.trimmingCharacters(in: .whitespaces))
    } else if let number = try? container.decode(Double.self) {
      value = ProviderSanity.integer(number)
    } else {
      value = nil
    }
  }
}
