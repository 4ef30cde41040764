import WeatherTerminal

/// The terminal's key decoder: reads split anywhere decode to the same events as the whole.
enum KeyDecoderTarget {
  static func run(_ bytes: [UInt8]) {
    var whole = KeyDecoder()
    let expected = whole.decode(bytes) + whole.flush()
    // A read can end at any byte: in a UTF-8 character, an escape sequence, a paste's markers.
    for split in 0...bytes.count {
      var decoder = KeyDecoder()
      let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...]) + decoder.flush()
      require(events == expected, "split at \(split) of \(bytes): \(events) != \(expected)")
    }
    // One byte per read, the slowest terminal.
    var slow = KeyDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += slow.decode([byte]) }
    events += slow.flush()
    require(events == expected, "byte by byte of \(bytes): \(events) != \(expected)")
    // Bounds: never more events than bytes, never a paste longer than its cap.
    require(expected.count <= bytes.count, "\(expected.count) events from \(bytes.count) bytes")
    for case .paste(let text) in expected {
      require(
        text.unicodeScalars.count <= KeyDecoder.maxPasteBytes,
        "a paste of \(text.unicodeScalars.count) scalars")
    }
  }
}
