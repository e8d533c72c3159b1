import Foundation
import Lexicon

/// One figure measured in a child process: milliseconds and peak resident memory.
struct Measurement {
  var milliseconds: Double
  var peakMegabytes: Double
  /// What the work counted (words loaded), or 0.
  var count = 0

  /// The binaries beside this one.
  static let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()

  /// The `wordgames` that `make build` makes, which `make bench` names
  /// (`WORDGAMES_BENCH_BINARY`); else the one beside this binary.
  static let wordgames =
    ProcessInfo.processInfo.environment["WORDGAMES_BENCH_BINARY"].map {
      URL(fileURLWithPath: $0)
    } ?? folder.appendingPathComponent("wordgames")

  /// `wordgames`, then the same program linked with the Swift runtime and Foundation as
  /// shared libraries when `make bench` names it (`WORDGAMES_BENCH_SHARED`), to measure
  /// beside the other.
  static let binaries =
    [wordgames]
    + [ProcessInfo.processInfo.environment["WORDGAMES_BENCH_SHARED"]].compactMap { path in
      path.map { URL(fileURLWithPath: $0) }
    }

  /// Runs `wordgames-bench measure <arguments>` `runs` times and keeps the median run.
  static func child(_ arguments: [String], runs: Int = 5) -> Measurement {
    let results = (0..<runs).map { _ in
      let bench = folder.appendingPathComponent("wordgames-bench")
      let output = spawn(bench, ["measure"] + arguments).output
      let fields = output.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 3 else { fatalError("measure \(arguments) printed '\(output)'") }
      return Measurement(milliseconds: fields[0], peakMegabytes: fields[1], count: Int(fields[2]))
    }
    return results.sorted { $0.milliseconds < $1.milliseconds }[runs / 2]
  }

  /// The median wall time of a whole `wordgames` process, with its peak memory.
  ///
  /// It is started by a small child rather than by this process: Linux starts a process's
  /// peak-memory count at that of the process that spawned it.
  static func process(_ arguments: [String], binary: URL = wordgames, runs: Int = 11)
    -> Measurement
  {
    let result = child(["process", binary.path] + arguments, runs: runs)
    return Measurement(
      milliseconds: result.milliseconds, peakMegabytes: Double(result.count) / 1024)
  }
  /// Prints a table row for `wordgames ARGUMENTS` as a whole process: the command, its
  /// median milliseconds and its peak megabytes.
  static func printProcessRow(_ arguments: [String], widths: [Int]) {
    let figure = process(arguments)
    printRow(
      (["wordgames"] + arguments).joined(separator: " "),
      [format(figure.milliseconds), format(figure.peakMegabytes)], widths: widths)
  }

