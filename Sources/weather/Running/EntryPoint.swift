import ArgumentParser
import WeatherFeatures
import WeatherText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Weather {
  /// Parses the command line and runs the command, as ArgumentParser's own `main` does, except
  /// for two things a user meets: a usage error is one line saying what is wrong and one short
  /// hint (never the whole usage), and output that could not be written (`> /dev/full`) fails
  /// the run instead of exiting 0.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      try StandardOutput.finish()
      terminate(ExitStatus.success.rawValue)
    } catch let failure as CommandFailure {
      StandardError.line("weather: \(failure.message)")
      terminate(failure.status.rawValue)
    } catch let code as ExitCode {
      // CommandRunner has said why already.
      try? StandardOutput.finish()
      terminate(code.rawValue)
    } catch {
      terminate(report(error))
    }
  }

  /// Prints what ArgumentParser has to say about `error` (help, the version, a usage error) and
  /// returns the exit code.
  private static func report(_ error: any Error) -> Int32 {
    let code = exitCode(for: error).rawValue
    guard code != 0 else {
      // Help or the version, asked for: the whole text, on standard output.
      StandardOutput.writeExact(fullMessage(for: error) + "\n")
      do {
        try StandardOutput.finish()
        return 0
      } catch {
        StandardError.line("weather: \(error.message)")
        return error.status.rawValue
      }
    }
    StandardError.line(usageError(message(for: error), full: fullMessage(for: error)))
    return code
  }

  /// "weather: <what is wrong>" and, on a second line, the command's usage without its options
  /// and where the whole help is, from ArgumentParser's `full` message.
  static func usageError(
    _ message: String, full: String, language: Language = MessageLanguage.current()
  ) -> String {
    let first = message.split(separator: "\n").first.map(String.init) ?? message
    let wording = Wording(language)
    let reason = TypoSuggestion.reason(
      first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first,
      arguments: Array(CommandLine.arguments.dropFirst()), wording: wording)
    guard
      let usage = full.split(separator: "\n").first(where: { $0.hasPrefix("Usage: ") })
    else { return "weather: \(reason)" }
    let words = usage.dropFirst("Usage: ".count).split(separator: " ")
    // "weather follow <city> ...": up to the first option.
    let synopsis = words.prefix { !$0.hasPrefix("[") && !$0.hasPrefix("-") }
    let command = words.prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") && !$0.hasPrefix("-") }
    let options = synopsis.count < words.count ? " [options]" : ""
    return "weather: \(reason)\n"
      + wording.phrase(
        .usage, synopsis.joined(separator: " ") + options, command.joined(separator: " "))
  }
}

/// Ends the process with `status` (the C library's `exit`, which `Weather`'s own `exit(withError:)`
/// would hide inside the extension).
private func terminate(_ status: Int32) -> Never {
  exit(status)
}
