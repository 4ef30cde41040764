import Foundation

/// Folds names and queries into search keys: the same function as `fold` in
/// `Scripts/generate-city-table.py`, which computed the keys stored in the table.
///
/// NFKD-decompose, drop combining marks, lowercase each scalar, map the few letters that do
/// not decompose (ß→ss, ø→o, æ→ae, œ→oe, ł→l, đ→d, ð→d, þ→th, ı→i), turn every run of
/// characters that are neither letters nor numbers into one space, and trim.
enum CityNameFolder {
  /// The folded key of `text` as a string, e.g. "São  Paulo!" → "sao paulo".
  static func fold(_ text: String) -> String {
    String(decoding: foldedUTF8(text), as: UTF8.self)
  }

  /// The folded key of `text` as UTF-8 bytes, the form the table compares against.
  static func foldedUTF8(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          append(byte, to: &output, pendingSpace: &pendingSpace)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          append(byte + 32, to: &output, pendingSpace: &pendingSpace)
        default:
          pendingSpace = true
        }
      }
      return output
    }
    for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
    where !isMark(scalar) {
      for lower in scalar.properties.lowercaseMapping.unicodeScalars {
        for folded in special(lower).unicodeScalars {
          if isLetterOrNumber(folded) {
            if pendingSpace && !output.isEmpty { output.append(UInt8(ascii: " ")) }
            pendingSpace = false
            UTF8.encode(folded) { output.append($0) }
          } else {
            pendingSpace = true
          }
        }
      }
    }
    return output
  }

  private static func append(_ byte: UInt8, to output: inout [UInt8], pendingSpace: inout Bool) {
    if pendingSpace && !output.isEmpty { output.append(UInt8(ascii: " ")) }
    pendingSpace = false
    output.append(byte)
  }

  /// The replacement of the letters NFKD leaves whole; other scalars map to themselves.
  private static func special(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "ß": "ss"
    case "ø": "o"
    case "æ": "ae"
    case "œ": "oe"
    case "ł": "l"
    case "đ", "ð": "d"
    case "þ": "th"
    case "ı": "i"
    default: String(scalar)
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      true
    default: false
    }
  }
}
