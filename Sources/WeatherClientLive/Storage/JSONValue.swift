/// Any JSON value, so that keys this program does not know survive a rewrite of a file a person
/// or a newer tool added them to.
enum JSONValue: Codable, Hashable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The members of an object, or `nil` for any other value.
  var object: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }

  init(from decoder: any Decoder) throws {
    if var elements = try? decoder.unkeyedContainer() {
      var array: [JSONValue] = []
      while !elements.isAtEnd { array.append(try elements.decode(JSONValue.self)) }
      self = .array(array)
    } else if let members = try? decoder.container(keyedBy: Key.self) {
      var object: [String: JSONValue] = [:]
      for key in members.allKeys {
        object[key.stringValue] = try members.decode(Self.self, forKey: key)
      }
      self = .object(object)
    } else {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        self = .null
      } else if let bool = try? value.decode(Bool.self) {
        self = .bool(bool)
      } else if let integer = try? value.decode(Int64.self) {
        self = .integer(integer)
      } else if let number = try? value.decode(Double.self) {
        self = .number(number)
      } else {
        self = .string(try value.decode(String.self))
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var value = encoder.singleValueContainer()
      try value.encodeNil()
    case .bool(let bool):
      var value = encoder.singleValueContainer()
      try value.encode(bool)
    case .integer(let integer):
      var value = encoder.singleValueContainer()
      try value.encode(integer)
    case .number(let number):
      var value = encoder.singleValueContainer()
      try value.encode(number)
    case .string(let string):
      var value = encoder.singleValueContainer()
      try value.encode(string)
    case .array(let array):
      var elements = encoder.unkeyedContainer()
      for element in array { try elements.encode(element) }
    case .object(let object):
      var members = encoder.container(keyedBy: Key.self)
      for (name, value) in object { try members.encode(value, forKey: Key(name)) }
    }
  }

  /// Any member name.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
