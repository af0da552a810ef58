#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import PlistcCLI

exit(run(Array(CommandLine.arguments.dropFirst())))
