import Foundation
import Lexicon
import Storage

/// Word-list loading (SPEC §6): the one decoding of a list, a load from its cache index,
/// against a plain `PropertyListSerialization` decode, and the whole `wordgames words`
/// process.
enum LoadBenchmark {
  static let files =
    ["english.plist", "english-common.plist"] + Language.all.dropFirst().map(\.fullListFile)

  static func url(of file: String) -> URL {
    try! WordListLocator().url(forFile: file)
  }

  /// Where the cached loads keep their indexes.
  static let cacheFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordgames-bench-cache")

  static func run() {
    print("Word lists: load time and peak memory, median of 5 runs, each in its own process")
    print("(parse: the loader's decoding; cached: from the index a parse leaves in the cache;")
    print(" plist: a plain PropertyListSerialization decode, the reference)")
    let widths = [22, 8, 9, 9, 10, 10, 10, 10, 9]
    let header = [
      "words", "parse ms", "parse MB", "cached ms", "cached MB", "plist ms", "plist MB",
      "speed-up",
    ]
    printRow("list", header, widths: widths)
    defer { try? FileManager.default.removeItem(at: cacheFolder) }
    for file in files {
      let path = url(of: file).path
      let parse = Measurement.child(["load-fast", path])
      _ = Measurement.child(["load-cached", path], runs: 1)  // leaves the index behind
      let cached = Measurement.child(["load-cached", path])
      let reference = Measurement.child(["load-reference", path])
      let figures = [parse, cached, reference].flatMap {
        [format($0.milliseconds), format($0.peakMegabytes)]
      }
      let speedUp = String(format: "%.0f×", reference.milliseconds / cached.milliseconds)
      printRow(file, ["\(parse.count)"] + figures + [speedUp], widths: widths)
    }
    print()
    print("Prefix tree of every word, median of 5 runs, each in its own process: a cached")
    print("load, then the tree built in one pass over the words in alphabetical order (Ghost")
    print("builds only the fragments play can reach: see its section)")
    printRow("list", ["nodes", "load ms", "+ tree ms", "peak MB"], widths: [22, 10, 9, 10, 9])
    for file in ["english.plist", "dutch.plist"] {
      let path = url(of: file).path
      _ = Measurement.child(["load-cached", path], runs: 1)
      let load = Measurement.child(["load-cached", path])
      let tree = Measurement.child(["prefix-tree", path])
      let figures = [format(load.milliseconds), format(tree.milliseconds - load.milliseconds)]
      printRow(
        file, ["\(tree.count)"] + figures + [format(tree.peakMegabytes)],
        widths: [22, 10, 9, 10, 9])
    }
    print()
    print("Whole process, median of 11 runs (SPEC §6: under 60 ms, under 32 MB)")
    let binaries = Measurement.binaries
    if binaries.count > 1 {
      printRow("", ["runtime inside", "shared runtime"], widths: [28, 20, 24])
    }
    let processes: [(String, [String])] = [
      ("wordgames --version", ["--version"]),
      ("wordgames words", ["words"]),
      ("wordgames words --lang nl", ["words", "--lang", "nl"]),
      // A meaning, found through its base form, and a word with none: what showing one
      // costs is the difference from --version (SPEC §3.6: under 20 ms).
      ("wordgames define geese", ["define", "geese"]),
      ("wordgames define unchurchly", ["define", "unchurchly"]),
    ]
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordgames-bench")
    setenv("WORDGAMES_HOME", home.path, 1)
    defer { try? FileManager.default.removeItem(at: home) }
    for (name, arguments) in processes {
      let figures = binaries.map { Measurement.process(arguments, binary: $0) }
      let cells = figures.flatMap {
        [format($0.milliseconds) + " ms", format($0.peakMegabytes) + " MB"]
      }
      printRow(name, cells, widths: [28, 10, 10, 14, 10])
    }
    print()
    print("Launch to the first prompt of a new game, median of 11 runs (SPEC §6: under 60 ms;")
    print("issue 65: within twice --version, timed the same way, to its line)")
    if binaries.count > 1 { printRow("", ["inside", "shared"], widths: [36, 10, 14]) }
    let versions = binaries.map {
      Measurement.timeToOutput(["--version"], marker: "wordgames ", binary: $0)
    }
    printRow("wordgames --version", versions.map { format($0) + " ms" }, widths: [36, 10, 14])
    for (name, arguments) in [
      ("wordgames hangman", ["hangman", "--new"]),
      ("wordgames hangman --difficulty 10", ["hangman", "--new", "--difficulty", "10"]),
      ("wordgames evil", ["evil", "--new"]),
      ("wordgames ghost --computer perfect", ["ghost", "--new", "--computer", "perfect"]),
    ] {
      // Hangman asks "Guess a letter, or…", Evil "Guess a letter: ", Ghost "Add a letter: " against the computer.
      let times = binaries.map {
        Measurement.timeToOutput(arguments, marker: " a letter", binary: $0)
      }
      let cells = zip(times, versions).map { format($0) + " ms " + format($0 / $1) + "×" }
      printRow(name, cells, widths: [36, 16, 14])
    }
    print()
    languages(version: versions[0])
    print()
    print("Ghost: from the person's first letter to the computer's reply, median of 11 runs")
    print("(SPEC §6: the solved game is read from the cache folder, built on a first run)")
    for language in ["en", "nl"] {
      let milliseconds = Measurement.timeToOutput(
        ["ghost", "--new", "--computer", "perfect", "--lang", language], marker: "computer adds",
        typing: "t", waitingFor: "Add a letter: ")
      printRow(
        "wordgames ghost --lang \(language)", [format(milliseconds) + " ms"], widths: [36, 10])
    }
  }

