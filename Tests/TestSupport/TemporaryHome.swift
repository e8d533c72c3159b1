import Foundation
import Testing

/// A trait that gives each test its own empty folder for `WORDGAMES_HOME`, removed when
/// the test ends however it ends: `@Suite(.temporaryHome)`.
public struct TemporaryHome: SuiteTrait, TestTrait, TestScoping {
  /// The folder of the test running in this task.
  @TaskLocal public static var current: URL?

  public var isRecursive: Bool { true }

  /// A scope for each test case, not for the suite around them.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> TemporaryHome? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let home = try TemporaryFolder()
    defer { home.remove() }
    try await Self.$current.withValue(home.url) { try await function() }
  }

  /// The current test's folder; a test that needs one runs with the trait.
  public static func folder() throws -> URL {
    try #require(current, "the test needs the .temporaryHome trait")
  }
}

extension Trait where Self == TemporaryHome {
  /// Each test gets its own empty `WORDGAMES_HOME`.
  public static var temporaryHome: Self { Self() }
}
