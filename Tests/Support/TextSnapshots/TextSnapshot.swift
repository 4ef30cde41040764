public import Foundation
public import Testing

/// Compares `text` with the stored snapshot `directory/name.txt`, writing it when it is missing
/// or `RECORD_SNAPSHOTS` is set, and failing then, so that a recording never passes silently.
/// The one snapshot check of the view tests (the app's screens and the presentation layer's
/// text).
///
/// A snapshot may be a source file of the test target itself (`fileExtension: "swift"`): a
/// generated test, which the target then compiles and runs.
public func expectTextSnapshot(
  _ text: String, named name: String, in directory: URL, fileExtension: String = "txt",
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = directory.appendingPathComponent(name + "." + fileExtension)
  let actual = text + "\n"
  guard let expected = try? String(contentsOf: file, encoding: .utf8),
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == nil
  else {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded the snapshot \(name); check it and run again", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
}
