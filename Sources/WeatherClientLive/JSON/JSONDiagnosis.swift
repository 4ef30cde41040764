import Foundation

/// Why `JSONDecoder` refused a document, in the one vocabulary every message uses: "not valid
/// JSON at line 3, column 14" when the text is not JSON, "valid JSON, but the number 1.5 at
/// version is out of range or not a whole number" when it is JSON with a number the type
/// cannot hold.
///
/// Foundation's decoder reports both as "The given data was not valid JSON." with no place (a
/// number that does not fit an `Int`, or a `Double` such as `1e999`), which sent people looking
/// for a syntax error in a well-formed file.
enum JSONDiagnosis {
  /// The most nested arrays and objects scanned; deeper text is reported as not valid JSON
  /// (Foundation's decoder refuses it too), and the scan needs no recursion.
  static let maximumDepth = 512

  /// A number in the text: where its bytes are and the path of members and indices to it.
  struct NumberToken {
    var range: Range<Int>
    var path: String
  }

  /// What a scan found: the first syntax error's byte offset, or every number.
  enum Scan {
    case invalid(offset: Int)
    case valid(numbers: [NumberToken])
  }

  /// The reason to give for `error`, which `JSONDecoder` threw decoding `T` from `data`; `nil`
  /// when the error has a place of its own (a missing member, a wrong type), which the caller
  /// words.
  static func reason<T: Decodable>(
    for error: DecodingError, decoding type: T.Type, from data: Data
  ) -> String? {
    guard case .dataCorrupted(let context) = error, context.codingPath.isEmpty else { return nil }
    let bytes = [UInt8](data)
    switch scan(bytes) {
    case .invalid(let offset) where offset >= bytes.count:
      return "not valid JSON: it ends early, at \(position(of: offset, in: bytes))"
    case .invalid(let offset):
      return "not valid JSON at \(position(of: offset, in: bytes))"
    case .valid(let numbers):
      guard let culprit = culprit(among: numbers, in: bytes, decoding: type) else {
        return String(validating: bytes, as: UTF8.self) == nil
          ? "not valid JSON (not UTF-8 text)" : "not valid JSON"
      }
      let text = String(decoding: bytes[culprit.range].prefix(40), as: UTF8.self)
      let place = culprit.path.isEmpty ? "" : " at \(culprit.path)"
      return "valid JSON, but the number \(text)\(place) is out of range or not a whole number"
    }
  }

  /// The number the decoder could not hold: a binary search for the smallest set of numbers
  /// that, left as they are with every other one made 0, still fails the same way; about
  /// log2(count) decodes, on the error path only.
  private static func culprit<T: Decodable>(
    among numbers: [NumberToken], in bytes: [UInt8], decoding type: T.Type
  ) -> NumberToken? {
    // Only numbers that are not small whole numbers can fail to fit; and when the failure
    // stays with all of them made 0, it is not a number's (text that is not UTF-8, say).
    var candidates = numbers.filter { !isSmallInteger(bytes[$0.range]) }
    let all = Set(candidates.map(\.range))
    guard !candidates.isEmpty, !failsAtTheRoot(replacing: all, in: bytes, decoding: type) else {
      return nil
    }
    while candidates.count > 1 {
      let half = Array(candidates.prefix(candidates.count / 2))
      let zeroed = all.subtracting(half.map(\.range))
      candidates =
        failsAtTheRoot(replacing: zeroed, in: bytes, decoding: type)
        ? half : Array(candidates.dropFirst(half.count))
    }
    // Two numbers that fail only together leave a candidate that fails on its own.
    guard let found = candidates.first,
      failsAtTheRoot(replacing: all.subtracting([found.range]), in: bytes, decoding: type)
    else { return nil }
    return found
  }

