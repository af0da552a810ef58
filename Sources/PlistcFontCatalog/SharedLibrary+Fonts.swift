import PlistcDynamicLibraries

extension SharedLibrary {
    /// The environment variable that turns the font libraries off: with `none`, plistc acts as
    /// on a machine without FreeType and HarfBuzz.
    static let fontSwitch = "PLISTC_FONT_LIBRARIES"
}
