import Terminal

/// A console that plays a script of input lines and records what is written; for tests.
public final class ScriptedConsole: Console {
  public private(set) var usesColor: Bool
  /// Whether `auto` colour is on: whether the console stands for a terminal.
  private let colorsWhenAuto: Bool
  public let isInteractive = false
  /// Whether the console stands for a terminal that redraws, for tests of the screen.
  public var isTerminal = false
  /// The width the console claims, for tests of the layout.
  public var width: Int?
  /// The height the console claims, for tests of the layout.
  public var height: Int?
  /// Everything written to standard output so far.
  public private(set) var output = ""
  /// Everything written to standard error so far.
  public private(set) var errors = ""
  private var script: [ConsoleInput]

  /// Creates a console that answers with `lines`, then with end of input.
  public convenience init(lines: [String], usesColor: Bool = false) {
    self.init(events: lines.map { .line($0) }, usesColor: usesColor)
  }

  /// Creates a console that answers with `events` in order, then with end of input.
  public init(events: [ConsoleInput], usesColor: Bool = false) {
    self.script = events
    self.usesColor = usesColor
    colorsWhenAuto = usesColor
  }

  public func useColor(_ mode: ColorMode) {
    usesColor = mode.isEnabled(environment: [:], outputIsTerminal: colorsWhenAuto)
  }

  /// Whether every scripted line has been read.
  public var inputHasEnded: Bool { script.isEmpty }

  private var outputFitter = LineFitter()
  private var errorFitter = LineFitter()

  public func write(_ text: String) {
    output += outputFitter.fit(text, width: width)
  }

  public func writeError(_ text: String) {
    errors += errorFitter.fit(text, width: width)
  }

  public func readLine() -> ConsoleInput {
    outputFitter.lineEnded()
    return script.isEmpty ? .endOfInput : script.removeFirst()
  }

  public func readSecretLine(after prompt: String) -> ConsoleInput {
    write(prompt)
    return readLine()
  }
}
