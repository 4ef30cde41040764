import WeatherTerminal

/// A compiled terminfo entry (the colour depth reads the one for `TERM`): what is accepted
/// compiles back to an entry that reads the same, and holds no more capabilities than the
/// bytes could.
enum TerminfoTarget {
  static func run(_ bytes: [UInt8]) {
    guard let entry = Terminfo(bytes) else { return }
    let count =
      entry.extendedBooleans.count + entry.extendedNumbers.count
      + entry.extendedStrings.count
    // Each extended capability takes a name of at least one byte and its NUL, and an offset.
    require(count * 4 <= bytes.count, "\(count) capabilities from \(bytes.count) bytes")
    let names =
      Array(entry.extendedBooleans) + entry.extendedNumbers.keys
      + entry.extendedStrings.keys
    require(names.allSatisfy { !$0.isEmpty }, "an empty name in \(names)")
    let compiled = compile(entry)
    require(Terminfo(compiled) == entry, "round trip of \(entry) through \(compiled)")
  }

  /// `entry` as `tic` would write it in the 32-bit format, with `colors` the only standard
  /// capability: the names `x`, 14 numbers (`colors` is the 14th), then the extended section.
  static func compile(_ entry: Terminfo) -> [UInt8] {
    var out: [UInt8] = []
    func short(_ value: Int) {
      out += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
    func number(_ value: Int) {
      short(value & 0xFFFF)
      short(value >> 16)
    }
    for value in [0o1036, 2, 0, 14, 0, 0] { short(value) }
    out += [UInt8(ascii: "x"), 0]
    for index in 0..<14 { number(index == 13 ? entry.colors ?? -1 : -1) }

    let booleans = entry.extendedBooleans.sorted()
    let numbers = entry.extendedNumbers.sorted { $0.key < $1.key }
    let strings = entry.extendedStrings.sorted { $0.key < $1.key }
    var values: [UInt8] = []
    var valueOffsets: [Int] = []
    for (_, value) in strings {
      valueOffsets.append(values.count)
      values += value + [0]
    }
    var nameTable: [UInt8] = []
    var nameOffsets: [Int] = []
    for name in booleans + numbers.map(\.key) + strings.map(\.key) {
      nameOffsets.append(nameTable.count)
      nameTable += Array(name.utf8) + [0]
    }
    for value in [
      booleans.count, numbers.count, strings.count, strings.count + nameOffsets.count,
      values.count + nameTable.count,
    ] {
      short(value)
    }
    out += Array(repeating: 1, count: booleans.count)
    if out.count % 2 == 1 { out.append(0) }
    for (_, value) in numbers { number(value) }
    for offset in valueOffsets + nameOffsets { short(offset) }
    return out + values + nameTable
  }
}
