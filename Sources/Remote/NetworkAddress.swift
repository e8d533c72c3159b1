import Foundation

/// A host and a port as a player writes them: `192.168.1.20:40123`, `[fe80::1]:40123`,
/// `pc.local:40123`.
public struct NetworkAddress: Equatable, Sendable, CustomStringConvertible {
  /// The host, `nil` for every interface (listening only).
  public let host: String?
  public let port: UInt16

  public init(host: String?, port: UInt16) {
    self.host = host
    self.port = port
  }

  /// Reads `HOST:PORT`, an IPv6 host in brackets; `nil` if it is not one.
  public init?(parsing text: String) {
    guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]),
      port > 0
    else { return nil }
    var host = text[..<colon]
    if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    guard !host.isEmpty, !host.contains(where: { $0 == "[" || $0 == "]" || $0.isWhitespace })
    else { return nil }
    self.init(host: String(host), port: port)
  }

  public var description: String {
    let host = host ?? "*"
    return (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
  }

  /// The socket `ready` readied (connected, or bound and listening) for the first address
  /// the host names, IPv6 first, that it could ready; a socket it fails is closed. With
  /// `passive`, the addresses are for listening (every interface when there is no host).
  ///
  /// - Throws: `NetworkError` saying `what` failed, with the last failure's reason.
  func readySocket(
    passive: Bool, failing what: String, ready: (SocketAddress, Int32) -> Bool
  ) throws(NetworkError) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = streamSocket
    hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
    var list: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &list)
    // Named by its host alone: the port is a number, never looked up.
    // A lookup that succeeds names one address at least.
    guard status == 0, let list else {
      throw NetworkError("cannot find \(host ?? "this machine's addresses")", lookup: status)
    }
    defer { freeaddrinfo(list) }
    let entries = sequence(first: list, next: { $0.pointee.ai_next }).map(\.pointee)
    let addresses = entries.compactMap { info in
      info.ai_addr.map {
        let bytes = UnsafeRawBufferPointer(start: $0, count: Int(info.ai_addrlen))
        return SocketAddress(family: info.ai_family, bytes: Array(bytes))
      }
    }
    var failure = NetworkError(what, errno: EADDRNOTAVAIL)
    for candidate in addresses.sorted(by: { $0.family == AF_INET6 && $1.family != AF_INET6 }) {
      let descriptor = socket(candidate.family, streamSocket, 0)
      guard descriptor >= 0 else { continue }
      if ready(candidate, descriptor) { return descriptor }
      failure = NetworkError(what)
      close(descriptor)
    }
    throw failure
  }
}

/// One `sockaddr`, kept as its bytes.
struct SocketAddress {
  let family: Int32
  let bytes: [UInt8]

  /// The address `call` (`accept`, `getsockname`) writes, given room for any and its size.
  static func written(
    by call: (UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Void
  ) -> SocketAddress {
    var storage = sockaddr_storage()
    var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
    withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call($0, &size) }
    }
    let bytes = withUnsafeBytes(of: storage) { Array($0.prefix(Int(size))) }
    return SocketAddress(family: Int32(storage.ss_family), bytes: bytes)
  }

  /// The host as digits, if it has one.
  var host: String? { pass { numericHost(of: $0, size: $1) } }
  /// `sin_port` and `sin6_port` are both the two bytes after the family, in network order.
  var port: UInt16 { UInt16(bytes[2]) << 8 | UInt16(bytes[3]) }

  // Named apart from the system's `connect` and `bind`, which they call.
  func connectSocket(_ socket: Int32) -> Int32 { pass { connect(socket, $0, $1) } }
  func bindSocket(_ socket: Int32) -> Int32 { pass { bind(socket, $0, $1) } }

  /// What `call` returns, given the address and its size as the system takes them.
  private func pass<Result>(to call: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
    bytes.withUnsafeBytes {
      call($0.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t($0.count))
    }
  }
}

/// The host of a socket address as digits (`192.168.1.20`, `fe80::1`), if it has one.
func numericHost(of address: UnsafePointer<sockaddr>, size: socklen_t) -> String? {
  var name = [CChar](repeating: 0, count: Int(NI_MAXHOST))
  guard getnameinfo(address, size, &name, socklen_t(name.count), nil, 0, NI_NUMERICHOST) == 0
  else { return nil }
  return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Sets `socket`'s integer `option` at `level` to `value`.
func setOption(of socket: Int32, _ level: Int32, _ option: Int32, to value: Int32) {
  var value = value
  setsockopt(socket, level, option, &value, socklen_t(MemoryLayout<Int32>.size))
}

/// `SOCK_STREAM`, which Glibc's module imports as an enumeration.
#if canImport(Glibc)
  let streamSocket = Int32(SOCK_STREAM.rawValue)
#elseif canImport(Musl)
  let streamSocket = SOCK_STREAM
#elseif canImport(Darwin)
  let streamSocket = SOCK_STREAM
#endif

extension NetworkAddress {
  /// The addresses this machine can be reached at, IPv4 first: every interface's but for
  /// loopback and IPv6's link-local ones (which need an interface named); loopback when
  /// there is nothing else.
  public static func reachableHosts() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let list else { return ["127.0.0.1"] }
    defer { freeifaddrs(list) }
    let sizes = [
      AF_INET: MemoryLayout<sockaddr_in>.size, AF_INET6: MemoryLayout<sockaddr_in6>.size,
    ]
    var found: [(family: Int32, host: String)] = []
    for interface in sequence(first: list, next: { $0.pointee.ifa_next }).map(\.pointee) {
      guard let address = interface.ifa_addr,
        Int32(interface.ifa_flags) & Int32(IFF_LOOPBACK) == 0,
        Int32(interface.ifa_flags) & Int32(IFF_UP) != 0
      else { continue }
      let family = Int32(address.pointee.sa_family)
      guard let size = sizes[family], let host = numericHost(of: address, size: socklen_t(size)),
        !host.lowercased().hasPrefix("fe80"), !found.contains(where: { $0.host == host })
      else { continue }
      found.append((family, host))
    }
    let hosts = found.filter { $0.family == AF_INET } + found.filter { $0.family == AF_INET6 }
    return hosts.isEmpty ? ["127.0.0.1"] : hosts.map(\.host)
  }
}
