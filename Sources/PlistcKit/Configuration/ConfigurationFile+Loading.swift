import PlistcIO
import PlistcJSON

/// A configuration read from its file, or from its text.
extension ConfigurationFile {
    /// Reads and checks a configuration file.
    package static func load(_ path: String) throws(IOFailure) -> ConfigurationFile {
        try parse(FileSystem.readWhole(path, maxBytes: 1 << 20, advice: "a configuration is at most 1 MiB"), path: path)
    }

    /// Checks a configuration's text, as the file at `path` (its folder is where `include`,
    /// `exclude` and the paths it names start).
    package static func parse(_ bytes: [UInt8], path: String) throws(IOFailure) -> ConfigurationFile {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw IOFailure(path: "\(path):\(error.line):\(error.column)", reason: "invalid JSON: \(error.message)")
        }
        do {
            let configuration = try ConfigurationFile(path: path, json: json)
            try configuration.checkBounds()
            return configuration
        } catch {
            let location = error.position.map { "\(path):\($0.line):\($0.column)" } ?? path
            throw IOFailure(path: location, reason: error.message)
        }
    }
}
