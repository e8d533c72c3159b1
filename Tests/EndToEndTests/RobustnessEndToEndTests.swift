import Foundation
import Lexicon
import Terminal
import TestSupport
import Testing

@testable import Storage

/// The program as a hostile world treats it: outputs that close, files it may not read,
/// settings that do not fit, junk typed at random, and kills at any moment (SPEC §5).
@Suite(.temporaryHome) struct RobustnessEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  var history: URL { process.home.appendingPathComponent("data/history.sqlite") }
  var settings: URL { process.home.appendingPathComponent("config/settings.plist") }

  /// Runs `wordgames` with its standard output going to `output` (`nil`: closed), and
  /// returns the exit status.
  func run(_ arguments: [String], input: [String], output: FileHandle?) throws -> Int32 {
    let child = Process()
    // A closed descriptor cannot be handed to `Process`: a shell closes it for us.
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments =
      ["-c", output == nil ? "exec \"$0\" \"$@\" >&-" : "exec \"$0\" \"$@\""]
      + [WordGamesProcess.binary.path] + arguments
    child.environment = process.environment
    let stdin = Pipe()
    child.standardInput = stdin
    child.standardOutput = output ?? FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.map { $0 + "\n" }.joined().utf8))
    try? stdin.fileHandleForWriting.close()
    child.waitUntilExit()
    return child.terminationStatus
  }

  // MARK: Outputs

  @Test func anOutputWhoseReaderLeftSavesTheGameAndExitsAsAFilterWould() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()  // like `| head -1` once it has its line
    let status = try run(
      ["evil", "--words", seedList, "--length", "4", "--new"], input: ["e", "a"],
      output: pipe.fileHandleForWriting)
    #expect([0, 141].contains(status))
    #expect(try process.savedSession(of: "evil") != nil)
  }

  @Test func aFullOrClosedOutputSavesTheGameAndExitsQuietly() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    for output in [full, nil] {
      try? process.removeSavedGames(of: "evil")
      let status = try run(
        ["evil", "--words", seedList, "--length", "4", "--new"], input: ["e"], output: output)
      #expect(status == 74)
      #expect(try process.savedSession(of: "evil") != nil)
    }
    // The closed output never became one of the game's files.
    let resumed = try process.run(["evil"], input: ["/quit"])
    #expect(resumed.errors.isEmpty)
    #expect(resumed.output.hasPrefix("Continuing your unfinished game"))
  }

  // MARK: Files that cannot be read

  /// Opens the home's folders to everyone, so that another user can play in them.
  func openFoldersToEveryone() throws {
    for folder in ["", "config", "data", "state", "cache"] {
      let url = process.home.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: url.path)
    }
  }

  /// Runs `wordgames` as a user that owns none of the home's files (as root, which may
  /// read anything, through `setpriv`).
  func runUnprivileged(_ arguments: [String], input: [String]) throws -> Run {
    guard getuid() == 0 else { return try process.run(arguments, input: input) }
    let wrapper = [
      "--reuid=65534", "--regid=65534", "--clear-groups", WordGamesProcess.binary.path,
    ]
    return try process.run(
      wrapper + arguments, input: input, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
  }

  /// Makes each state file in turn unreadable, and plays: it is reported, moved aside as it
  /// is (kept, not deleted), and play goes on from a fresh one (SPEC §5).
  @Test(arguments: ["settings", "history"])
  func anUnreadableFileIsReportedAndNeverReplacedUnseen(_ name: String) throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--seed", "9"]
    // Something in each file: a setting, a finished game, a game in progress.
    _ = try process.run(["settings", "set", "evil.guesses", "3"])
    _ = try process.run(arguments + ["--new"], input: ["e", "n"])
    _ = try process.run(arguments + ["--new"], input: ["/quit"])
    let file = ["settings": settings, "history": history][name]!
    let bytes = try Data(contentsOf: file)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    try openFoldersToEveryone()

    let run = try runUnprivileged(
      ["evil", "--words", seedList, "--length", "4"], input: ["e", "n"])
    #expect(run.status == 0)
    #expect(run.errors.contains("\(file.path) cannot be read (Permission denied)"))
    #expect(run.errors.contains("moved it to \(file.lastPathComponent).damaged-"))
    let folder = file.deletingLastPathComponent()
    let aside = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasPrefix("\(file.lastPathComponent).damaged-")
      })
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: folder.appendingPathComponent(aside).path)
    #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == bytes)
  }

  /// A word list gone between two games: the next game cannot start, says why, and the
  /// program ends as a command on that list would (66), not as a failure of its own.
  @Test func aWordListGoneBeforeTheNextGameEndsWithItsOwnStatus() throws {
    let (running, list) = try hangmanWithItsListGone(after: "cat", answered: "Play again?")
    try running.type("y")
    let run = running.finish()
    #expect(
      run.output.replacingOccurrences(of: "\n", with: " ").contains(
        "A new game cannot start: word list \(list): no such file."))
    #expect(run.status == 66)
  }

  /// The same at `/new`: the game the player agreed to give up goes on, neither abandoned
  /// nor recorded, and is saved when they leave.
  @Test func aWordListGoneBeforeNewLeavesTheGameToGoOn() throws {
    let (running, _) = try hangmanWithItsListGone(after: "c", answered: "Yes, there is one C.")
    try running.type("/new")
    try running.type("y")
    try running.waitForOutput(containing: "A new game cannot start")
    try running.type("/quit")
    let run = running.finish()
    #expect(run.output.contains("Abandon this game? [y/N] y\n"))
    #expect(!run.output.contains("recorded as abandoned"))
    #expect(run.output.contains("Game saved — 'wordgames hangman' continues it."))
    #expect(run.status == 0)
    #expect(process.history().isEmpty)
  }

  /// Hangman on a list of one word, started; the list is deleted once `move` has been
  /// answered with `answer`.
  private func hangmanWithItsListGone(after move: String, answered answer: String) throws
    -> (RunningProcess, list: String)
  {
    let list = try process.write("cat\n", to: "one.txt")
    let running = try process.start(["hangman", "--words", list, "--new"])
    try running.type(move)
    try running.waitForOutput(containing: answer)
    try FileManager.default.removeItem(atPath: list)
    return (running, list)
  }

  @Test func anUnreadableFileThatCannotBeMovedIsNeverWrittenOver() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1"]
    for _ in 1...3 { _ = try process.run(arguments + ["--new"], input: ["e", "n"]) }
    let bytes = try Data(contentsOf: history)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: history.path)
    try openFoldersToEveryone()
    let data = process.home.appendingPathComponent("data")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)

    let run = try runUnprivileged(arguments + ["--new"], input: ["e", "n"])
    #expect(run.status == 0)
    // Said once, as it is found; the game in progress it holds is not said again.
    #expect(run.errors.contains("leaving it as it is, and not saving over it"))
    #expect(run.errors.components(separatedBy: "history.sqlite").count == 2, "\(run.errors)")
    // `stats` reads: it says it cannot, and exits as a reader does.
    let stats = try runUnprivileged(["stats"], input: [])
    #expect(stats.status == 74)
    #expect(stats.errors.contains("\(history.path) cannot be read"))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: history.path)
    #expect(try Data(contentsOf: history) == bytes)
  }

  /// Another program holding the history's write lock: the player is told the game waits
  /// for it, and Ctrl-C ends the game within a second (it waited for the lock half a
  /// minute), saying what could not be saved; nothing is lost of what was saved before.
  @Test func aLockAnotherProgramHoldsNeverHoldsCtrlC() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "5", "--new"]
    #expect(try process.run(arguments, input: ["e", "/quit"]).status == 0)
    let holder = try process.database
    try holder.execute("BEGIN EXCLUSIVE")
    // Wide enough that no notice is wrapped.
    let playing = try PseudoTerminal(
      ["evil", "--words", seedList], environment: process.environment, columns: 300)
    #expect(playing.waitFor("Guess a letter"))
    playing.type("a\n")
    #expect(playing.waitFor("is in use by another program; waiting for it"))
    kill(playing.process.processIdentifier, SIGINT)
    // Within `exitStatus`'s 10 s, where the lock was waited for 30 s.
    #expect(playing.exitStatus() == 130)
    let shown = playing.shown.replacingOccurrences(of: "\r\n", with: " ")
    // The move is said not to be saved, and the game ends there: no answer, board or prompt
    // follows, as if it went on.
    #expect(shown.contains("(database is locked); not saved"))
    let after = try #require(shown.components(separatedBy: "waiting for it").last)
    #expect(!after.contains("Guess a letter") && !after.contains("EVIL HANGMAN"), "\(after)")
    #expect(!shown.contains("Game saved"))
    try holder.execute("ROLLBACK")
    // The game as it was saved before: one move, E.
    #expect(process.keptGames(of: "evil").map(\.moves) == [1])

    // Held as a game starts, with an unfinished game to continue: a signal ends the wait,
    // and no new game is drawn in its place.
    try holder.execute(
      "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; SELECT count(*) FROM games")
    let starting = try PseudoTerminal(
      ["evil", "--words", seedList], environment: process.environment, columns: 300)
    #expect(starting.waitFor("is in use by another program; waiting for it"))
    kill(starting.process.processIdentifier, SIGTERM)
    #expect(starting.exitStatus() == 143)
    #expect(!starting.shown.contains("EVIL HANGMAN"), "\(starting.shown)")
    try holder.execute("ROLLBACK")
  }

  @Test func anotherProgramsDatabaseIsSetAsideOnceAndEveryGameRecorded() throws {
    try FileManager.default.createDirectory(
      at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Database(path: history.path).execute("CREATE TABLE games (x)")
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
    let first = try process.run(arguments, input: ["e", "n"])
    #expect(
      first.errors.contains(
        "\(history.path) is damaged (its tables are not this program's); moved it to "
          + "history.sqlite.damaged-"))
    let second = try process.run(arguments, input: ["e", "n"])
    #expect(second.errors.isEmpty)
    let stats = try process.run(["stats"])
    #expect(stats.status == 0)
    #expect(WordGamesProcess.row("Evil Hangman", in: stats.output)?.dropFirst(2).first == "2")
  }

  /// A history readable by all in a folder only its owner may write (another user's home):
  /// read as it is, though SQLite cannot make its `-shm` there (SPEC §5); a game's move
  /// says once why nothing new is saved.
  @Test func aHistoryInAFolderItCannotWriteIsReadAsItIs() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
    for _ in 1...3 { _ = try process.run(arguments, input: ["e", "n"]) }
    try openFoldersToEveryone()
    let data = process.home.appendingPathComponent("data")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)
    let stats = try runUnprivileged(["stats"], input: [])
    #expect(stats.status == 0, "\(stats.errors)")
    #expect(stats.errors.isEmpty)
    #expect(WordGamesProcess.row("Evil Hangman", in: stats.output)?.dropFirst(2).first == "3")
    let game = try runUnprivileged(arguments, input: ["e", "n"])
    #expect(game.errors.contains("cannot write \(history.path) ("), "\(game.errors)")
    #expect(game.errors.contains("may not be written by this user); going on without saving"))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path)
    #expect(process.history().count == 3)
  }

  @Test(arguments: ["folder", "FIFO"])
  func aFolderOrFIFOWhereTheHistoryShouldBeIsMovedAside(kind: String) throws {
    let data = process.home.appendingPathComponent("data")
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    if kind == "folder" {
      try FileManager.default.createDirectory(
        atPath: history.path + "/inside", withIntermediateDirectories: true)
    } else {
      #expect(mkfifo(history.path, 0o600) == 0)
    }
    let run = try process.run(arguments, input: ["e", "n"])
    #expect(run.status == 0)
    #expect(
      run.errors.contains(
        "\(history.path) is damaged (it is not a regular file); moved it to "
          + "history.sqlite.damaged-"))
    #expect(process.history().count == 1)
    let aside = try FileManager.default.contentsOfDirectory(atPath: data.path)
      .filter { $0.hasPrefix("history.sqlite.damaged-") }
    #expect(aside.count == 1)
  }

  /// A folder or FIFO where the history's `-wal` or `-shm` should be: SQLite cannot open
  /// the history. The player is told so as the game starts (a game in progress there could
  /// not be continued), and once that it is not saved; it is played, and nothing is moved
  /// or lost.
  @Test(arguments: [("-wal", "folder"), ("-shm", "FIFO")])
  func aFolderOrFIFOWhereTheJournalShouldBeIsSQLitesToReport(suffix: String, kind: String)
    throws
  {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
    _ = try process.run(arguments, input: ["e", "n"])  // a database, closed
    let path = history.path + suffix
    if kind == "folder" {
      try FileManager.default.createDirectory(
        atPath: path + "/inside", withIntermediateDirectories: true)
    } else {
      #expect(mkfifo(path, 0o600) == 0)
    }
    let run = try process.run(arguments, input: ["e", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("You lost."))
    let errors = run.errors.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors.first?.hasPrefix("wordgames: \(history.path) cannot be read (") == true)
    #expect(errors.first?.hasSuffix("; a new game starts") == true)
    #expect(errors.last?.hasPrefix("wordgames: cannot write \(history.path) (") == true)
    #expect(errors.last?.hasSuffix("going on without saving") == true)
    try FileManager.default.removeItem(atPath: path)
    #expect(process.history().count == 1)
  }

  /// A page of an index overwritten: SQLite finds the history damaged, and it is moved
  /// aside whole, as it was found, for a fresh one.
  @Test func aDamagedIndexIsMovedAsideWhole() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
    for _ in 1...3 { _ = try process.run(arguments, input: ["e", "n"]) }
    let database = try process.database
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let page = try database.prepare(
      "SELECT rootpage FROM sqlite_schema WHERE name = 'games_by_game'")
    _ = try page.step()
    let offset = UInt64((page.int("rootpage") - 1) * 4096)
    let file = try FileHandle(forWritingTo: history)
    try file.seek(toOffset: offset)
    try file.write(contentsOf: Data(repeating: 0xA5, count: 4096))
    try file.close()
    let damaged = try Data(contentsOf: history)

    let stats = try process.run(["stats"])
    #expect(stats.status == 0)
    #expect(stats.errors.contains("is damaged (database disk image is malformed); moved it to"))
    let folder = history.deletingLastPathComponent()
    let aside = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first {
          $0.hasPrefix("history.sqlite.damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        })
    #expect(try Data(contentsOf: folder.appendingPathComponent(aside)) == damaged)
  }

  // MARK: Saves play could not have made

  /// Each game's save, changed in one field to what no command line and no play could
  /// have made: an option out of its range, an opening no start draws, a line the rules
  /// refuse, a number no play reaches. It is damage, reported and set aside, and a fresh
  /// game starts.
  @Test func aSaveTheCommandLineCouldNotHaveMadeIsDamage() throws {
    typealias Change = (inout [String: Any]) -> Void
    let evil = ["evil", "--words", seedList, "--length", "4"]
    let ghost = ["ghost", "--players", "Ann,Bob"]
    let twoLengths = try process.write("bear\nboar\nhorse\nmoose\n", to: "two-lengths.txt")
    let sixes = ["hangman", "--min-length", "6", "--max-length", "6"]
    let cases: [(name: String, arguments: [String], moves: [String], change: Change?)] = [
      ("hangman, untouched", ["hangman"], ["e"], nil),
      ("hangman, an id", ["hangman"], ["e"], { Self.set(&$0, "basics", "id", "not-a-uuid") }),
      (
        "hangman, a word of two", ["hangman"], ["e"],
        { Self.set(&$0, "opening", "secret", "TWO WORDS") }
      ),
      (
        "hangman, a secret no player could type", ["hangman", "--two-player"], ["abc def", "e"],
        { Self.set(&$0, "opening", "secret", "R2D2 ROBOT") }
      ),
      ("hangman, 99 misses", ["hangman"], ["e"], { Self.set(&$0, "options", "guesses", 99) }),
      (
        "hangman, a word for a phrase", sixes, ["e"],
        { Self.set(&$0, "options", "phrases", true) }
      ),
      (
        "hangman, a letter tried twice", ["hangman"], ["e"],
        { Self.set(&$0, "basics", "moves", ["e", "E"]) }
      ),
      ("evil, untouched", evil, ["e"], nil),
      ("evil, an id", evil, ["e"], { Self.set(&$0, "basics", "id", "x") }),
      ("evil, a length with no words", evil, ["e"], { Self.set(&$0, "opening", "length", 9) }),
      (
        "evil, another length than the one asked for",
        ["evil", "--words", twoLengths, "--length", "4"], ["e"],
        { Self.set(&$0, "opening", "length", 5) }
      ),
      ("evil, a line that is no move", evil, ["e"], { Self.set(&$0, "basics", "moves", ["7"]) }),
      (
        "evil, a command that is no line", evil, ["e"],
        { Self.set(&$0, "basics", "moves", ["/quit"]) }
      ),
      (
        "evil, a time spent past a century", evil, ["e"],
        { Self.set(&$0, "basics", "secondsSpent", 1e12) }
      ),
      ("ghost, untouched", ghost, ["a"], nil),
      ("ghost, one name twice", ghost, ["a"], { Self.set(&$0, "options", "players", "Ann,Ann") }),
      ("ghost, names alike", ghost, ["a"], { Self.set(&$0, "options", "players", "ann,ANN") }),
      ("ghost, a name padded", ghost, ["a"], { Self.set(&$0, "options", "players", " Ann,Bob") }),
      ("ghost, an id", ghost, ["a"], { Self.set(&$0, "basics", "id", "42") }),
      ("ghost, a third player", ghost, ["a"], { Self.set(&$0, "opening", "firstPlayer", 2) }),
      (
        "ghost, a tally no run reaches", ghost, ["a"],
        { Self.set(&$0, "opening", "roundsWon", [Int.max, 0]) }
      ),
      (
        "ghost, a letter at the start", ghost, ["a"], { Self.set(&$0, "basics", "moves", ["<a"]) }
      ),
      (
        "evil, a challenge no code has", evil, ["e"],
        { Self.set(&$0, "basics", "challenge", "K7Q2M-\u{1B}[2J") }
      ),
    ]
    for (name, arguments, moves, change) in cases {
      let game = arguments[0]
      _ = try process.run(arguments + ["--new"], input: moves + ["/quit"])
      let saved = try #require(try process.savedSession(of: game), "\(name)")
      var session = try #require(
        try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any], "\(name)")
      change?(&session)
      let changed = try JSONSerialization.data(withJSONObject: session)
      try process.replaceSavedSession(of: game, with: String(decoding: changed, as: UTF8.self))

      let run = try process.run([game], input: ["/quit"])
      #expect(run.status == 0, "\(name)")
      if change == nil {
        #expect(run.errors.isEmpty, "\(name): \(run.errors)")
        #expect(run.output.hasPrefix("Continuing your unfinished game"), "\(name)")
      } else {
        #expect(run.errors.contains("unfinished \(game) game "), "\(name): \(run.errors)")
        #expect(run.errors.hasSuffix(" (remove that file to be rid of it)\n"), "\(name)")
        #expect(!run.output.contains("Continuing your unfinished game"), "\(name)")
      }
      // The next case starts where no game is saved.
      try process.removeSavedGames(of: game)
    }
  }

  /// Sets `plist[outer][inner]` to `value`.
  static func set(_ plist: inout [String: Any], _ outer: String, _ inner: String, _ value: Any) {
    var nested = plist[outer] as? [String: Any] ?? [:]
    nested[inner] = value
    plist[outer] = nested
  }

  // MARK: Settings

  /// A length setting holds for every language, so it takes the lengths every bundled list
  /// has words of (read here from the lists themselves), whatever number is typed.
  @Test func aLengthSettingEveryBundledListHasIsTakenAndNoOther() throws {
    var common = Set(1...WordList.maximumWordLength)
    for language in Language.all {
      let file = WordGamesProcess.wordsFolder.appendingPathComponent(language.fullListFile)
      let words = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil)
          as? [String])
      common.formIntersection(words.compactMap { language.alphabet.codes(of: $0)?.count })
    }
    let allowed =
      "a length every language's list has words of: \(common.sorted().rangesDescription)"
    let longest = try #require(common.max())
    for length in ["0", String(longest + 1), "45", "99", "seven", ""] {
      let refused = try process.run(["settings", "set", "evil.length", length])
      #expect(refused.status == 64)
      #expect(refused.errors.contains(allowed), "\(length)")
    }
    #expect(try process.run(["settings", "set", "evil.length", String(longest)]).status == 0)
  }

  @Test func aSettingTheListCannotUseIsReportedAndTheDefaultPlayed() throws {
    // Set by hand for a list that lacks it: the game starts all the same.
    _ = try process.write(
      "<plist version=\"1.0\"><dict><key>evil.length</key><string>30</string></dict></plist>\n",
      to: "config/settings.plist")
    let first = try process.run(["evil", "--new", "--seed", "1"], input: ["/quit"])
    #expect(first.status == 0)
    #expect(
      first.errors.contains("English has no words of 30 letters (only 1–24); playing 7 letters"))
    #expect(first.output.contains("EVIL HANGMAN · English · 7 letters"))
    // Set during a game, a length the lists lack is refused and the game goes on.
    let during = try process.run(
      ["evil", "--new", "--seed", "1"],
      input: ["e", "/settings", "evil.length 99", "", "/new", "y", "/quit"])
    #expect(during.status == 0)
    #expect(during.output.contains("a length every language's list has words of"))
    let later = try process.run(["evil", "--new"], input: ["/quit"])
    #expect(later.status == 0)
    #expect(later.errors.contains("change it with 'wordgames settings set evil.length N'"))
    #expect(later.output.contains("EVIL HANGMAN · English · 7 letters"))
  }

  @Test func aLengthTheListLacksNamesTheListsRealRangeWhateverTheValue() throws {
    for length in ["0", "30", "-4"] {
      let run = try process.run(["evil", "--length", length])
      #expect(run.status == 64)
      #expect(run.errors.contains("expected a whole number from 1 to 24"))
    }
  }

  @Test func junkInTheSettingsFileIsReported() throws {
    _ = try process.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>evil.guesses</key><string>99</string></dict></plist>
      """, to: "config/settings.plist")
    let run = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["/quit"])
    #expect(run.errors.contains("settings.plist has an invalid value '99' for evil.guesses"))
    #expect(run.output.contains("6 misses allowed"))
  }

  @Test func numbersAndTruthValuesWrittenByHandAreReadAsTheirText() throws {
    _ = try process.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>evil.guesses</key><integer>8</integer>
      <key>evil.show-remaining</key><true/><key>color</key><array/></dict></plist>
      """, to: "config/settings.plist")
    let run = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["/quit"])
    #expect(run.output.contains("8 misses allowed"))
    // A value no setting takes is that setting's problem alone, not damage to the file.
    #expect(run.errors.contains("settings.plist has an invalid value '<array>' for color"))
    #expect(!run.errors.contains("damaged"))
    let shown = try process.run(["settings", "get", "evil.show-remaining"])
    #expect(shown.output == "on\n")
  }

  // MARK: Fuzz and kills

  /// Lines no game takes as a move, and a few it does, so that games move on too.
  static let junkLines: [[UInt8]] =
    [
      "", " ", "ab", "1", "é", "e\u{301}", "?", "/", "//", "/bogus", "/help", "/help me",
      "/HELP", "/ quit", "/settings", "/settings x", "/settings hangman.guesses 99",
      "evil.length abc", "evil.length 99", "color purple", "/new extra", "/quit now", "/lang",
      "/lang xx", "/lang en nl", "/hint 3", "e e", "--length", "ZZ", "\t", "\u{7F}",
      "\u{1B}[2J\u{1B}[H", "🙂", "👍🏽", "ÅNGSTRÖM", "e", " a ", "S", "y", "n",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE], [0xC3], [0x00, 0x41], [0x0D], [0x00]]

  /// Seeded junk for one run: lines of every kind, ending at a random point (in the middle
  /// of a line, or of a character, as often as not).
  static func junk(using generator: inout SplitMix64) -> [UInt8] {
    var input: [UInt8] = []
    for _ in 0..<Int.random(in: 1...30, using: &generator) {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0, 1:
        input += (0..<Int.random(in: 1...40, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
      case 2:
        input += Array(repeating: UInt8(ascii: "x"), count: 200_000)
      case 3:
        input += Array(
          repeating: UInt8(ascii: "y"), count: Int.random(in: 1...5000, using: &generator))
      default:
        input += junkLines.randomElement(using: &generator)!
      }
      input.append(0x0A)
    }
    return Array(input.prefix(Int.random(in: input.count / 2...input.count, using: &generator)))
  }

  @Test(arguments: GameMode.all)
  func junkOfEveryKindNeverCrashesNorDamagesAnything(_ mode: GameMode) throws {
    var generator = SplitMix64(seed: mode.seed)
    for run in 1...10 {
      // Half the two-player games get a valid secret first; the rest type junk at it too.
      let setup = run.isMultiple(of: 2) ? mode.setup.map { Array(($0 + "\n").utf8) } : []
      let input = setup.joined() + Self.junk(using: &generator)
      let played = try process.run(mode.arguments + ["--new"], bytes: Data(input))
      #expect(played.status == 0, "run \(run)")
      #expect(!played.errors.contains("damaged"), "run \(run): \(played.errors)")
      let isSaved = process.keptGames(of: mode.game).contains { $0.status == .playing }
      let resumed = try process.run([mode.game], input: ["/quit"])
      #expect(resumed.status == 0, "run \(run)")
      #expect(!resumed.errors.contains("damaged"), "run \(run): \(resumed.errors)")
      #expect(
        resumed.output.hasPrefix("Continuing your unfinished game") == isSaved,
        "run \(run): \(resumed.output.prefix(200))")
    }
    #expect(try process.integrity() == "ok")
  }

  /// Every property list in the home decodes.
  func expectEveryPropertyListWhole(_ comment: Comment) {
    for folder in ["config", "state"] {
      let url = process.home.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      where name.hasSuffix(".plist") {
        #expect(throws: Never.self, "\(comment): \(name)") {
          try PropertyListSerialization.propertyList(
            from: Data(contentsOf: url.appendingPathComponent(name)), format: nil)
        }
      }
    }
  }

  /// Kills each game at points the seed picks: once the answer to a move shows (the move is
  /// saved by then), or once the game has ended (it is recorded by then). The files stay
  /// whole, the game continues from exactly the screen it last showed, and the history
  /// holds one row per game played: the ended ones, and each one in play given up by the
  /// next run's `--new` (but where every game is kept: there, each game keeps every move
  /// answered, and one in play stays to be continued).
  @Test(arguments: GameMode.all)
  func killsAtAnsweredMovesAndAtGameEndsLoseNothing(_ mode: GameMode) throws {
    var generator = SplitMix64(seed: mode.seed)
    let runs = 4
    var killedInPlay = false
    var ended = 0
    for run in 1...runs {
      let running = try process.start(mode.arguments + ["--new"])
      for line in mode.setup { try running.type(line) }
      // The last run always plays to the end; the others stop after a few answers.
      let answers = run == runs ? Int.max : Int.random(in: 1...4, using: &generator)
      var answered = 0
      var isOver = false
      #expect(running.waitForOutput { $0.contains(mode.movePrompt) }, "run \(run)")
      for move in mode.moves(using: &generator) where answered < answers && !isOver {
        try running.type(move)
        answered += 1
        let prompts = answered + 1
        #expect(
          running.waitForOutput {
            $0.contains(mode.endPrompt)
              || $0.components(separatedBy: mode.movePrompt).count > prompts
          }, "run \(run), move \(answered)")
        isOver = running.shown.contains(mode.endPrompt)
      }
      kill(running.process.processIdentifier, SIGKILL)
      let killed = running.finish()
      killedInPlay = !isOver
      if isOver { ended += 1 }

      #expect(try process.integrity() ?? "ok" == "ok", "run \(run)")
      expectEveryPropertyListWhole("run \(run)")
      if mode.keepsEveryGame {
        // This run's game is the newest, with every move answered, over if it ended.
        let game = try #require(process.keptGames(of: mode.game).max { $0.number < $1.number })
        #expect(game.moves == answered, "run \(run)")
        #expect((game.status != .playing) == isOver, "run \(run)")
      }
      let resumed = try process.run([mode.game], input: ["/quit"])
      #expect(resumed.errors.isEmpty, "run \(run): \(resumed.errors)")
      if isOver, mode.isContinuedByTheNext {
        // A match's next round, saved as its last one ended.
        #expect(resumed.output.hasPrefix("Continuing your unfinished game"), "run \(run)")
      } else if isOver {
        // Where every game is kept, an older one in play may be continued instead.
        if !mode.keepsEveryGame {
          #expect(!resumed.output.hasPrefix("Continuing"), "run \(run)")
        }
      } else {
        #expect(resumed.output.hasPrefix("Continuing your unfinished game"), "run \(run)")
        let screen = try #require(mode.lastScreen(in: killed.output), "run \(run)")
        #expect(resumed.output.contains(screen), "run \(run): \(screen)\n---\n\(resumed.output)")
      }
    }
    let games = process.history()
    if mode.keepsEveryGame {
      // The games that ended; none in play is given up.
      #expect(games.count == ended)
      let kept = process.keptGames(of: mode.game)
      #expect(Set(kept.map(\.number)).count == kept.count)
      #expect(kept.count { $0.status != .playing } == ended)
    } else {
      // Each run's game, less the last one's if it is still in play. After a game that
      // ended, the resuming run saves a fresh game nobody moves in: the next run's --new
      // drops it without a record.
      #expect(games.count == runs - (killedInPlay ? 1 : 0))
    }
    #expect(Set(games.map(\.id)).count == games.count)
  }

  /// Kills Evil Hangman the moment a move is typed, at moves the seed picks, so that kills
  /// land while a move is saved, a game recorded, its save removed, the next one begun.
  @Test func killsInTheMiddleOfMovesLeaveEveryFileWhole() throws {
    var generator = SplitMix64(seed: 143)
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1"]
    var finished = 0
    let runs = 30
    for run in 1...runs {
      let running = try process.start(arguments + (run == 1 ? ["--new"] : []))
      #expect(running.waitForOutput { $0.contains("Guess a letter") }, "run \(run)")
      // Games that end in a guess or two, one after another.
      for (index, move) in ["e", "y", "a", "y", "r", "y", "u"].enumerated()
      where index < Int.random(in: 1...7, using: &generator) {
        try running.type(move)
      }
      kill(running.process.processIdentifier, SIGKILL)
      let killed = running.finish()
      finished += killed.output.components(separatedBy: "Play again?").count - 1
      #expect(try process.integrity() ?? "ok" == "ok", "run \(run)")
      expectEveryPropertyListWhole("run \(run)")
    }
    let resumed = try process.run(["evil"], input: ["/quit"])
    #expect(resumed.status == 0)
    #expect(!resumed.errors.contains("damaged"), "\(resumed.errors)")
    // Each game whose end was shown is recorded, once; no run records more than it played
    // (its games, and the one of an earlier run it may have given up).
    let games = process.history()
    #expect(Set(games.map(\.id)).count == games.count)
    #expect(games.filter { $0.outcome != .abandoned }.count >= finished)
    #expect(games.count <= finished + runs)
  }

  // MARK: Many at once

  /// 16 players finishing at once, again and again, on a new history, on one left in the
  /// rollback journal of an earlier version, and on a damaged one, with `stats` reading
  /// beside them: every game is recorded once, `stats` never fails, and the damaged
  /// history is set aside once, by one of them.
  @Test(arguments: ["a new home", "an old history", "a damaged history"])
  func sixteenGamesEndingAtOnceAreAllRecorded(_ start: String) throws {
    let busy = try BusyMachine(processes: 1)
    let arguments = ["hangman", "--words", seedList, "--guesses", "1", "--new"]
    var recorded = 0
    for round in 1...6 {
      switch start {
      case "a new home":
        try? FileManager.default.removeItem(at: history.deletingLastPathComponent())
        recorded = 0
      case "an old history" where FileManager.default.fileExists(atPath: history.path):
        try Database(path: history.path).execute("PRAGMA journal_mode = DELETE")
      case "a damaged history" where round == 1:
        _ = try process.write(String(repeating: "damaged ", count: 1024), to: "data/history.sqlite")
      default:
        break
      }
      let players = try (1...16).map { _ in try process.start(arguments) }
      let readers = try (1...2).map { _ in try process.start(["stats"]) }
      for player in players { try player.type("z\nn") }  // a miss: the game is lost
      var reports: [String] = []
      for player in players {
        let run = player.finish()
        #expect(run.status == 0, "round \(round): \(run.errors)")
        if !run.errors.isEmpty { reports.append(run.errors) }
      }
      for reader in readers {
        let run = reader.finish()
        #expect(run.status == 0, "round \(round), stats: \(run.errors)")
        if !run.errors.isEmpty { reports.append(run.errors) }
      }
      let setAside = start == "a damaged history" && round == 1
      #expect(reports.count == (setAside ? 1 : 0), "round \(round): \(reports)")
      if setAside {
        #expect(reports.first?.contains("moved it to history.sqlite.damaged-") == true)
      }
      recorded += 16
      #expect(process.history().count == recorded, "round \(round)")
    }
    let kept = try FileManager.default.contentsOfDirectory(
      atPath: history.deletingLastPathComponent().path
    ).filter {
      $0.hasPrefix("history.sqlite.damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
    }
    #expect(kept.count == (start == "a damaged history" ? 1 : 0))
    withExtendedLifetime(busy) {}
  }
}
