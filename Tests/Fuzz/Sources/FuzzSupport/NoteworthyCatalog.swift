import PlistcPropertyList
import PlistcSourceChecks
import PlistcStyleDictionary

/// The dictionaries a fuzzed Swift file or storyboard may name or stand for: Noteworthy.plist
/// with a body entry only, Noteworthy-Light at 17 pt.
public let noteworthyCatalog: DictionaryCatalog = {
    let plist = """
        <plist version="1.0"><dict><key>body</key><dict><key>fontName</key><string>Noteworthy-Light</string>\
        <key>fontSize</key><integer>17</integer></dict></dict></plist>
        """
    let document = PlistReader().read(Array(plist.utf8), path: "Noteworthy.plist")
    let verdict = RuntimeVerdict(StyleDictionaryFile(document, runtime: .standard))
    return DictionaryCatalog([("Noteworthy", .init(path: "Noteworthy.plist", verdict: verdict))])
}()
