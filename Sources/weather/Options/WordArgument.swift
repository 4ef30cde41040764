import ArgumentParser

/// An option's value that is one of a fixed list of words, its cases' raw values
/// (`--units metric`, `--lang de`).
///
/// ArgumentParser builds every option's definition on every run, the help's lists included,
/// and its defaults for a `CaseIterable` `RawRepresentable` type make them generically: a key
/// path `\.rawValue.defaultValueDescription` instantiated at run time and each case printed
/// through `"\(self)"`, a dynamic cast per protocol. Both ask the runtime for conformances, and
/// the first ask for each scans every conformance record of the binary. These give the same
/// words from `rawValue` directly.
protocol WordArgument: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension WordArgument {
  public init?(argument: String) { self.init(rawValue: argument) }

  public var defaultValueDescription: String { rawValue }

  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

  // Each case's description is its word, so there is no separate description to list.
  public static var allValueDescriptions: [String: String] { [:] }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
