import CommandLineKit
import Foundation
import TestSupport
import Testing

@testable import wordgames

/// `make install` and what it installs: the manual page and completion scripts, generated
/// from the command declarations and kept current, and a binary that plays from anywhere
/// (issue 20, item 8).
@Suite(.temporaryHome) struct InstallEndToEndTests {
  let process: WordGamesProcess
  static let source = WordGamesProcess.wordsFolder.deletingLastPathComponent()

  init() throws {
    process = try WordGamesProcess()
  }

  @Test func theCommittedManualAndCompletionAreCurrent() throws {
    let manual = try String(
      contentsOf: Self.source.appendingPathComponent("man/wordgames.6"), encoding: .utf8)
    #expect(manual == WordGames.manualPage, "stale: run 'make man'")
    for (shell, file) in [(CompletionScript.Shell.bash, "wordgames.bash"), (.zsh, "_wordgames")] {
      let script = try String(
        contentsOf: Self.source.appendingPathComponent("completion/\(file)"), encoding: .utf8)
      #expect(
        script == CompletionScript.render(WordGames.program, for: shell),
        "stale: run 'make completion'")
    }
    // The binary writes the same.
    #expect(try process.run(["--generate-manual"]).output == manual)
  }

  @Test func theManualHasEveryCommandOptionAndSetting() {
    let manual = WordGames.manualPage
    for spec in WordGames.specs {
      #expect(manual.contains(".SS \(spec.name)\n"))
      for option in spec.options {
        #expect(manual.contains(".B \(ManualPage.text(option.synopsis))\n"), "\(option.name)")
      }
    }
    #expect(manual.contains(".B evil.strategy\n"))
    #expect(manual.contains(".SH EXIT STATUS"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func theManualRendersWithoutWarnings() throws {
    let groff = Process()
    groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
    groff.arguments = [
      "-ww", "-man", "-Tutf8", Self.source.appendingPathComponent("man/wordgames.6").path,
    ]
    let output = Pipe()
    let errors = Pipe()
    groff.standardOutput = output
    groff.standardError = errors
    try groff.run()
    let rendered = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    groff.waitUntilExit()
    #expect(groff.terminationStatus == 0)
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(String(decoding: rendered, as: UTF8.self).contains("codebreaker"))
  }

  @Test func theBashCompletionOffersCommandsOptionsChoicesAndKeys() throws {
    let script = CompletionScript.render(WordGames.program, for: .bash)
    func complete(_ words: [String]) throws -> [String] {
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      shell.arguments = [
        "-c",
        script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _wordgames; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
      ]
      // The program the script runs for the games kept is the one built, with this home.
      var environment = process.environment
      environment["PATH"] =
        WordGamesProcess.binary.deletingLastPathComponent().path + ":"
        + (environment["PATH"] ?? "/usr/bin:/bin")
      shell.environment = environment
      let output = Pipe()
      shell.standardOutput = output
      try shell.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      shell.waitUntilExit()
      return text.split(separator: "\n").map(String.init)
    }
    #expect(try complete(["wordgames", "co"]) == ["codebreaker"])
    #expect(
      try complete(["wordgames", "evil", "--strategy", ""]) == [
        "largest", "cautious", "lookahead", "planner",
      ])
    #expect(try complete(["wordgames", "codebreaker", "re"]) == ["resume"])
    #expect(try complete(["wordgames", "settings", "set", "evil.s"]).contains("evil.strategy"))
    // A setting's values, by its key; the numbers of the games kept, as they are now.
    #expect(
      try complete(["wordgames", "settings", "set", "evil.strategy", ""]) == [
        "largest", "cautious", "lookahead", "planner",
      ])
    #expect(try complete(["wordgames", "settings", "set", "color", "a"]) == ["auto", "always"])
    #expect(try complete(["wordgames", "codebreaker", "resume", ""]).isEmpty)
    _ = try process.run(["codebreaker", "--seed", "1"], input: ["crane", "/new", "/quit"])
    #expect(try complete(["wordgames", "codebreaker", "delete", ""]) == ["2", "1"])
    #expect(try process.run(["codebreaker", "list", "--numbers"]).output == "2\n1\n")
  }

  @Test func makeInstallPutsAWorkingGameUnderDESTDIRAndUninstallRemovesIt() throws {
    let destination = process.home.appendingPathComponent("destination")
    let arguments = [
      "DESTDIR=\(destination.path)", "PREFIX=/usr",
      "BIN=\(WordGamesProcess.binary.deletingLastPathComponent().path)",
    ]
    #expect(try make(["install-files"] + arguments) == 0)
    let usr = destination.appendingPathComponent("usr")
    for file in [
      "bin/wordgames", "share/wordgames/words/english.plist", "share/man/man6/wordgames.6",
      "share/bash-completion/completions/wordgames", "share/zsh/site-functions/_wordgames",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: usr.appendingPathComponent(file).path), "\(file)")
    }
    // The installed binary plays from another folder, with the installed lists.
    let installed = usr.appendingPathComponent("bin/wordgames")
    let run = try process.run(
      ["evil", "--seed", "1"], input: ["e", "/quit"], executable: installed)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("EVIL HANGMAN · English · 7 letters"))
    #expect(try make(["uninstall"] + arguments) == 0)
    let left = FileManager.default.enumerator(atPath: usr.path)?.allObjects as? [String] ?? []
    #expect(left.allSatisfy { !$0.contains("wordgames") }, "\(left)")
  }

  /// Runs `make` in the source folder, quietly, and returns its status.
  private func make(_ arguments: [String]) throws -> Int32 {
    let make = Process()
    make.executableURL = URL(fileURLWithPath: "/usr/bin/make")
    make.arguments = ["-s", "-C", Self.source.path] + arguments
    make.standardOutput = FileHandle.nullDevice
    try make.run()
    make.waitUntilExit()
    return make.terminationStatus
  }
}
