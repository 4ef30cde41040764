#if os(Linux)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif
  import Synchronization
  import WeatherFeatures

  /// libcurl's C API, loaded with `dlopen` when the first request is made rather than linked:
  /// linked, libcurl and the thirty libraries it needs (TLS, HTTP/2, IDN, LDAP, Kerberos…) are
  /// loaded and initialised at every start of the program, a third of the memory of a
  /// `weather search` that never makes a request.
  ///
  /// The library stays loaded for the life of the process, and `curl_global_init` runs once for
  /// it, under a lock (it is not thread-safe before libcurl 7.84).
  struct CurlLibrary: @unchecked Sendable {
    // @unchecked: immutable C function pointers into a library that is never unloaded.

    /// A body or header callback: `size × count` bytes at the pointer, for the context set with
    /// the matching `*DATA` option; returning any other count than `size × count` aborts the
    /// transfer (`CURLE_WRITE_ERROR`).
    typealias DataCallback =
      @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
    /// The progress callback (`CURLOPT_XFERINFOFUNCTION`), called at least once a second even
    /// when no byte moves; non-zero aborts the transfer (`CURLE_ABORTED_BY_CALLBACK`).
    typealias ProgressCallback =
      @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

    // `curl_easy_setopt(CURL *, CURLoption, ...)` is variadic, and Swift cannot call a variadic
    // C function. It is called through function pointers of non-variadic types, one per kind
    // of value it takes (a `long`, a data pointer, a function pointer), which is ABI-correct on
    // the Linux targets Swift supports:
    // - AArch64 (AAPCS64 as Linux uses it): variadic arguments are passed exactly like named
    //   ones, in x0–x7. (Apple's arm64 ABI passes them on the stack instead; Darwin uses
    //   URLSession and never compiles this file.)
    // - x86-64 (System V): integer and pointer arguments go in the same registers (rdi, rsi,
    //   rdx) whether variadic or not. The one difference is %al, which a variadic caller sets
    //   to an upper bound of the vector registers it used; a non-variadic call leaves it
    //   unspecified, and the callee only tests it to decide whether to spill xmm0–7 into its
    //   register save area (GCC and Clang emit `test %al,%al; je`), so at worst a few stores no
    //   one reads. No floating-point value is ever passed.
    // No `curl_off_t` option is set; one would pass as a 64-bit integer, as a `long` does.

    /// `curl_easy_setopt` with a `long`.
    let setLong: @convention(c) (OpaquePointer?, Int32, CLong) -> Int32
    /// `curl_easy_setopt` with a data pointer: a C string (copied by libcurl), a `curl_slist`
    /// (kept by the caller until the transfer ends) or a callback's context.
    let setPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    /// `curl_easy_setopt` with a write or header callback.
    let setDataCallback: @convention(c) (OpaquePointer?, Int32, DataCallback?) -> Int32
    /// `curl_easy_setopt` with a progress callback.
    let setProgressCallback: @convention(c) (OpaquePointer?, Int32, ProgressCallback?) -> Int32
    /// `curl_easy_init`.
    let easyInit: @convention(c) () -> OpaquePointer?
    /// `curl_easy_perform`: the whole transfer, blocking the calling thread.
    let easyPerform: @convention(c) (OpaquePointer?) -> Int32
    /// `curl_easy_cleanup`.
    let easyCleanup: @convention(c) (OpaquePointer?) -> Void
    /// `curl_slist_append`: the list with a copy of the string added, `NULL` when out of memory.
    let listAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    /// `curl_slist_free_all`.
    let listFree: @convention(c) (OpaquePointer?) -> Void
    /// The version, e.g. "7.88.1", for the User-Agent.
    let version: String

    /// The oldest libcurl with everything the transfer sets: 7.32.0, which brought
    /// `CURLOPT_XFERINFOFUNCTION`.
    static let minimumVersion: UInt32 = 0x07_20_00
    /// What to install when no libcurl can be loaded.
    static let packageAdvice = "install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Alpine, Arch)"

    /// Libraries loaded so far, by the names they were asked for; and the handles
    /// `curl_global_init` has run for, so that it runs once per library whatever it is called.
    private struct Loaded {
      var byNames: [[String]: CurlLibrary] = [:]
      var byHandle: [UInt: CurlLibrary] = [:]
    }

    private static let loaded = Mutex(Loaded())

    /// The first of `names` that loads and is a usable libcurl, loaded and initialised once.
    /// Failing that, a ``WeatherError/configuration(_:)`` naming the libraries and the package
    /// to install. A failure is not remembered: a libcurl installed meanwhile is found by the
    /// next request.
    static func load(_ names: [String]) throws(WeatherError) -> CurlLibrary {
      let names = names.isEmpty ? HTTPClient.defaultCurlLibraryNames : names
      return try loaded.withLock { (loaded) throws(WeatherError) -> CurlLibrary in
        if let library = loaded.byNames[names] { return library }
        var opened: (name: String, handle: UnsafeMutableRawPointer)?
        for name in names where !name.isEmpty {
          if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
            opened = (name, handle)
            break
          }
        }
        guard let opened else { throw missing(names) }
        let key = UInt(bitPattern: opened.handle)
        if let library = loaded.byHandle[key] {
          loaded.byNames[names] = library
          return library
        }
        let library = try CurlLibrary(handle: opened.handle, name: opened.name)
        loaded.byHandle[key] = library
        loaded.byNames[names] = library
        return library
      }
    }

    /// The functions of the library at `handle` (loaded as `name`), checked and initialised.
    private init(handle: UnsafeMutableRawPointer, name: String) throws(WeatherError) {
      func symbol<Function>(_ symbol: String, as type: Function.Type = Function.self)
        throws(WeatherError) -> Function
      {
        guard let address = dlsym(handle, symbol) else {
          throw CurlLibrary.unusable(name, "it has no \(symbol)")
        }
        return unsafeBitCast(address, to: type)
      }
      typealias VersionInfo = @convention(c) (Int32) -> UnsafeRawPointer?
      typealias GlobalInit = @convention(c) (CLong) -> Int32
      // CURLVERSION_FOURTH: every libcurl since 7.16.1 answers it, and the fields read here
      // (age, version, version_num) lead every version of the struct.
      guard let info = try symbol("curl_version_info", as: VersionInfo.self)(3) else {
        throw CurlLibrary.unusable(name, "it does not say its version")
      }
      let versionOffset = max(MemoryLayout<Int32>.size, MemoryLayout<UnsafeRawPointer>.alignment)
      let versionText = info.load(fromByteOffset: versionOffset, as: UnsafePointer<CChar>?.self)
      let versionNumber = info.load(
        fromByteOffset: versionOffset + MemoryLayout<UnsafeRawPointer>.size, as: UInt32.self)
      version = versionText.map { String(cString: $0) } ?? "unknown"
      guard versionNumber >= Self.minimumVersion else {
        throw CurlLibrary.unusable(name, "it is version \(version)")
      }
      setLong = try symbol("curl_easy_setopt")
      setPointer = try symbol("curl_easy_setopt")
      setDataCallback = try symbol("curl_easy_setopt")
      setProgressCallback = try symbol("curl_easy_setopt")
      easyInit = try symbol("curl_easy_init")
      easyPerform = try symbol("curl_easy_perform")
      easyCleanup = try symbol("curl_easy_cleanup")
      listAppend = try symbol("curl_slist_append")
      listFree = try symbol("curl_slist_free_all")
      // CURL_GLOBAL_ALL: the TLS library too.
      let initialised = try symbol("curl_global_init", as: GlobalInit.self)(3)
      guard initialised == 0 else {
        throw CurlLibrary.unusable(name, "it could not be initialised (curl error \(initialised))")
      }
    }

    /// None of `names` could be loaded.
    private static func missing(_ names: [String]) -> WeatherError {
      let shown = names.map(printable)
      let which =
        switch shown.count {
        case 1: "\(shown[0]) could not be loaded"
        case 2: "neither \(shown[0]) nor \(shown[1]) could be loaded"
        default: "none of \(shown.joined(separator: ", ")) could be loaded"
        }
      return .configuration(
        "network requests need libcurl \(minimumVersionText) or later, and \(which): "
          + packageAdvice)
    }

    /// `name` loaded but cannot be used, for `reason`.
    private static func unusable(_ name: String, _ reason: String) -> WeatherError {
      .configuration(
        "network requests need libcurl \(minimumVersionText) or later, and \(printable(name)) "
          + "cannot be used (\(reason)): \(packageAdvice)")
    }

    private static var minimumVersionText: String {
      "\(minimumVersion >> 16).\((minimumVersion >> 8) & 0xFF)"
    }

    /// A library name for a one-line message: it may come from the environment, so control
    /// characters are dropped and a long one is shortened.
    private static func printable(_ name: String) -> String {
      let visible = String(name.unicodeScalars.filter { !$0.properties.generalCategory.isControl })
      return visible.count > 80 ? visible.prefix(77) + "..." : visible
    }
  }
#endif
