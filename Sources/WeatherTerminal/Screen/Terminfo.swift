import Foundation

/// What a compiled terminfo entry (term(5), as `tic` writes it) says about colours: the
/// standard `colors` number and the extended capabilities, where terminals that take 24-bit
/// colour say so (`RGB`, ncurses' name; `Tc`, tmux's).
///
/// The entry is outside input (any file under `$TERMINFO`, `~/.terminfo`, …): the parser reads
/// every count and offset checked against the bytes there are, never trusts one to index, and
/// reads at most ``maximumSize`` bytes (ncurses' own limit for an entry).
public struct Terminfo: Hashable, Sendable {
  /// The standard `colors` capability (`max_colors`), when the entry has it.
  public var colors: Int?
  /// The extended boolean capabilities that are set, by name (`RGB`, `Tc`, `XT`, …).
  public var extendedBooleans: Set<String>
  /// The extended numeric capabilities, by name (`RGB#8` is 8 bits per channel).
  public var extendedNumbers: [String: Int]
  /// The extended string capabilities, by name, as the bytes of their value.
  public var extendedStrings: [String: [UInt8]]

  /// An entry with these capabilities.
  public init(
    colors: Int? = nil, extendedBooleans: Set<String> = [], extendedNumbers: [String: Int] = [:],
    extendedStrings: [String: [UInt8]] = [:]
  ) {
    self.colors = colors
    self.extendedBooleans = extendedBooleans
    self.extendedNumbers = extendedNumbers
    self.extendedStrings = extendedStrings
  }

  /// The largest entry read: ncurses refuses longer ones too (`MAX_ENTRY_SIZE`).
  public static let maximumSize = 32_768

  /// Whether the terminal takes 24-bit colour: `RGB` in any of its three forms, `Tc`, or a
  /// `colors` of 2^24 (the `*-direct` entries).
  public var hasTruecolor: Bool {
    extendedBooleans.contains("RGB") || extendedBooleans.contains("Tc")
      || (extendedNumbers["RGB"] ?? 0) > 0 || extendedStrings["RGB"] != nil
      || (colors ?? 0) >= 1 << 24
  }

  /// Reads a compiled entry; `nil` when `bytes` are not one (a wrong magic number, a count or
  /// an offset past the end).
  public init?(_ bytes: [UInt8]) {
    guard bytes.count <= Self.maximumSize else { return nil }
    var reader = Reader(bytes: bytes)
    guard let magic = reader.short() else { return nil }
    // 0o432: numbers of 16 bits; 0o1036 (ncurses 6.1): numbers of 32 bits.
    let numberSize: Int
    switch magic {
    case 0o432: numberSize = 2
    case 0o1036: numberSize = 4
    default: return nil
    }
    guard let namesSize = reader.count(), let booleanCount = reader.count(),
      let numberCount = reader.count(), let stringCount = reader.count(),
      let tableSize = reader.count(), reader.skip(namesSize), reader.skip(booleanCount),
      reader.alignToEven()
    else { return nil }
    var numbers: [Int] = []
    for _ in 0..<numberCount {
      guard let number = reader.number(size: numberSize) else { return nil }
      numbers.append(number)
    }
    // `colors` is the standard number at index 13; negative means absent or cancelled.
    colors = numbers.count > 13 && numbers[13] >= 0 ? numbers[13] : nil
    extendedBooleans = []
    extendedNumbers = [:]
    extendedStrings = [:]
    guard reader.skip(stringCount * 2), reader.skip(tableSize) else { return nil }
    // The extended section (ncurses), after the string table on an even boundary; an entry
    // without one ends here.
    guard reader.alignToEven(), !reader.isAtEnd else { return }
    // The fourth count, of the table's items, leaves out absent values: not needed to read it.
    guard let extendedBooleanCount = reader.count(), let extendedNumberCount = reader.count(),
      let extendedStringCount = reader.count(), reader.count() != nil,
      let extendedTableSize = reader.count()
    else { return nil }
    var booleanValues: [Bool] = []
    for _ in 0..<extendedBooleanCount {
      guard let value = reader.byte() else { return nil }
      booleanValues.append(value == 1)
    }
    guard reader.alignToEven() else { return nil }
    var numberValues: [Int] = []
    for _ in 0..<extendedNumberCount {
      guard let number = reader.number(size: numberSize) else { return nil }
      numberValues.append(number)
    }
    // An offset per string value, then one per name (booleans', numbers', strings').
    var offsets: [Int] = []
    for _ in 0..<(2 * extendedStringCount + extendedBooleanCount + extendedNumberCount) {
      guard let offset = reader.short() else { return nil }
      offsets.append(offset)
    }
    guard let table = reader.bytes(extendedTableSize) else { return nil }
    // Values first, then names: the names start after the last value's NUL.
    var values: [[UInt8]?] = []
    var namesStart = 0
    for offset in offsets.prefix(extendedStringCount) {
      guard offset >= 0 else {
        values.append(nil)
        continue
      }
      guard let value = Self.string(in: table, at: offset) else { return nil }
      values.append(value)
      namesStart = max(namesStart, offset + value.count + 1)
    }
    var names: [String] = []
    for offset in offsets.dropFirst(extendedStringCount) {
      guard offset >= 0, let name = Self.string(in: table, at: namesStart + offset),
        !name.isEmpty
      else { return nil }
      names.append(String(decoding: name, as: UTF8.self))
    }
    for (name, isSet) in zip(names, booleanValues) where isSet { extendedBooleans.insert(name) }
    for (name, number) in zip(names.dropFirst(extendedBooleanCount), numberValues)
    where number >= 0 {
      extendedNumbers[name] = number
    }
    let stringNames = names.dropFirst(extendedBooleanCount + extendedNumberCount)
    for (name, value) in zip(stringNames, values) {
      if let value { extendedStrings[name] = value }
    }
  }

