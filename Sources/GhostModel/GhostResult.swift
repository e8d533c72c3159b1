/// A solved position in one byte, as the solver keeps it in either variant: the moves the
/// round lasts with perfect play (a winner ends it as soon as it can, a loser makes it last
/// as long as it can), with `winFlag` set when the player to move wins.
enum GhostResult {
  static let winFlag: UInt8 = 0x80

  /// Whether the player to move wins.
  static func wins(_ result: UInt8) -> Bool { result & winFlag != 0 }

  /// The moves the round lasts.
  static func movesLeft(_ result: UInt8) -> Int { Int(result & ~winFlag) }

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

  /// A table of `seats` played from one seat's side (SPEC §3.3): with more than two seats,
  /// the others play as one side against it, and what that side can force depends only on
  /// how many moves are to go before the seat moves again. So a position is solved once per
  /// *layer* `p`, the moves to go before the seat's turn: layer 0 is the seat's move, every
  /// other layer the others'. The result of a layer is, as for two players, whether the
  /// side to move there wins. Two seats need one layer: either side is the other's others.
  struct Table {
    let seats: Int

    /// The layers a position is solved in.
    var layers: Int { seats == 2 ? 1 : seats }

    /// The layer a move from layer `p` leads to.
    func next(_ p: Int) -> Int { layers == 1 ? 0 : p == 0 ? seats - 1 : p - 1 }

    /// Where a solution keeps `node`'s result as the seat whose move led to it counts it:
    /// the others move next.
    func afterMove(to node: Int) -> Int { node * layers + next(0) }

    /// The result of a move from layer `p` to a position solved as `child` (its layer
    /// `next(p)`), as the side to move at `p` counts it (`Moves.add`): a move the others
    /// make that leaves the others to move again is a win where they win there.
    func counted(_ child: UInt8, from p: Int) -> UInt8 {
      p >= 2 ? child ^ GhostResult.winFlag : child
    }
  }
}
