import Foundation

/// Which recorded games a figure counts: every field that is set narrows it (SPEC §4).
public struct HistoryFilter: Codable, Sendable, Equatable {
  /// The command of the game: `evil`, `ghost`, …
  public var game: String?
  public var length: Int?
  public var guessLimit: Int?
  public var difficulty: Int?
  /// The language code (`en`, `nl`) or `--words` path the games were played with.
  public var language: String?
  /// Only games that ended at or after this moment.
  public var since: Date?
  /// Only games played from a challenge code.
  public var challenges = false

  /// Every game: the options narrow it field by field.
  public init() {}

  /// The condition on the `games` table (named `g`), with its values to bind in order: the
  /// SQL holds only `?` placeholders, never a value.
  var condition: (sql: String, values: [Statement.Value]) {
    var clauses = ["1"]
    var values: [Statement.Value] = []
    func add(_ clause: String, _ value: Statement.Value?) {
      guard let value else { return }
      clauses.append(clause)
      values.append(value)
    }
    add("g.game = ?", game.map { .text($0) })
    add("g.length = ?", length.map { .integer($0) })
    add("g.guess_limit = ?", guessLimit.map { .integer($0) })
    add("g.difficulty = ?", difficulty.map { .integer($0) })
    add("g.language = ?", language.map { .text($0) })
    add("g.ended_at >= ?", since.map { .real($0.timeIntervalSince1970) })
    add(
      "json_extract(g.details, ?) IS NOT NULL",
      challenges ? .text("$.\(HistoryColumn.challenge.name)") : nil)
    return (clauses.joined(separator: " AND "), values)
  }
}
