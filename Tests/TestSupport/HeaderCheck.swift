// Only where Testing is (see Installed.swift): `swift build` builds this target too.
#if canImport(Testing)
    import Foundation
    import Testing

    /// A C program that checks one of plistc's own ABI headers (`Sources/C…/…_abi.h`) against the
    /// library's real headers: it fails to compile where a field or constant differs, and prints
    /// `name offset` lines, which the test compares with what Swift imports from plistc's header.
    public struct HeaderCheck: Sendable {
        /// The pkg-config package of the real headers, such as `libxml-2.0`.
        public let package: String
        /// plistc's header folder, relative to the package root (`Sources/PlistcCLibXML2`).
        public let headerFolder: String
        /// The check program, relative to the package root (`Tests/LibXML2Layout/check_layout.c`).
        public let program: String

        public init(package: String, headerFolder: String, program: String) {
            self.package = package
            self.headerFolder = headerFolder
            self.program = program
        }

        static let compiler = Tool.find("cc") ?? Tool.find("clang")

        /// The real headers' compiler flags, or `nil` when they or pkg-config are missing.
        public var headerFlags: [String]? {
            guard let pkgConfig = Tool.find("pkg-config"),
                let result = try? ProcessResult.run(pkgConfig, ["--cflags", package]), result.status == 0
            else { return nil }
            return result.output.split(whereSeparator: \.isWhitespace).map(String.init)
        }

        /// Whether a C compiler and the real headers are here.
        public var isAvailable: Bool { Self.compiler != nil && headerFlags != nil }

        /// Compiles and runs the check; records an issue with the compiler's messages when it does
        /// not compile, and returns the offsets it printed.
        public func offsets() throws -> [String: Int] {
            let compiler = try #require(Self.compiler)
            let flags = try #require(headerFlags)
            let output = try Fixtures.withTemporaryFolder("header-check") { folder in
                let executable = folder + "/check_layout"
                let compiled = try ProcessResult.run(
                    compiler,
                    ["-Werror", "-I", Fixtures.packageRoot + "/" + headerFolder] + flags + [
                        Fixtures.packageRoot + "/" + program, "-o", executable,
                    ])
                #expect(
                    compiled.status == 0,
                    "plistc's \(headerFolder) header differs from \(package)'s:\n\(compiled.error)")
                return compiled.status == 0 ? try ProcessResult.run(executable, []).output : ""
            }
            return Dictionary(
                uniqueKeysWithValues: output.split(separator: "\n").compactMap { line -> (String, Int)? in
                    let parts = line.split(separator: " ")
                    guard parts.count == 2, let offset = Int(parts[1]) else { return nil }
                    return (String(parts[0]), offset)
                })
        }
    }
#endif
