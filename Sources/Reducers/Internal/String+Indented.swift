extension String {
  /// Each line indented by `spaces` spaces, as an action reads inside a programmer-error report.
  func indented(by spaces: Int) -> String {
    let indent = String(repeating: " ", count: spaces)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indent + $0 }
      .joined(separator: "\n")
  }
}
