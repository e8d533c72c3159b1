import Foundation
import Lexicon

/// Word-list loading (SPEC §6): the fast path against a plain `PropertyListSerialization`
/// decode, and the whole `wordgames words` process.
enum LoadBenchmark {
  static let files = ["english.plist", "english-common.plist", "dutch.plist"]

  static func url(of file: String) -> URL {
    do {
      return try WordListLocator().url(forFile: file)
    } catch {
      fatalError("\(error)")
    }
  }

  static func run() {
    print("Word lists: load time and peak memory, median of 5 runs, each in its own process")
    let widths = [22, 9, 9, 9, 10, 10, 9]
    print(
      row(
        "list", ["words", "fast ms", "fast MB", "plist ms", "plist MB", "speed-up"],
        widths: widths))
    for file in files {
      let path = url(of: file).path
      let fast = Measurement.child(["load-fast", path])
      let reference = Measurement.child(["load-reference", path])
      print(
        row(
          file,
          [
            "\(fast.count)", format(fast.milliseconds), format(fast.peakMegabytes),
            format(reference.milliseconds), format(reference.peakMegabytes),
            String(format: "%.0f×", reference.milliseconds / fast.milliseconds),
          ], widths: widths))
    }
    print()
    print("Whole process, median of 11 runs (SPEC §6: under 60 ms, under 32 MB)")
    let processes: [(String, [String])] = [
      ("wordgames --version", ["--version"]),
      ("wordgames words", ["words"]),
      ("wordgames words --lang nl", ["words", "--lang", "nl"]),
    ]
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordgames-bench")
    setenv("WORDGAMES_HOME", home.path, 1)
    defer { try? FileManager.default.removeItem(at: home) }
    for (name, arguments) in processes {
      let figure = Measurement.process(arguments)
      print(
        row(
          name, [format(figure.milliseconds) + " ms", format(figure.peakMegabytes) + " MB"],
          widths: [28, 10, 10]))
    }
    print()
    print("Launch to the first prompt of a new game, median of 11 runs (SPEC §6: under 60 ms)")
    for (name, arguments) in [
      ("wordgames evil", ["evil", "--new"]),
      ("wordgames evil --lang nl", ["evil", "--new", "--lang", "nl"]),
    ] {
      let milliseconds = Measurement.timeToOutput(arguments, marker: "Guess a letter: ")
      print(row(name, [format(milliseconds) + " ms"], widths: [28, 10]))
    }
  }

  static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  @Sendable static func loadFast(_ arguments: [String]) -> Int {
    guard let path = arguments.first,
      let list = try? WordList(contentsOf: URL(fileURLWithPath: path))
    else { fatalError("cannot load \(arguments)") }
    return list.count
  }

  @Sendable static func loadReference(_ arguments: [String]) -> Int {
    guard let path = arguments.first, let data = FileManager.default.contents(atPath: path),
      let words = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String],
      !words.isEmpty
    else { fatalError("cannot decode \(arguments)") }
    return words.count
  }
}
