import Foundation

/// A program's manual page, in `man` macros, from its declarations: every command with its
/// options, subcommands, discussion and examples, then the program's own sections.
public enum ManualPage {
  /// The page of `program`, in manual section `section` (`6` for games) under `title`.
  public static func render(_ program: Program, section: String, title: String) -> String {
    var page = [
      #".\" Generated from the command declarations; do not edit."#,
      ".TH \(program.name.uppercased()) \(section) \"\" \"\(program.name) \(program.version)\" "
        + "\"\(title)\"",
      ".SH NAME",
      "\(text(program.name)) \\- \(text(program.summary))",
      ".SH SYNOPSIS",
      ".B \(text(program.name))",
      ".br",
    ]
    for form in program.commands.flatMap(\.forms) {
      page += [text("\(program.name) \(form)"), ".br"]
    }
    page += [".SH DESCRIPTION", text(program.description), ".SH COMMANDS"]
    page += program.commands.flatMap(Self.section)
    for section in program.sections {
      page += [".SH \(section.title.uppercased())"]
      if !section.introduction.isEmpty { page.append(text(section.introduction)) }
      for (term, body) in section.entries {
        page += [".TP", "\(section.italicTerms ? ".I" : ".B") \(text(term))"]
        page += Array(body.split(separator: "\n").map { [text($0)] }.joined(separator: [".br"]))
      }
    }
    return page.joined(separator: "\n") + "\n"
  }

  /// One command: its summary, subcommands, options, discussion and examples.
  private static func section(_ spec: CommandSpec) -> [String] {
    let sentence = spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + "."
    var lines = [".SS \(spec.name)", text(sentence)]
    for subcommand in spec.subcommands {
      let form = ([subcommand.name] + subcommand.arguments.map(\.synopsis)).joined(separator: " ")
      lines += [".TP", ".B \(text(form))", text(subcommand.summary)]
      for option in spec.ownOptions(of: subcommand) {
        lines += [".RS", ".TP", ".B \(text(option.synopsis))", text(option.summary), ".RE"]
      }
    }
    for option in spec.options {
      lines += [".TP", ".B \(text(option.synopsis))", text(option.summary)]
    }
    for paragraph in spec.discussion.components(separatedBy: "\n\n") where !paragraph.isEmpty {
      let rows = paragraph.split(separator: "\n")
      let texts = rows.map { text($0.trimmingCharacters(in: .whitespaces)) }
      // A list (every line indented) keeps its lines, as help shows it.
      let isList = rows.allSatisfy { $0.first == " " }
      lines +=
        isList
        ? [".PP", ".RS"] + Array(texts.map { [$0] }.joined(separator: [".br"])) + [".RE"]
        : [".PP", texts.joined(separator: " ")]
    }
    if !spec.examples.isEmpty {
      lines += [".PP", "Example:"] + spec.examples.flatMap { [".RS", ".B \(text($0))", ".RE"] }
    }
    return lines
  }

  /// Text as roff reads it literally: backslashes and hyphens escaped, a leading period
  /// or quote guarded, and the few characters beyond ASCII that help text uses named.
  public static func text(_ plain: some StringProtocol) -> String {
    let escaped = plain.map { named[$0] ?? ($0.isASCII ? String($0) : "?") }.joined()
    return escaped.first == "." || escaped.first == "'" ? "\\&" + escaped : escaped
  }

  /// The characters roff would not read as themselves, as it writes them.
  private static let named: [Character: String] = [
    "\\": "\\e", "-": "\\-", "–": "\\(en", "—": "\\(em", "·": "\\(md", "×": "\\(mu",
    "…": "...", "●": "\\[u25CF]", "○": "\\[u25CB]", "’": "'",
  ]
}
