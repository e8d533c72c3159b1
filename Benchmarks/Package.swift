// swift-tools-version:6.0
import PackageDescription

// `make bench`: the figures of SPEC §6, measured against the product's libraries and the
// built `wordgames`. A package of its own, so that the product holds no benchmark.
let package = Package(
  name: "wordgames-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "wordgames", path: "..")],
  targets: [
    // Executable
    .executableTarget(
      name: "wordgames-bench",
      dependencies: [
        "Lexicon", "Storage", "Terminal", "HangmanModel", "EvilHangmanModel", "GhostModel",
        "CodeBreakerModel", "HistorySamples", "EvilGuessers",
      ].map { .product(name: $0, package: "wordgames") })
  ],
  swiftLanguageModes: [.v6]
)
