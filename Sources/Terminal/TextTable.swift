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

  public mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table as lines, each indented by `indent` and without trailing spaces.
  public func rendered(indent: String = "") -> String {
    let lines = [heading] + rows
    let columns = lines.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      lines.map { $0.indices.contains(column) ? TextLayout.visibleWidth($0[column]) : 0 }.max()!
    }
    return lines.map { cells in
      let padded = cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - TextLayout.visibleWidth(cell))
        return alignment(of: column) == .left ? cell + padding : padding + cell
      }
      return indent
        + String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
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
