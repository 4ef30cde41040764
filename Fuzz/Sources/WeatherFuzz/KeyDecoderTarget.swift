import WeatherTerminal

/// The terminal's key decoder: reads split anywhere decode to the same events as the whole.
///
/// An input is one control byte, then the bytes read from the terminal. The control byte
/// chooses where the reads split: one split point, and a chunk length for a run of equal reads.
/// So the fuzzer picks the split (a cut inside an escape sequence or a paste marker reaches
/// code of its own, which coverage sees) at the cost of four decodes per input. Trying every
/// split point of every input, as this target first did, made it O(n²): 161 decodes of a
/// 160-byte input, about 300 inputs a second, for splits that hit the same code over and over.
/// Inputs of up to 16 bytes still try every split point.
enum KeyDecoderTarget {
  static func run(_ input: [UInt8]) {
    guard let control = input.first else { return }
    let bytes = Array(input.dropFirst())
    var whole = KeyDecoder()
    let expected = whole.decode(bytes) + whole.flush()

    let split = Int(control) % (bytes.count + 1)
    let splits = bytes.count <= 16 ? Array(0...bytes.count) : [split]
    for split in splits {
      var decoder = KeyDecoder()
      let events =
        decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...]) + decoder.flush()
      require(events == expected, "split at \(split) of \(bytes): \(events) != \(expected)")
    }
    // Reads of 1 to 8 bytes each; 1 is the slowest terminal.
    for length in Set([1, Int(control >> 5) + 1]) {
      var chunked = KeyDecoder()
      var events: [InputEvent] = []
      var start = 0
      while start < bytes.count {
        let end = min(start + length, bytes.count)
        events += chunked.decode(bytes[start..<end])
        start = end
      }
      events += chunked.flush()
      require(events == expected, "reads of \(length) of \(bytes): \(events) != \(expected)")
    }
    // Bounds: never more events than bytes, never a paste longer than its cap.
    require(expected.count <= bytes.count, "\(expected.count) events from \(bytes.count) bytes")
    for case .paste(let text) in expected {
      require(
        text.unicodeScalars.count <= KeyDecoder.maxPasteBytes,
        "a paste of \(text.unicodeScalars.count) scalars")
    }
  }
}
