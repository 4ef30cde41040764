import ReducersDebugging

// The one place an explored step becomes Swift source. Actions are written with `customDump`
// for now, on one line; a renderer of Swift source can take its place.

/// `step` as the line of a `TestStore` test that takes it.
func renderedStep<Action>(_ step: ExplorationStep<Action>) -> String {
  switch step {
  case .send(let action): "await store.send(\(oneLineDump(action)))"
  case .advance(let duration): "await clock.advance(by: \(renderedDuration(duration)))"
  }
}

/// `value` dumped on one line, an enum case without its type (`.press(.a)`), as an element of a
/// dumped list reads.
func oneLineDump(_ value: Any) -> String {
  let lines = customDump([value]).split(separator: "\n", omittingEmptySubsequences: false)
  guard lines.count >= 3, lines[1].hasPrefix("  [0]: ") else { return customDump(value) }
  var text = String(lines[1].dropFirst("  [0]: ".count))
  for line in lines[2..<(lines.count - 1)] {
    let piece = line.drop { $0 == " " }
    let joinsDirectly =
      text.hasSuffix("(") || text.hasSuffix("[") || piece.hasPrefix(")") || piece.hasPrefix("]")
    text += (joinsDirectly ? "" : " ") + piece
  }
  return text
}

/// `duration` as Swift source, in the largest whole unit: `.seconds(3)`, `.milliseconds(500)`.
func renderedDuration(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  if nanoseconds % 1_000_000_000 == 0 { return ".seconds(\(nanoseconds / 1_000_000_000))" }
  if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
  if nanoseconds % 1_000 == 0 { return ".microseconds(\(nanoseconds / 1_000))" }
  return ".nanoseconds(\(nanoseconds))"
}