  /// The median time from launching `wordgames` to `marker` appearing on its output; or,
  /// with `typing`, from typing that line once `waitingFor` has appeared to `marker`.
  static func timeToOutput(
    _ arguments: [String], marker: String, typing line: String? = nil,
    waitingFor prompt: String = "", preface: String? = nil, binary: URL = wordgames,
    runs: Int = 11
  ) -> Double {
    let times = (0..<runs).map { _ in
      // Started as a shell starts it (`posix_spawn` with two pipes), not through Foundation's
      // `Process`, which added some 1.4 ms to `--version`'s line and 3 ms to a game's first
      // prompt (measured): the figure is the program's, not the bench's.
      var inputEnds: [Int32] = [-1, -1]
      var outputEnds: [Int32] = [-1, -1]
      guard pipe(&inputEnds) == 0, pipe(&outputEnds) == 0 else { fatalError("pipe: \(errno)") }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, inputEnds[0], STDIN_FILENO)
      posix_spawn_file_actions_adddup2(&actions, outputEnds[1], STDOUT_FILENO)
      for end in inputEnds + outputEnds { posix_spawn_file_actions_addclose(&actions, end) }
      let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      var start = ContinuousClock.now
      var pid: pid_t = 0
      guard posix_spawn(&pid, binary.path, &actions, nil, argv, environ) == 0 else {
        fatalError("cannot run \(binary.path)")
      }
      close(inputEnds[0])
      close(outputEnds[1])
      let input = FileHandle(fileDescriptor: inputEnds[1], closeOnDealloc: true)
      let output = FileHandle(fileDescriptor: outputEnds[0], closeOnDealloc: true)
      var seen = Data()
      if let preface {
        // A line typed first, not timed.
        input.write(Data((preface + "\n").utf8))
      }
      if let line {
        while !String(decoding: seen, as: UTF8.self).contains(prompt) {
          let chunk = output.availableData
          guard !chunk.isEmpty else { fatalError("wordgames \(arguments) never printed \(prompt)") }
          seen.append(chunk)
        }
        seen = Data()
        start = ContinuousClock.now
        input.write(Data((line + "\n").utf8))
      }
      while !String(decoding: seen, as: UTF8.self).contains(marker) {
        let chunk = output.availableData
        guard !chunk.isEmpty else { fatalError("wordgames \(arguments) never printed \(marker)") }
        seen.append(chunk)
      }
      let elapsed = (ContinuousClock.now - start).milliseconds
      try? input.close()
      _ = output.readDataToEndOfFile()
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      return elapsed
    }
    return times.sorted()[runs / 2]
  }

  /// In the child: does the work, then prints its time and this process's peak memory.
  /// What prepared work (`preparedWork`) sets up first is not timed.
  static func runChild(_ arguments: [String]) -> Int32 {
    let (name, rest) = (arguments.first ?? "", Array(arguments.dropFirst()))
    let work: () -> Int
    if let whole = childWork[name] {
      work = { whole(rest) }
    } else if let prepare = preparedWork[name] {
      work = prepare(rest)
    } else {
      FileHandle.standardError.write(Data("unknown measurement \(arguments)\n".utf8))
      return 64
    }
    let clock = ContinuousClock()
    var count = 0
    let elapsed = clock.measure { count = work() }
    print(String(format: "%.3f %.3f %d", elapsed.milliseconds, peakMegabytes(), count))
    return 0
  }

  /// This process's own peak resident memory: `VmHWM`, which starts afresh at `exec`, where
  /// `getrusage` would start from the spawning process's peak.
  private static func peakMegabytes() -> Double {
    #if os(Linux)
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
      {
        return kilobytes / 1024
      }
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024
    #else
      // Darwin counts the peak in bytes, and starts it afresh at exec.
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1024 / 1024
    #endif
  }

  /// The work a child can be asked to measure, by name.
  static let childWork: [String: @Sendable ([String]) -> Int] = [
    "load-fast": { WordList(contentsOf: $0, cached: false).count },
    "load-cached": { WordList(contentsOf: $0, cached: true).count },
    "load-reference": LoadBenchmark.loadReference,
    "prefix-tree": { PrefixTree(WordList(contentsOf: $0, cached: true)).nodeCount },
    "ghost-solve": GhostBenchmark.solve,
    "ghost-solve-table": GhostBenchmark.solveTable,
    "superghost-solve": SuperGhostBenchmark.solve,
    "generate-history": HistoryBenchmark.generateHistory,
    "process": { spawn(URL(fileURLWithPath: $0[0]), Array($0.dropFirst())).peakKilobytes },
    "ghost-process": GhostBenchmark.process,
    "generate-kept": CodeBreakerBenchmark.generateKept,
  ]

  /// The work a child can be asked to measure after setting it up, by name.
  static let preparedWork: [String: @Sendable ([String]) -> () -> Int] = [
    "record-one": HistoryBenchmark.recordOne
  ]
}

/// Runs a binary to its end; returns its standard output and its own peak memory, which
/// `wait4` reports for that one child (`RUSAGE_CHILDREN` would be the maximum of all).
///
/// With `input`, its standard input is a pipe that holds those bytes and then ends.
func spawn(
  _ binary: URL, _ arguments: [String], input: String? = nil
) -> (output: String, peakKilobytes: Int) {
  var pipeEnds: [Int32] = [0, 0]
  guard pipe(&pipeEnds) == 0 else { fatalError("pipe: \(errno)") }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
  posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
  var inputEnds: [Int32] = [-1, -1]
  if let input {
    // The input fits the pipe's buffer, so it is written whole before the child starts.
    guard pipe(&inputEnds) == 0 else { fatalError("pipe: \(errno)") }
    _ = input.utf8CString.withUnsafeBytes { write(inputEnds[1], $0.baseAddress, $0.count - 1) }
    close(inputEnds[1])
    posix_spawn_file_actions_adddup2(&actions, inputEnds[0], STDIN_FILENO)
  }
  defer { if inputEnds[0] >= 0 { close(inputEnds[0]) } }
  let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var pid: pid_t = 0
  let status = posix_spawn(&pid, binary.path, &actions, nil, argv, environ)
  guard status == 0 else { fatalError("cannot run \(binary.path): error \(status)") }
  close(pipeEnds[1])
  let output = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
    .readDataToEndOfFile()
  var usage = rusage()
  var exitStatus: Int32 = 0
  wait4(pid, &exitStatus, 0, &usage)
  let text = String(decoding: output, as: UTF8.self)
  return (text.trimmingCharacters(in: .whitespacesAndNewlines), usage.ru_maxrss)
}

extension Duration {
  var milliseconds: Double { self / .milliseconds(1) }
}

/// A figure to one decimal place.
func format(_ value: Double) -> String {
  String(format: "%.1f", value)
}

/// Prints a row of right-aligned columns after a left-aligned first one.
func printRow(_ first: String, _ columns: [String], widths: [Int]) {
  let padded = first.padding(toLength: widths[0], withPad: " ", startingAt: 0)
  print(
    zip(columns, widths.dropFirst()).reduce(padded) { line, column in
      line + String(repeating: " ", count: max(1, column.1 - column.0.count)) + column.0
    })
}
