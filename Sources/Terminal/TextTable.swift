/// A table for the terminal: a heading row and rows of cells, each column as wide as its
/// widest cell, the first column on the left and the others on the right (they hold
/// numbers), two spaces between columns. Cells may hold colour escapes.
public struct TextTable: Sendable {
  /// How a column lines its cells up.
  public enum Alignment: Sendable {
    case left, right
  }

  public var heading: [String]
  public var rows: [[String]] = []
  /// Each column's alignment; columns past the end of it are right-aligned, the first left.
  public var alignments: [Alignment] = []

  public init(heading: [String], alignments: [Alignment] = []) {
    self.heading = heading
    self.alignments = alignments
  }

  /// The table as lines, each indented by `indent` and without trailing spaces.
  ///
  /// A table wider than `width` folds: the columns that do not fit go to another block
  /// below, after a blank line, each block starting with the first column again. A column
  /// without a heading (a bar) stays with the one before it.
  ///
  /// A last column of text (aligned left) too wide for the row, or for its block, wraps at
  /// its spaces instead, when that leaves it room for its heading and a dozen columns.
  public func rendered(indent: String = "", width: Int? = nil) -> String {
    var lines = [heading] + rows
    let columns = lines.map(\.count).max() ?? 0
    var widths = (0..<columns).map { column in
      lines.map { $0.indices.contains(column) ? TextLayout.visibleWidth($0[column]) : 0 }.max()!
    }
    let room = width.map { $0 - indent.count } ?? .max
    let last = columns - 1
    /// Wraps the last column to `left` columns, if it needs and allows it.
    func wrapLast(beside others: some Sequence<Int>) -> Bool {
      let left = room - others.map { widths[$0] + 2 }.reduce(0, +)
      guard columns > 1, widths[last] > left, alignment(of: last) == .left,
        left >= max(12, TextLayout.visibleWidth(heading.last ?? ""))
      else { return false }
      lines = lines.flatMap { cells in
        guard cells.count == columns else { return [cells] }
        return TextLayout.rows(of: TextLayout.wrap(words: cells[last], width: left)).enumerated()
          .map { row, text in
            (row == 0 ? Array(cells.dropLast()) : Array(repeating: "", count: last)) + [text]
          }
      }
      widths[last] = left
      return true
    }
    if columns > 1, !wrapLast(beside: 0..<last) {
      _ = wrapLast(beside: blocks(widths: widths, room: room).last!.dropLast())
    }
    return blocks(widths: widths, room: room)
      .map { block in render(lines, columns: block, widths: widths, indent: indent) }
      .joined(separator: "\n")
  }

  /// The columns of each block: the first column, then as many more as fit in `room`.
  private func blocks(widths: [Int], room: Int) -> [[Int]] {
    guard let first = widths.first else { return [[]] }
    // Groups of columns that stay together: a column, and any without a heading after it.
    var groups: [[Int]] = []
    for column in widths.indices.dropFirst() {
      let heading = heading.indices.contains(column) ? heading[column] : ""
      if heading.isEmpty, !groups.isEmpty {
        groups[groups.count - 1].append(column)
      } else {
        groups.append([column])
      }
    }
    var blocks: [[Int]] = [[0]]
    var used = first
    for group in groups {
      let added = group.map { widths[$0] + 2 }.reduce(0, +)
      if used + added > room, blocks[blocks.count - 1].count > 1 {
        blocks.append([0])
        used = first
      }
      blocks[blocks.count - 1] += group
      used += added
    }
    return blocks
  }

  private func render(_ lines: [[String]], columns: [Int], widths: [Int], indent: String)
    -> String
  {
    lines.map { cells in
      let padded = columns.map { column in
        let cell = cells.indices.contains(column) ? cells[column] : ""
        return alignment(of: column) == .left
          ? cell.padding(toLength: widths[column]) : cell.leftPadding(toLength: widths[column])
      }
      return indent + padded.joined(separator: "  ").trimmingTrailingSpaces
    }.joined(separator: "\n") + "\n"
  }

  private func alignment(of column: Int) -> Alignment {
    alignments.indices.contains(column) ? alignments[column] : column == 0 ? .left : .right
  }

  /// A bar for a share from 0 to 1, `width` cells at most, in eighths of a cell: `████▌`.
  public static func bar(_ share: Double, width: Int = 10) -> String {
    let eighths = Int((max(0, min(1, share)) * Double(width * 8)).rounded())
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
    return String(repeating: "█", count: eighths / 8) + partial
  }
}
