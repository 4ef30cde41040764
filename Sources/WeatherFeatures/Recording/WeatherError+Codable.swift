import Foundation

extension WeatherError: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, detail, city, path, reason, provider, variable, problem, created
  }

  /// Reads an error written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let detail = try container.decodeIfPresent(String.self, forKey: .detail) ?? ""
    switch try container.decode(String.self, forKey: .kind) {
    case "offline": self = .offline(detail)
    case "timedOut": self = .timedOut
    case "rateLimited": self = .rateLimited(detail)
    case "unauthorized": self = .unauthorized(detail)
    case "provider": self = .provider(detail)
    case "invalidResponse": self = .invalidResponse(detail)
    case "unknownCity": self = .unknownCity(try container.decode(City.ID.self, forKey: .city))
    case "storage":
      self = .storage(
        path: try container.decode(String.self, forKey: .path),
        reason: try container.decode(String.self, forKey: .reason))
    case "notSaved":
      self = .notSaved(
        path: try container.decode(String.self, forKey: .path),
        reason: try container.decode(String.self, forKey: .reason),
        created: try container.decode(Bool.self, forKey: .created))
    case "alreadyFollowing":
      self = .alreadyFollowing(try container.decode(City.self, forKey: .city))
    case "configuration": self = .configuration(detail)
    case "keyFile":
      self = .keyFile(
        path: try container.decode(String.self, forKey: .path),
        problem: try container.decode(FileProblem.self, forKey: .problem))
    case "missingAPIKey":
      self = .missingAPIKey(
        provider: try container.decode(String.self, forKey: .provider),
        variable: try container.decode(String.self, forKey: .variable))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown error kind \(other)")
    }
  }

  /// Writes the error as `{"kind": …}` with its details, for session logs.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .offline(let detail):
      try container.encode("offline", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .timedOut:
      try container.encode("timedOut", forKey: .kind)
    case .rateLimited(let detail):
      try container.encode("rateLimited", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .unauthorized(let detail):
      try container.encode("unauthorized", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .provider(let detail):
      try container.encode("provider", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .invalidResponse(let detail):
      try container.encode("invalidResponse", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .unknownCity(let id):
      try container.encode("unknownCity", forKey: .kind)
      try container.encode(id, forKey: .city)
    case .storage(let path, let reason):
      try container.encode("storage", forKey: .kind)
      try container.encode(path, forKey: .path)
      try container.encode(reason, forKey: .reason)
    case .notSaved(let path, let reason, let created):
      try container.encode("notSaved", forKey: .kind)
      try container.encode(path, forKey: .path)
      try container.encode(reason, forKey: .reason)
      try container.encode(created, forKey: .created)
    case .alreadyFollowing(let city):
      try container.encode("alreadyFollowing", forKey: .kind)
      try container.encode(city, forKey: .city)
    case .configuration(let detail):
      try container.encode("configuration", forKey: .kind)
      try container.encode(detail, forKey: .detail)
    case .keyFile(let path, let problem):
      try container.encode("keyFile", forKey: .kind)
      try container.encode(path, forKey: .path)
      try container.encode(problem, forKey: .problem)
    case .missingAPIKey(let provider, let variable):
      try container.encode("missingAPIKey", forKey: .kind)
      try container.encode(provider, forKey: .provider)
      try container.encode(variable, forKey: .variable)
    }
  }
}