  /// Every game in every language of the table: launch to the first prompt (the static
  /// binary), and the peak memory of a process that starts a game and finds no input.
  static func languages(version: Double) {
    print("Every language: launch to the first prompt, median of 11 runs, and peak memory")
    print("(issue 52: at most 15 ms and under 26 MB; Ghost against the perfect computer;")
    print(" issue 65: within twice --version's \(format(version)) ms to its line, timed alike)")
    let games: [(name: String, arguments: [String], marker: String)] = [
      ("hangman", ["hangman"], " a letter"), ("evil", ["evil"], " a letter"),
      ("codebreaker", ["codebreaker"], "Attempt 1 of"),
      ("ghost", ["ghost", "--computer", "perfect"], "Add a letter"),
    ]
    let widths = [12] + Array(repeating: 16, count: games.count)
    printRow("", games.map(\.name), widths: widths)
    for language in Language.all {
      let cells = games.map { game in
        let arguments = game.arguments + ["--new", "--lang", language.code]
        let milliseconds = Measurement.timeToOutput(arguments, marker: game.marker)
        let peak = Measurement.process(arguments).peakMegabytes
        return "\(format(milliseconds)) ms \(format(peak)) MB"
      }
      printRow(language.name, cells, widths: widths)
    }
  }

  @Sendable static func loadReference(_ arguments: [String]) -> Int {
    guard let path = arguments.first, let data = FileManager.default.contents(atPath: path),
      let words = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String],
      !words.isEmpty
    else { fatalError("cannot decode \(arguments)") }
    return words.count
  }
}

extension WordList {
  /// The list at the path in `arguments`, through the bench's cache folder if `cached`.
  init(contentsOf arguments: [String], cached: Bool) {
    let cache = WordListCache(folder: LoadBenchmark.cacheFolder) { chunks, url in
      try Store.writeAtomically(chunks, to: url)
    }
    guard let path = arguments.first,
      let list = try? WordList(
        contentsOf: URL(fileURLWithPath: path), alphabet: Self.alphabet(ofFile: path),
        cache: cached ? cache : nil)
    else { fatalError("cannot load \(arguments)") }
    self = list
  }

  /// The alphabet of the language a bundled list is of, by its file's name.
  static func alphabet(ofFile path: String) -> Alphabet {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let language = Language.all.first { language in
      [language.fullListFile, language.largeListFile, language.commonListFile].contains(name)
    }
    return language?.alphabet ?? .latin
  }
}
