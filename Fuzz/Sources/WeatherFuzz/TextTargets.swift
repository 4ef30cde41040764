import WeatherFeatures
import WeatherTerminal
import WeatherText

@testable import WeatherClientLive

/// `weather now --format`: what is accepted reads back the same when written out again.
enum FormatTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let format: StatusLineFormat
    do {
      format = try StatusLineFormat(text)
    } catch {
      require(isOneLine(error.message), "message \(error.message.debugDescription)")
      return
    }
    var written = ""
    for (index, piece) in format.pieces.enumerated() {
      switch piece {
      case .text(let literal):
        require(!literal.isEmpty, "an empty text piece")
        if index > 0, case .text = format.pieces[index - 1] { violated("two text pieces in a row") }
        // By scalars, as the parser reads: "%" and a combining mark are one character.
        for scalar in literal.unicodeScalars {
          written.unicodeScalars.append(contentsOf: scalar == "%" ? ["%", "%"] : [scalar])
        }
      case .value(let specifier):
        require(
          StatusLineFormat.specifiers.contains { $0.0 == specifier } && specifier != "%",
          "specifier \(specifier)")
        written += "%\(specifier)"
      }
    }
    do {
      require(try StatusLineFormat(written) == format, "round trip of \(text.debugDescription)")
    } catch {
      violated("the written format \(written.debugDescription) does not parse: \(error.message)")
    }
  }
}

/// libcurl's header lines: the status stays a real code, the count of bytes is exact, names are
/// lower case, a length is never negative.
enum HTTPHeadTarget {
  static func run(_ bytes: [UInt8]) {
    #if os(Linux)
      var head = CurlResponseHead()
      var total = 0
      // libcurl hands the callback one line at a time, each with its line end.
      var start = 0
      while start < bytes.count {
        let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        start = end
        total += line.utf8.count
        let wasComplete = head.isComplete && head.statusCode != 0
        let completed = head.read(line)
        require(!(completed && wasComplete), "a head completed twice")
        require(head.byteCount == total, "byteCount \(head.byteCount) != \(total)")
        require(
          head.statusCode == 0 || (100...999).contains(head.statusCode), "status \(head.statusCode)"
        )
        require(
          head.headers.keys.allSatisfy { $0 == $0.lowercased() }, "names \(head.headers.keys)")
        if let length = head.contentLength { require(length >= 0, "length \(length)") }
      }
    #endif
  }
}

/// Outside text on its way to a terminal: no control character survives, and cleaning twice
/// is cleaning once.
enum TerminalTextTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let clean = TerminalText.clean(text)
    require(
      !hasControl(clean, allowingNewline: false), "control in clean: \(clean.debugDescription)")
    require(TerminalText.clean(clean) == clean, "clean is not idempotent")
    require(clean.unicodeScalars.count <= text.unicodeScalars.count, "clean grew the text")
    for keepingStyles in [false, true] {
      let output = TerminalText.output(text, keepingStyles: keepingStyles)
      require(
        TerminalText.output(output, keepingStyles: keepingStyles) == output,
        "output is not idempotent: \(output.debugDescription)")
      // With styles kept only `ESC [ digits;… m` may hold an Esc; without, nothing but newlines.
      let unstyled = keepingStyles ? withoutStyles(output) : output
      require(
        !hasControl(unstyled, allowingNewline: true),
        "control in output: \(output.debugDescription)")
    }
  }

  /// The bidirectional controls, which reorder what a terminal shows (Trojan Source).
  static let bidiControls: Set<UInt32> = [
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
    0x2069,
  ]

  /// Whether `text` holds a C0 or C1 control, DEL, a line or paragraph separator or a bidi
  /// control anywhere (inside a grapheme too), or a grapheme a terminal gives no cell.
  static func hasControl(_ text: String, allowingNewline: Bool) -> Bool {
    let scalars = text.unicodeScalars.contains { scalar in
      if allowingNewline && scalar == "\n" { return false }
      let category = scalar.properties.generalCategory
      return category == .control || category == .lineSeparator
        || category == .paragraphSeparator || bidiControls.contains(scalar.value)
    }
    return scalars || text.contains { $0 != "\n" && $0.terminalWidth == nil }
  }

  /// `text` without its colour sequences, `ESC [ digits;… m`. Scanned by hand: building a Regex
  /// for every input took about a tenth of this target's time (perf).
  static func withoutStyles(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var kept = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" {
          end += 1
        }
        if end < scalars.count, scalars[end] == "m" {
          index = end + 1
          continue
        }
      }
      kept.append(scalars[index])
      index += 1
    }
    return String(kept)
  }
}

/// A place as typed (and the config's `place`), and a `TZ` value: a postal code read is one
/// that reads back as itself, a zone name is a safe path component.
enum PlaceTarget {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    if case .postalCode(let code) = PlaceRequest(parsing: text) {
      require(!code.code.isEmpty && code.code.count <= 12, "code \(code.code.debugDescription)")
      require(
        code.code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " -".contains($0)) },
        "code \(code.code.debugDescription)")
      require(
        code.countryCode.map { $0.count == 2 && $0 == $0.uppercased() } ?? true,
        "country \(String(describing: code.countryCode))")
      // The lookup of any such code is safe too.
      _ = PostalCodeTable.shared.place(code)
    }
    if let zone = TimeZoneName.fromVariable(text) {
      require(!zone.contains("..") && !zone.hasPrefix("/"), "zone \(zone.debugDescription)")
      require(zone.allSatisfy { $0.isASCII && !$0.isWhitespace }, "zone \(zone.debugDescription)")
    }
  }
}
