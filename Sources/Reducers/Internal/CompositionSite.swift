/// Where a child is composed into its parent: the source location of the `ifLet` or `forEach`
/// call and the offset of the child's state in the parent's. It names the child's effects.
///
/// It is derived from what the composition *is*, never from when it was built: a `body` is
/// rebuilt for every action, and the child effects started under one action must be the ones a
/// later action cancels (the child's own `.cancel(id:)`, the child going away, an element
/// removed). A number drawn when the reducer is built changed with every rebuild, so none of
/// those cancellations reached effects started earlier. Two siblings (two `ifLet`s of the same
/// feature, the same row feature in two lists) are two call sites, so two sites; the same call
/// site inside two parents is told apart by the scopes of the parents' own sites, which
/// namespace everything beneath them.
///
/// Built for every action in a `body`, so it only stores what it was given; the location is
/// compared by its text only when an effect is started or cancelled.
@usableFromInline
struct CompositionSite: Hashable, Sendable {
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt
  /// The child state's byte offset in the parent's, or -1 when it is reached by a key path.
  @usableFromInline let stateOffset: Int

  @inlinable @inline(__always)
  init<Root, Value>(
    fileID: StaticString, line: UInt, column: UInt, state: StatePath<Root, Value>
  ) {
    self.fileID = fileID
    self.line = line
    self.column = column
    self.stateOffset = state.offset
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.stateOffset == rhs.stateOffset
      && sameText(lhs.fileID, rhs.fileID)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(stateOffset)
    fileID.withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// Whether two literals have the same text: compared by content, since the same `#fileID` can
/// be emitted as two copies in two object files.
@usableFromInline
func sameText(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
  lhs.withUTF8Buffer { left in rhs.withUTF8Buffer { right in left.elementsEqual(right) } }
}
