/// The colour palette a table is drawn in.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }
