/// Loads a config file (YAML or JSON) into a ``TableDocument``.
public enum ConfigLoader {
    /// Reads and decodes the config at `path`. Every error names the file, and where it can,
    /// the line and column.
    public static func load(file path: String) throws(ConfigError) -> TableDocument {
        try TableDecoder.decode(try ConfigReader.read(file: path), file: path)
    }

    /// Decodes config text as if read from `file` (relative paths resolve beside `file`).
    public static func load(text: String, file: String) throws(ConfigError) -> TableDocument {
        try TableDecoder.decode(try ConfigReader.parse(text, file: file), file: file)
    }
}
