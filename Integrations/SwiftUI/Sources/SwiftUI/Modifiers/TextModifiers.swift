import TableLayout

// Modifiers that set the environment, as in SwiftUI: every text and symbol inside reads them.
extension View {
    public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }
    /// Drawn in the default design, with a warning (Inter is tablesnap's one family).
    public func fontDesign(_ design: Font.Design?) -> some View {
        modified { resolver, content in
            if let note = design?.approximation { resolver.warn(note) }
            return content()
        }
    }
    public func fontWidth(_ width: Font.Width?) -> some View {
        modified { resolver, content in
            if let width, width != .standard { resolver.warn("font width .\(width.name) is drawn as .standard") }
            return content()
        }
    }
    public func bold(_ isActive: Bool = true) -> some View { environmentChange { if isActive { $0.fontWeight = .bold } } }
    public func italic(_ isActive: Bool = true) -> some View { environmentChange { if isActive { $0.isItalic = true } } }
    public func foregroundColor(_ color: Color?) -> some View { environmentChange { $0.foregroundColor = color } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChange { environment in
            if style is TintShapeStyle { environment.foregroundColor = environment.tint ?? .accentColor }
            else { environment.foregroundColor = style.asColor }
        }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentChange { $0.foregroundColor = primary.asColor }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environmentChange { $0.foregroundColor = primary.asColor }
    }
    public func tint(_ tint: Color?) -> some View { environmentChange { $0.tint = tint } }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { environmentChange { $0.tint = tint?.asColor } }
    public func accentColor(_ accentColor: Color?) -> some View { environmentChange { $0.tint = accentColor } }
    public func labelsHidden() -> some View { environmentChange { $0.labelsHidden = true } }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environmentChange { $0.lineSpacing = Double(lineSpacing) } }
    /// The tint of the list items inside (their labels' icons), as `.tint` sets it.
    public func listItemTint(_ tint: Color?) -> some View { environmentChange { $0.tint = tint } }
    public func lineLimit(_ number: Int?) -> some View { environmentChange { $0.lineLimit = number } }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { environmentChange { $0.lineLimit = limit } }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { environmentChange { $0.lineLimit = limit.upperBound } }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { environmentChange { $0.lineLimit = nil } }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { environmentChange { $0.lineLimit = limit.upperBound } }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentChange { $0.multilineTextAlignment = alignment } }
    /// On a section's header, `.textCase(nil)` would keep its case: the table draws grouped
    /// headers in capitals (a known difference); on text, the case is applied.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modified { resolver, content in
            if textCase == nil { resolver.warn("textCase(nil) on a grouped list's header is drawn in capitals") }
            return resolver.with({ $0.textCase = textCase; $0.textCaseForText = textCase }, content)
        }
    }
    public func disabled(_ disabled: Bool) -> some View { environmentChange { if disabled { $0.isEnabled = false } } }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environmentChange { $0.symbolVariantFill = variant.isFill } }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environmentChange { $0.dynamicTypeSize = size } }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
    }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange { $0[keyPath: keyPath] = value }
    }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    /// `.environment(model)` for an `@Observable` object, read with `@Environment(Model.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChange { $0.objects[ObjectIdentifier(T.self)] = object }
    }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        environmentChange { transform(&$0[keyPath: keyPath]) }
    }
}