  /// The NUL-terminated string at `offset` of `table`, without its NUL; `nil` past the end or
  /// with no NUL before it.
  private static func string(in table: ArraySlice<UInt8>, at offset: Int) -> [UInt8]? {
    guard offset >= 0, offset < table.count else { return nil }
    let start = table.startIndex + offset
    guard let end = table[start...].firstIndex(of: 0) else { return nil }
    return Array(table[start..<end])
  }

  /// Reads the little-endian fields of an entry, refusing to read past its end.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }

    /// A signed 16-bit number (-1: absent, -2: cancelled).
    mutating func short() -> Int? {
      guard let low = byte(), let high = byte() else { return nil }
      return Int(Int16(bitPattern: UInt16(high) << 8 | UInt16(low)))
    }

    /// A header count: never negative.
    mutating func count() -> Int? {
      short().flatMap { $0 >= 0 ? $0 : nil }
    }

    mutating func number(size: Int) -> Int? {
      guard size == 4 else { return short() }
      guard let low = short(), let high = short() else { return nil }
      return Int(Int32(truncatingIfNeeded: (high << 16) | (low & 0xFFFF)))
    }

    mutating func skip(_ count: Int) -> Bool {
      guard count >= 0, count <= bytes.count - position else { return false }
      position += count
      return true
    }

    mutating func alignToEven() -> Bool {
      position % 2 == 0 || skip(1) || position == bytes.count
    }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= bytes.count - position else { return nil }
      defer { position += count }
      return bytes[position..<(position + count)]
    }
  }
}

extension Terminfo {
  /// The entry for `term`, from the first of the directories ncurses searches that has one:
  /// `$TERMINFO`, `~/.terminfo`, each of `$TERMINFO_DIRS` (an empty one is the system's), then
  /// `/etc/terminfo`, `/lib/terminfo`, `/usr/share/terminfo`; in each, under the name's first
  /// character, or its hexadecimal code (macOS). `nil` when none is found or none reads.
  public static func entry(
    for term: String, environment: [String: String],
    read: (String) -> [UInt8]? = Terminfo.readFile
  ) -> Terminfo? {
    // A name that could leave the directory (or names nothing) is no terminal's.
    guard let first = term.utf8.first, !term.contains("/"), term != ".", term != "..",
      term.utf8.count <= 255, !term.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { return nil }
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    var directories: [String] = []
    if let own = environment["TERMINFO"], !own.isEmpty { directories.append(own) }
    if let home = environment["HOME"], home.hasPrefix("/") {
      directories.append(home + "/.terminfo")
    }
    if let list = environment["TERMINFO_DIRS"] {
      for part in list.split(separator: ":", omittingEmptySubsequences: false) {
        if part.isEmpty { directories += system } else { directories.append(String(part)) }
      }
    }
    directories += system
    let subdirectories = [String(UnicodeScalar(first)), String(first, radix: 16)]
    for directory in directories {
      for subdirectory in subdirectories {
        if let bytes = read("\(directory)/\(subdirectory)/\(term)"), let entry = Terminfo(bytes) {
          return entry
        }
      }
    }
    return nil
  }

  /// The bytes of a regular file at `path` (symbolic links followed, as terminfo aliases are
  /// links), or `nil`: not there, not a regular file, or longer than ``maximumSize``. Opened
  /// non-blocking, so a FIFO planted there cannot hold the app up.
  public static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    var buffer = [UInt8](repeating: 0, count: maximumSize + 1)
    var total = 0
    while total < buffer.count {
      let count = buffer.withUnsafeMutableBytes { raw in
        read(descriptor, raw.baseAddress.map { $0 + total }, raw.count - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
    }
    guard total <= maximumSize else { return nil }
    return Array(buffer[0..<total])
  }
}
