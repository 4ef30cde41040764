/// An enum's bytes read without copying the enum.
///
/// Reading a value's bytes through `withUnsafePointer(to:)` needs the value in memory, and a
/// value held in registers (an array's element in a loop) is copied there first: an outlined
/// copy and destroy that retain and release its payload, 16 of the 96 instructions that a
/// derived extraction cost (`casepath-derived`, docs/benchmarks.md). The same bytes as a
/// value of a trivial type of the same size (`unsafeBitCast`, which reinterprets without a
/// copy) are stored as they are, and nothing is retained.
@usableFromInline
enum BitwiseImage {
  /// Runs `body` on the bytes of `value`, valid while `body` runs. The image owns nothing: a
  /// caller whose `body` copies a reference out of it keeps `value` alive around the call
  /// (`withExtendedLifetime`), as the optimiser may end it at its last use, the cast.
  @inlinable @inline(__always)
  static func withBytes<T, Result>(
    of value: T, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    // The size is a constant where this is specialised: one branch remains.
    switch MemoryLayout<T>.size & 7 {
    case 0: words(value, tail: Void.self, body)
    case 1: words(value, tail: UInt8.self, body)
    case 2: words(value, tail: UInt16.self, body)
    case 3: words(value, tail: (UInt16, UInt8).self, body)
    case 4: words(value, tail: UInt32.self, body)
    case 5: words(value, tail: (UInt32, UInt8).self, body)
    case 6: words(value, tail: (UInt32, UInt16).self, body)
    default: words(value, tail: (UInt32, UInt16, UInt8).self, body)
    }
  }

  /// The image of `value` as whole words followed by `Tail` (the last `size % 8` bytes).
  @inlinable @inline(__always)
  static func words<T, Tail, Result>(
    _ value: T, tail _: Tail.Type, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    switch MemoryLayout<T>.size >> 3 {
    case 0 where MemoryLayout<T>.size > 0: image(value, as: Tail.self, body)
    case 1: image(value, as: (UInt64, Tail).self, body)
    case 2: image(value, as: (UInt64, UInt64, Tail).self, body)
    case 3: image(value, as: (UInt64, UInt64, UInt64, Tail).self, body)
    case 4: image(value, as: (UInt64, UInt64, UInt64, UInt64, Tail).self, body)
    default: withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
    }
  }

  @inlinable @inline(__always)
  static func image<T, Image, Result>(
    _ value: T, as _: Image.Type, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    // `Image` is a tuple of integers exactly as large as `T`: `unsafeBitCast` checks the sizes
    // (a check that folds away), and a trivial image owns nothing. Its alignment is its widest
    // integer's; a more aligned `T` (a SIMD vector) is read in place.
    guard MemoryLayout<Image>.alignment >= MemoryLayout<T>.alignment else {
      return withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
    }
    let image = unsafeBitCast(value, to: Image.self)
    return withUnsafeBytes(of: image) { body($0.baseAddress.unsafelyUnwrapped) }
  }
}
