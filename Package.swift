// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "wordgames",
  // Mutex and Atomic (the Synchronization module) need macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "wordgames", targets: ["wordgames"])
    // For the benchmark, a package of its own (Benchmarks/).
  ]
    + [
      "Lexicon", "Storage", "Terminal", "HangmanModel", "EvilHangmanModel", "GhostModel",
      "CodeBreakerModel", "HistorySamples", "EvilGuessers",
    ].map { .library(name: $0, targets: [$0]) },
  dependencies: [],
  targets: [
    // The system's SQLite C library, through a module map (no package)
    // (Debian: libsqlite3-dev, which .ci/run installs if missing; macOS: in the SDK).
    .systemLibrary(name: "CSQLite"),
    // The commit `--version` names: `make` sets WORDGAMES_COMMIT when it builds; only this C
    // file sees it, so a new commit recompiles one file rather than every module.
    .target(
      name: "BuildInfo",
      cSettings: [
        .define("WORDGAMES_COMMIT", to: "\"\(Context.environment["WORDGAMES_COMMIT"] ?? "")\"")
      ]),

    // Libraries
    .target(name: "Lexicon"),
    .target(name: "Terminal"),
    .target(name: "Storage", dependencies: ["CSQLite"]),
    // Play across a network: connections that carry lines, read as hostile (SPEC §3.5).
    .target(name: "Remote", dependencies: ["Terminal"]),
    .target(name: "HangmanModel", dependencies: ["Lexicon"]),
    .target(name: "EvilHangmanModel", dependencies: ["Lexicon"]),
    .target(name: "GhostModel", dependencies: ["Lexicon"]),
    .target(name: "CodeBreakerModel", dependencies: ["Lexicon"]),
    // The command-line framework: commands and options declared once, parsing, usage errors.
    .target(name: "CommandLineKit"),
    // The game machinery: sessions, the runner, the prompt and its slash commands.
    .target(
      name: "GameMachinery",
      dependencies: ["CommandLineKit", "Lexicon", "Remote", "Storage", "Terminal"]),

    // Executable
    .executableTarget(
      name: "wordgames",
      dependencies: [
        "BuildInfo", "CommandLineKit", "GameMachinery", "Lexicon", "Terminal", "Storage",
        "HangmanModel", "EvilHangmanModel", "GhostModel", "CodeBreakerModel",
      ]),

    // Tests
    .target(
      name: "TestSupport", dependencies: ["Lexicon", "Storage", "Terminal"],
      path: "Tests/TestSupport"),
    // Seeded histories, which the storage tests check against a plain count and the
    // benchmark times `stats` over.
    .target(
      name: "HistorySamples", dependencies: ["Lexicon", "Storage"], path: "Tests/HistorySamples"),
    // The panel of guessers that the tests and the benchmark play Evil Hangman with.
    .target(
      name: "EvilGuessers", dependencies: ["EvilHangmanModel", "Lexicon"],
      path: "Tests/EvilGuessers"),
    .testTarget(
      name: "GameMachineryTests",
      dependencies: [
        "GameMachinery", "CommandLineKit", "Lexicon", "Remote", "Storage", "Terminal",
        "TestSupport",
      ]),
    .testTarget(name: "LexiconTests", dependencies: ["Lexicon", "TestSupport"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
    .testTarget(name: "RemoteTests", dependencies: ["Remote", "Lexicon"]),
    .testTarget(
      name: "StorageTests", dependencies: ["Storage", "Lexicon", "TestSupport", "HistorySamples"]),
    .testTarget(name: "HangmanModelTests", dependencies: ["HangmanModel", "TestSupport"]),
    .testTarget(
      name: "EvilHangmanModelTests",
      dependencies: ["EvilHangmanModel", "EvilGuessers", "TestSupport"]),
    .testTarget(name: "GhostModelTests", dependencies: ["GhostModel", "TestSupport"]),
    .testTarget(name: "CodeBreakerModelTests", dependencies: ["CodeBreakerModel"]),
    .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "wordgames", "CommandLineKit", "GameMachinery", "CodeBreakerModel", "EvilHangmanModel",
        "GhostModel", "Lexicon",
        "Remote", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
