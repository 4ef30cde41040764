import Foundation
import Testing
import WeatherTerminal

/// Colour depth from compiled terminfo entries, and a parser that outside bytes cannot crash.
@Suite struct TerminfoTests {
  /// Entries compiled by ncurses 6.4's `tic -x` from:
  ///
  ///     weather-rgb|…, colors#0x1000000, pairs#0x10000, am, bold=\E[1m, RGB, Tc,
  ///       Smulx=\E[4:%p1%dm, U8#1,
  ///     weather-256|…, colors#256, pairs#0x10000, am, bold=\E[1m,
  ///     weather-legacy|…, colors#256, pairs#256, am, bold=\E[1m, Tc, XT,
  ///
  /// The first two in the 32-bit format (magic 0o1036), the last in the 16-bit one (0o432).
  static let rgb = entry(
    "HgIsAAIADwAcAAUAd2VhdGhlci1yZ2J8YSB0ZXN0IHRlcm1pbmFsIHdpdGggUkdCIGFuZCBUYwAAAf//////////////"
      + "//////////////////////////////////////////////////////8AAAABAAABAP//////////////////////"
      + "/////////////////////////////////////////////////wAAG1sxbQAAAgABAAEABQAbAAEBAQAAAAAAAAAEAA"
      + "cACgAbWzQ6JXAxJWRtAFJHQgBUYwBVOABTbXVseAA=")
  static let ansi256 = entry(
    "HgJCAAIADwAcAAUAd2VhdGhlci0yNTZ8YSB0ZXN0IHRlcm1pbmFsIHdpdGggMjU2IGNvbG91cnMgYW5kIG5vdGhpbm"
      + "cgZXh0ZW5kZWQAAAH/////////////////////////////////////////////////////////////////////AAEA"
      + "AAAAAQD///////////////////////////////////////////////////////////////////////8AABtbMW0A")
  static let legacy = entry(
    "GgE0AAIADwAcAAUAd2VhdGhlci1sZWdhY3l8YSB0ZXN0IHRlcm1pbmFsIGluIHRoZSAxNi1iaXQgZm9ybWF0AAAB//"
      + "////////////////////////////////8AAQAB//////////////////////////////////////////////////"
      + "//////////////////////AAAbWzFtAAACAAAAAAACAAYAAQEAAAMAVGMAWFQA")

  static func entry(_ base64: String) -> [UInt8] {
    Array(Data(base64Encoded: base64) ?? Data())
  }

  @Test func readsTheStandardAndExtendedCapabilities() throws {
    let rgb = try #require(Terminfo(Self.rgb))
    #expect(rgb.colors == 1 << 24)
    #expect(rgb.extendedBooleans == ["RGB", "Tc"])
    #expect(rgb.extendedNumbers == ["U8": 1])
    #expect(rgb.extendedStrings == ["Smulx": Array("\u{1B}[4:%p1%dm".utf8)])
    #expect(rgb.hasTruecolor)

    let ansi256 = try #require(Terminfo(Self.ansi256))
    #expect(ansi256 == Terminfo(colors: 256))
    #expect(!ansi256.hasTruecolor)

    let legacy = try #require(Terminfo(Self.legacy))
    #expect(legacy == Terminfo(colors: 256, extendedBooleans: ["Tc", "XT"]))
    #expect(legacy.hasTruecolor)
  }

