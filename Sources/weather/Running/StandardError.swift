import Foundation

/// Writes to standard error, which carries messages and the spinner, never results.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  static func line(_ text: String) {
    write(text + "\n")
  }
}