  /// Whether decoding `bytes` with the numbers at `ranges` made 0 still fails with no place.
  private static func failsAtTheRoot<T: Decodable>(
    replacing ranges: Set<Range<Int>>, in bytes: [UInt8], decoding type: T.Type
  ) -> Bool {
    var edited: [UInt8] = []
    edited.reserveCapacity(bytes.count)
    var index = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      edited += bytes[index..<range.lowerBound]
      edited.append(UInt8(ascii: "0"))
      index = range.upperBound
    }
    edited += bytes[index...]
    do {
      _ = try JSONDecoder().decode(type, from: Data(edited))
      return false
    } catch let DecodingError.dataCorrupted(context) {
      return context.codingPath.isEmpty
    } catch {
      return false
    }
  }

  /// Whether a number's text is an integer of at most 15 digits, which fits every numeric type.
  private static func isSmallInteger(_ text: ArraySlice<UInt8>) -> Bool {
    let digits = text.first == UInt8(ascii: "-") ? text.dropFirst() : text
    return !digits.isEmpty && digits.count <= 15 && digits.allSatisfy(isDigit)
  }

  /// "line 3, column 14" of the byte at `offset` (columns count bytes).
  static func position(of offset: Int, in bytes: [UInt8]) -> String {
    let before = bytes.prefix(offset)
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    return "line \(line), column \(column)"
  }

  // MARK: Scanning

  /// What an open container is waiting for.
  private enum Expecting {
    case arrayValueOrEnd, arrayValue, arrayCommaOrEnd
    case objectKeyOrEnd, objectKey, objectColon, objectValue, objectCommaOrEnd
  }

  /// An open array or object: what it waits for, and the path element of its current value.
  private struct Frame {
    var expecting: Expecting
    var index = 0
    var key = ""
    var isArray: Bool
  }

  /// Scans `bytes` as RFC 8259 JSON (a top-level value of any kind, whitespace around it).
  static func scan(_ bytes: [UInt8]) -> Scan {
    var stack: [Frame] = []
    var numbers: [NumberToken] = []
    var offset = 0
    var done = false

    func skipWhitespace() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }
    func path() -> String {
      var text = ""
      for frame in stack {
        if frame.isArray {
          text += "[\(frame.index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + frame.key
        }
      }
      return text
    }
    /// Marks the current container's value as read.
    func valueEnded() {
      guard !stack.isEmpty else {
        done = true
        return
      }
      stack[stack.count - 1].expecting =
        stack[stack.count - 1].isArray ? .arrayCommaOrEnd : .objectCommaOrEnd
    }

    while true {
      skipWhitespace()
      if done { return offset == bytes.count ? .valid(numbers: numbers) : .invalid(offset: offset) }
      guard offset < bytes.count else { return .invalid(offset: offset) }
      let byte = bytes[offset]
      let expecting = stack.last?.expecting
      switch expecting {
      case .arrayCommaOrEnd, .objectCommaOrEnd:
        if byte == UInt8(ascii: ",") {
          offset += 1
          if expecting == .arrayCommaOrEnd {
            stack[stack.count - 1].index += 1
            stack[stack.count - 1].expecting = .arrayValue
          } else {
            stack[stack.count - 1].expecting = .objectKey
          }
        } else if byte == (expecting == .arrayCommaOrEnd ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
          offset += 1
          stack.removeLast()
          valueEnded()
        } else {
          return .invalid(offset: offset)
        }
        continue
      case .objectKeyOrEnd, .objectKey:
        if byte == UInt8(ascii: "}"), expecting == .objectKeyOrEnd {
          offset += 1
          stack.removeLast()
          valueEnded()
          continue
        }
        guard byte == UInt8(ascii: "\""), let end = stringEnd(bytes, from: offset) else {
          return .invalid(offset: offset)
        }
        stack[stack.count - 1].key = ConfigFile.shown(
          String(decoding: bytes[(offset + 1)..<(end - 1)].prefix(60), as: UTF8.self), limit: 30)
        stack[stack.count - 1].expecting = .objectColon
        offset = end
        continue
      case .objectColon:
        guard byte == UInt8(ascii: ":") else { return .invalid(offset: offset) }
        offset += 1
        stack[stack.count - 1].expecting = .objectValue
        continue
      case .arrayValueOrEnd where byte == UInt8(ascii: "]"):
        offset += 1
        stack.removeLast()
        valueEnded()
        continue
      case .arrayValueOrEnd, .arrayValue, .objectValue, nil:
        break
      }
      // A value.
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < maximumDepth else { return .invalid(offset: offset) }
        let isArray = byte == UInt8(ascii: "[")
        stack.append(
          Frame(expecting: isArray ? .arrayValueOrEnd : .objectKeyOrEnd, isArray: isArray))
        offset += 1
      case UInt8(ascii: "\""):
        guard let end = stringEnd(bytes, from: offset) else { return .invalid(offset: offset) }
        offset = end
        valueEnded()
      case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
        let word = ["true", "false", "null"].first { bytes[offset...].starts(with: $0.utf8) }
        guard let word else { return .invalid(offset: offset) }
        offset += word.utf8.count
        valueEnded()
      default:
        guard let end = numberEnd(bytes, from: offset) else { return .invalid(offset: offset) }
        numbers.append(NumberToken(range: offset..<end, path: path()))
        offset = end
        valueEnded()
      }
    }
  }

  /// The offset after the string starting with the quote at `start`, or `nil` when it is not
  /// a valid string (unterminated, a raw control character, a bad escape).
  private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        return index + 1
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return nil }
        let escaped = bytes[index + 1]
        if escaped == UInt8(ascii: "u") {
          guard index + 6 <= bytes.count,
            bytes[(index + 2)..<(index + 6)].allSatisfy({ isDigit($0) || isHexLetter($0) })
          else { return nil }
          index += 6
        } else {
          guard Array(#""\/bfnrt"#.utf8).contains(escaped) else { return nil }
          index += 2
        }
      case 0..<0x20:
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// The offset after the number starting at `start` (`-? int frac? exp?`), or `nil`.
  private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    func digits() -> Int {
      let first = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return nil
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return index
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
