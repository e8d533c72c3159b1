// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "wordgames",
  products: [
    .executable(name: "wordgames", targets: ["wordgames"])
  ],
  dependencies: [],
  targets: [
    // Libraries
    .target(name: "Lexicon"),
    .target(name: "Terminal"),

    // Executable
    .executableTarget(name: "wordgames", dependencies: ["Lexicon", "Terminal"]),
    .executableTarget(name: "wordgames-bench", dependencies: ["Lexicon"]),

    // Tests
    .testTarget(name: "LexiconTests", dependencies: ["Lexicon"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    .testTarget(name: "EndToEndTests", dependencies: ["wordgames"]),
  ],
  swiftLanguageModes: [.v6]
)
