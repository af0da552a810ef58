import PlistcDiagnostics
import PlistcIO
import PlistcLocalizedStrings

/// The app's strings files, read for `plistc fit` and for `lint`'s `"fit"` budgets.
package enum FitSources {
    /// The strings of each file in `paths`, in order; `nil`, with each problem printed
    /// (`path:line:col: error: …`), when a file cannot be read or parsed, or is larger than
    /// `limit` - 1 bytes (never measured in part).
    package static func read(_ paths: [String], limit: Int, host: SessionHost) -> [LocalizedString]? {
        var strings: [LocalizedString] = []
        var failed = false
        for path in paths {
            guard StringsTable.reads(path: path) else {
                host.messageLine(
                    "\(path): error: not a strings file plistc reads: give a String Catalog (.xcstrings) or a .strings file"
                )
                failed = true
                continue
            }
            let bytes: [UInt8]
            do throws(IOFailure) {
                bytes = try FileSystem.readWhole(path, maxBytes: limit - 1)
            } catch {
                host.messageLine(TextReporter.line(for: error))
                failed = true
                continue
            }
            do throws(StringsFileError) {
                strings += try StringsTable.read(bytes, path: path)
            } catch {
                host.messageLine(
                    "\(error.location.description): error: \(error.message)"
                )
                failed = true
            }
        }
        return failed ? nil : strings
    }
}