  /// An absent extended string (offset -1) has no bytes in the table, and the table's item
  /// count leaves it out, as in Debian's screen.xterm-256color (74 strings, one absent, 149
  /// items): the entry is read, without that string.
  @Test func anAbsentExtendedStringIsSkipped() throws {
    let rgb = Self.rgb
    // weather-rgb's extended header is at 180, its offsets at 196, its table at 206; the
    // value of Smulx is the table's first 11 bytes.
    let absent =
      Array(rgb[0..<186]) + [4, 0, 16, 0] + Array(rgb[190..<196]) + [0xFF, 0xFF]
      + Array(rgb[198..<206]) + Array(rgb[217...])
    let entry = try #require(Terminfo(absent))
    #expect(
      entry
        == Terminfo(
          colors: 1 << 24, extendedBooleans: ["RGB", "Tc"], extendedNumbers: ["U8": 1]))
  }

  @Test func depthHonoursTerminfoAndNoColorStillWins() throws {
    let rgb = Terminfo(Self.rgb)
    let tc = Terminfo(colors: 256, extendedBooleans: ["Tc"])
    #expect(Palette.depth(environment: ["TERM": "xterm"], terminfo: rgb) == .truecolor)
    #expect(Palette.depth(environment: ["TERM": "screen"], terminfo: tc) == .truecolor)
    #expect(
      Palette.depth(environment: ["TERM": "x"], terminfo: Terminfo(extendedNumbers: ["RGB": 8]))
        == .truecolor)
    #expect(
      Palette.depth(environment: ["TERM": "x"], terminfo: Terminfo(extendedStrings: ["RGB": []]))
        == .truecolor)
    #expect(Palette.depth(environment: ["TERM": "x"], terminfo: Terminfo(Self.ansi256)) == .ansi256)
    #expect(Palette.depth(environment: ["TERM": "x"], terminfo: Terminfo(colors: 8)) == .basic)
    #expect(Palette.depth(environment: ["TERM": "x", "NO_COLOR": "1"], terminfo: rgb) == .basic)
  }

  /// Cut anywhere, changed anywhere, an entry is read or refused: never a crash, never a read
  /// past its end (AddressSanitizer runs this too), and a cut entry never gains a capability.
  @Test func damagedEntriesAreRefusedNotTrusted() {
    for bytes in [Self.rgb, Self.ansi256, Self.legacy] {
      for length in 0..<bytes.count {
        let cut = Terminfo(Array(bytes.prefix(length)))
        #expect(cut == nil || cut?.extendedBooleans.isSubset(of: ["RGB", "Tc", "XT"]) == true)
      }
      for index in bytes.indices {
        for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
          var changed = bytes
          changed[index] = value
          _ = Terminfo(changed)
        }
      }
    }
    #expect(Terminfo(Array(repeating: 0, count: Terminfo.maximumSize + 1)) == nil)
    #expect(Terminfo([0x1E, 0x02]) == nil)
  }

  @Test func entriesAreLookedUpWhereNcursesLooks() {
    var asked: [String] = []
    let found = Terminfo.entry(
      for: "weather-rgb",
      environment: ["TERMINFO": "/mine", "HOME": "/home/ada", "TERMINFO_DIRS": "/a::/b"]
    ) { path in
      asked.append(path)
      return path == "/b/77/weather-rgb" ? Self.rgb : nil
    }
    #expect(found == Terminfo(Self.rgb))
    #expect(
      asked == [
        "/mine/w/weather-rgb", "/mine/77/weather-rgb", "/home/ada/.terminfo/w/weather-rgb",
        "/home/ada/.terminfo/77/weather-rgb", "/a/w/weather-rgb", "/a/77/weather-rgb",
        "/etc/terminfo/w/weather-rgb", "/etc/terminfo/77/weather-rgb",
        "/lib/terminfo/w/weather-rgb", "/lib/terminfo/77/weather-rgb",
        "/usr/share/terminfo/w/weather-rgb", "/usr/share/terminfo/77/weather-rgb",
        "/b/w/weather-rgb", "/b/77/weather-rgb",
      ])
    for hostile in ["", ".", "..", "../../etc/passwd", "a/b", "x\u{1B}"] {
      #expect(Terminfo.entry(for: hostile, environment: [:]) { _ in Self.rgb } == nil)
    }
  }

  /// The file is read whole when it is a regular file of at most 32 KiB, and not otherwise.
  @Test func onlyRegularFilesOfBoundedSizeAreRead() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "terminfo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let entry = directory.appendingPathComponent("entry")
    try Data(Self.rgb).write(to: entry)
    #expect(Terminfo.readFile(entry.path) == Self.rgb)
    let link = directory.appendingPathComponent("alias")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: entry)
    #expect(Terminfo.readFile(link.path) == Self.rgb, "aliases are links")
    let large = directory.appendingPathComponent("large")
    try Data(count: Terminfo.maximumSize + 1).write(to: large)
    #expect(Terminfo.readFile(large.path) == nil)
    #expect(Terminfo.readFile(directory.path) == nil)
    let fifo = directory.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(Terminfo.readFile(fifo.path) == nil, "a FIFO is not waited on")
    #expect(Terminfo.readFile(directory.appendingPathComponent("missing").path) == nil)
  }
}
