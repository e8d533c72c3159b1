import Foundation
import Remote
import Testing

@testable import Storage

/// A host that lies (issue 50): the test process listens as a host would, and the built
/// binary joins it. Whatever the host sends, the joiner's history, statistics and terminal
/// stay sound, and Ctrl-C ends the joiner.
@Suite(.temporaryHome, .serialized) struct HostileHostEndToEndTests {
  let joiner: WordGamesProcess
  let listener: Listener

  static let code = JoinCode(typed: "K7Q2M9A")!

  init() throws {
    joiner = try WordGamesProcess()
    listener = try Listener(at: NetworkAddress(host: "127.0.0.1", port: 0), code: Self.code)
  }

  /// The joiner, started and let in: its process and the host's end of the connection.
  func join(input: [String] = []) throws -> (RunningProcess, Connection) {
    let running = try joiner.start(["join", "127.0.0.1:\(listener.port)", "\(Self.code)"])
    for line in input { try running.type(line) }
    let arrival = listener.awaitJoiner(timeout: 10_000)
    guard case .joined(let connection) = arrival else {
      Issue.record("the joiner never came: \(arrival)")
      throw CancellationError()
    }
    return (running, connection)
  }

  /// A Ghost round as a host sends it, from the joiner's side, with `changes` made.
  static func record(_ changes: (inout GameRecord) -> Void = { _ in }) -> String {
    var record = GameRecord(
      id: UUID().uuidString, game: "ghost", language: "en", outcome: .won, guesses: 5,
      incorrectGuesses: 0, word: "CATS", startedAt: Date(timeIntervalSince1970: 1_000),
      endedAt: Date(timeIntervalSince1970: 1_060), secondsSpent: 30,
      fields: [
        "ghost_player_one": "Bob", "ghost_player_two": "Ann", "ghost_winner": "Bob",
        "ghost_hints": 0, "ghost_in_match": 0, "ghost_super": 0,
      ])
    changes(&record)
    let json = String(decoding: try! JSONEncoder().encode(record), as: UTF8.self)
    return "=" + json + "\n"
  }

  /// Plays one move of the joiner's: asks, and waits for it.
  func move(on connection: Connection) throws {
    try connection.send(">Your move.\n?\n")
    #expect(connection.receiveLine(timeout: 10_000) == .line("c"))
  }

  @Test func aHostCanNeitherBreakTheStatisticsNorFillTheHistory() throws {
    let (running, connection) = try join(input: ["c"])
    // Before any move of the joiner's, no game is kept, however many are sent.
    try connection.send(Self.record() + Self.record())
    try move(on: connection)
    // Numbers no game has, names no player could have, then one sound game, a thousand
    // times over: only the sound one is kept, once.
    try connection.send(
      Self.record { $0["ghost_hints"] = .integer(.max) }
        + Self.record { $0.guesses = .max }
        + Self.record { $0["ghost_player_one"] = "\u{1B}]0;owned\u{7}" }
        + Self.record { $0["ghost_player_one"] = "Bob\u{85}" }
        + Self.record { $0["ghost_winner"] = "Eve" }
        + String(repeating: Self.record(), count: 1_000) + ".\n")
    connection.shutDown()
    let run = running.finish()
    #expect(run.status == 0, "\(run.errors)")
    let games = joiner.history()
    #expect(games.count == 1)
    #expect(games.first?["ghost_player_one"] == "Bob")
    for arguments in [["stats"], ["stats", "--json"], ["stats", "--game", "ghost"]] {
      let stats = try joiner.run(arguments)
      #expect(stats.status == 0, "\(arguments): \(stats.errors)")
      #expect(!stats.output.contains("\u{1B}"), "\(arguments)")
    }
  }

  /// What is in the database already (another program's, or changed by hand) is added up
  /// without overflowing, and shown without its escapes.
  @Test func statsAddsUpWhateverTheDatabaseHolds() throws {
    let (running, connection) = try join(input: ["c"])
    try move(on: connection)
    try connection.send(Self.record() + ".\n")
    connection.shutDown()
    #expect(running.finish().status == 0)
    try joiner.database.execute(
      """
      INSERT INTO games SELECT NULL, game_id || '-2', game, language, outcome, length,
        guess_limit, difficulty, 9223372036854775807, incorrect_guesses, word, started_at,
        ended_at, seconds_spent,
        json_set(details, '$.ghost_hints', 9223372036854775807,
          '$.ghost_player_one', char(27) || ']52;c;aGk=' || char(7) || 'Bob' || char(133))
      FROM games;
      """)
    for arguments in [["stats"], ["stats", "--json"], ["stats", "--game", "ghost"]] {
      let stats = try joiner.run(arguments)
      #expect(stats.status == 0, "\(arguments): \(stats.errors)")
      #expect(!stats.output.contains("\u{1B}]"), "\(arguments)")
      #expect(!stats.output.contains("\u{85}"), "\(arguments)")
    }
  }

  @Test func whatAHostSendsReachesTheTerminalCleaned() throws {
    let (running, connection) = try join()
    try connection.send(
      ">\u{1B}[1mbold\u{1B}[0m \u{1B}]0;title\u{7}\u{1B}]52;c;aGk=\u{7}\u{9B}2J\u{85}"
        + "\u{202E}right\u{2066}left\u{1B}[H\u{1B}[2Jend\n.\n")
    connection.shutDown()
    let run = running.finish()
    #expect(
      run.output.contains(
        "\u{1B}[1mbold\u{1B}[0m ]0;title]52;c;aGk=2Jrightleft\u{1B}[H\u{1B}[2Jend"))
    for kept in ["\u{1B}]", "\u{7}", "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}"] {
      #expect(!run.output.contains(kept))
    }
  }

  /// A host streaming frames as fast as it can cannot hold the joiner: Ctrl-C ends it
  /// (before, its filter took minutes over what came, and the signal waited). The host
  /// stops by itself after a bounded stream, so that a joiner that ignored the signal
  /// ends with another status rather than never.
  @Test func aHostThatNeverStopsSendingCannotHoldTheJoiner() throws {
    let (running, connection) = try join()
    nonisolated(unsafe) let streaming = connection
    let thread = Thread {
      let frame = String(repeating: ">" + String(repeating: "flood ", count: 150) + "\n", count: 64)
      for _ in 0..<4_000 {
        guard (try? streaming.send(frame, timeout: 2_000)) != nil else { break }
      }
      streaming.shutDown()
    }
    thread.start()
    #expect(running.waitForOutput(seconds: 30) { $0.contains("flood flood") })
    kill(running.process.processIdentifier, SIGINT)
    let run = running.finish()
    #expect(run.status == 130)
    #expect(
      run.output.hasSuffix("You left; the host keeps the game, and the same line joins it again.\n")
    )
  }
}
