import Reducers
import ReducersTesting
import Testing

/// A record is a file, so outside input: its times and answers may say anything, and emitting
/// its test neither traps nor writes a raw string that its own contents close or escape.
/// (`Scripts/fuzz store-record` looks for more.)
@Suite struct StoreRecordInputTests {
  /// Times at the ends of `Int64`, and before the record began, emit a test: the deadlines
  /// saturate instead of wrapping (a wrapped one came due "before" a negative time, and the
  /// distance to it trapped).
  @Test func timesAtTheEndsOfInt64EmitATest() throws {
    let record = try StoreRecord(
      jsonLines: """
        {"at":0,"kind":"start","state":"State()","version":1}
        {"action":".a","at":0,"kind":"send"}
        {"at":0,"duration":9223372036854775807,"kind":"sleep","sleep":1}
        {"action":".b","at":9223372036854775807,"kind":"send"}
        {"at":9223372036854775807,"duration":5,"kind":"sleep","sleep":2}
        {"action":".c","at":-5,"kind":"send"}
        """)
    let source = record.testSource(named: "t", reducer: "F()", environment: "()")
    let steps = source.split(separator: "\n").filter { $0.hasPrefix("  await ") }
    #expect(
      steps.map { String($0.prefix(26)) } == [
        "  await store.send(.a)", "  await clock.advance(by: ", "  await store.send(.b)",
        "  await store.send(.c)", "  await store.finish()",
      ], "\(source)")
  }

  /// An answer holding `\#(`: a raw string delimited by one `#` would read it as an
  /// interpolation, so the delimiter gets one `#` more than any run after a backslash.
  @Test func aBackslashBeforeAHashLengthensTheDelimiter() throws {
    let record = try StoreRecord(
      jsonLines: ##"""
        {"at":0,"kind":"start","state":"State()","version":1}
        {"at":1,"endpoint":"note","input":"()","kind":"answer","value":"\"\\\\#(x)\""}
        """##)
    let source = record.testSource(named: "t", reducer: "F()", environment: "F.E(replay)")
    let lines = source.split(separator: "\n")
    #expect(lines.contains("    ##\"\"\""), "\(source)")
    #expect(lines.contains("    \"\"\"##"), "\(source)")
  }
}
