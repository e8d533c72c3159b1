/// A command line that cannot be run; reported in one line, then a usage hint, exit 64.
public enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String, suggestion: String?, commands: [String])
  case unknownSubcommand(String, command: String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String, valueName: String)
  case unexpectedValue(option: String, value: String)
  case invalidValue(option: String, value: String, allowed: String)
  /// A positional argument that is not one the command takes: `define 'two words'`.
  case invalidArgument(String, value: String, allowed: String)
  case unexpectedArgument(String)
  case missingArgument(String)
  /// An option that means nothing beside another: `ghost --solve --match`.
  case meaningless(option: String, beside: String)
  /// An option that needs another: `hangman --host` without `--two-player`.
  case needs(option: String, other: String)

  public var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion, let commands):
      "unknown command \(quoted(name))"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; the commands are \(commands.joined(separator: ", "))")
    case .unknownSubcommand(let name, let command, let suggestion):
      "unknown subcommand \(quoted(name)) of \(command)" + hint(suggestion)
    case .unknownOption(let name, let suggestion):
      "unknown option \(quoted(name))" + hint(suggestion.map { "--\($0)" })
    case .missingValue(let option, let valueName):
      "--\(option) needs a value (--\(option) \(valueName))"
    case .unexpectedValue(let option, let value):
      "--\(option) takes no value, but was given \(quoted(value))"
    case .invalidValue(let option, let value, let allowed):
      "invalid value \(quoted(value)) for --\(option): expected \(allowed)"
    case .invalidArgument(let name, let value, let allowed):
      "invalid value \(quoted(value)) for \(name): expected \(allowed)"
    case .unexpectedArgument(let argument):
      "unexpected argument \(quoted(argument))"
    case .missingArgument(let name):
      "missing \(name)"
    case .meaningless(let option, let other):
      "--\(option) means nothing with --\(other)"
    case .needs(let option, let other):
      "--\(option) needs --\(other)"
    }
  }

  /// What was typed, in quotes; cut to its first 60 characters when longer, so that the
  /// reason stays one line however long an argument is.
  private func quoted(_ typed: String) -> String {
    "'" + (typed.count > 60 ? typed.prefix(59) + "…" : typed) + "'"
  }

  private func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

extension String {
  /// The number of single-letter insertions, deletions, substitutions and swaps of
  /// neighbours that turn this string into `other` (optimal string alignment distance).
  public func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var distance = (0...source.count).map { row in
      (0...target.count).map { column in row == 0 ? column : column == 0 ? row : 0 }
    }
    for row in source.indices {
      for column in target.indices {
        let cost = source[row] == target[column] ? 0 : 1
        var best = Swift.min(
          distance[row][column] + cost, distance[row][column + 1] + 1,
          distance[row + 1][column] + 1)
        if row > 0, column > 0, source[row] == target[column - 1],
          source[row - 1] == target[column]
        {
          best = Swift.min(best, distance[row - 1][column - 1] + 1)
        }
        distance[row + 1][column + 1] = best
      }
    }
    return distance[source.count][target.count]
  }

  /// The candidate closest to this string, if it is close enough to be a likely typo: a
  /// prefix of it, or at most a third of its letters (and at least one) away.
  public func closest(among candidates: [String]) -> String? {
    if let completion = candidates.first(where: { !isEmpty && $0.hasPrefix(self) }) {
      return completion
    }
    let scored = candidates.map { ($0, editDistance(to: $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, count / 3) ? best.0 : nil
  }
}
