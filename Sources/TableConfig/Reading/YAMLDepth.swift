import CYaml

/// How deep a YAML text nests, found before anything recursive reads it.
///
/// Yams composes nodes recursively, and so do the converter and every reader of the tree
/// after it; at libyaml's own limit (1000) that overflowed a 1 MiB stack (a thread's or a
/// sanitizer build's; docs/config.md, Limits). libyaml's event parser keeps its own stack on
/// the heap, so one pass over the events counts the depth without recursion, and a text
/// nested past ``YAMLReader/maxNesting`` is refused at the collection that passes it.
enum YAMLDepth {
    /// The position (1-based line and column) of the first list or mapping nested deeper
    /// than `limit`, or nil when none is; nil too when the text is not valid YAML (Yams
    /// then says what is wrong, where).
    static func firstPastLimit(in text: String, limit: Int) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { bytes -> (line: Int, column: Int)? in
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var depth = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > limit { return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1) }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                    return nil
                default:
                    break
                }
            }
        }
    }
}
