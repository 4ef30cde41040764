#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `TextOutputStream` over standard error, so warnings need no Foundation.
#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
  private let systemWrite = write
#endif

struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    Self.writeAll(string)
  }

  private static func writeAll(_ string: String) {
    var string = string
    string.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = systemWrite(2, base + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
