/// A solved position in one byte, as both solvers keep it: the moves the round lasts with
/// perfect play (a winner ends it as soon as it can, a loser makes it last as long as it
/// can), with `winFlag` set when the player to move wins.
enum GhostResult {
  static let winFlag: UInt8 = 0x80

  /// Whether the player to move wins.
  static func wins(_ result: UInt8) -> Bool {
    result & winFlag != 0
  }

  /// The moves the round lasts.
  static func movesLeft(_ result: UInt8) -> Int {
    Int(result & ~winFlag)
  }

  /// What the safe moves from a position have shown so far, move by move: the quickest
  /// win, and the longest loss.
  struct Moves {
    private var quickestWin = UInt8.max
    private var longestLoss: UInt8 = 0

    /// Counts a safe move that leads to a position solved as `result`.
    mutating func add(_ result: UInt8) {
      let moves = result & ~GhostResult.winFlag
      if result & GhostResult.winFlag == 0 {
        quickestWin = min(quickestWin, moves)
      } else {
        longestLoss = max(longestLoss, moves)
      }
    }

    /// The position's own result: a win if some move leaves the opponent losing, else a
    /// loss that lasts as long as possible (one move, when no move is safe).
    var result: UInt8 {
      quickestWin != .max ? (quickestWin &+ 1) | GhostResult.winFlag : longestLoss &+ 1
    }
  }
}
