/// plistc's version: what `plistc --version` prints and the reports and generated files name.
public let plistcVersion = "0.1.0"
