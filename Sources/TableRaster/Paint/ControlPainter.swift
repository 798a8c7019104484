/// UIKit's small controls, drawn as shapes: accessories, the switch, the editing controls
/// and the reorder grip. Each takes the control's left edge and the row's vertical centre.
struct ControlPainter {
    let canvas: Canvas
    let palette: Palette

    func chevron(x: Double, centerY y: Double) {
        canvas.strokePolyline([(x + 1.5, y - 6), (x + 6.5, y), (x + 1.5, y + 6)], lineWidth: 2, palette.tertiaryLabel)
    }

    func checkmark(x: Double, centerY y: Double, tint: RGBA) {
        canvas.strokePolyline([(x + 1, y + 0.5), (x + 5.5, y + 5), (x + 14, y - 5.5)], lineWidth: 2.2, tint)
    }

    /// The ⓘ of `detailButton`: a ring with a dot and a stem.
    func detailButton(x: Double, centerY y: Double, tint: RGBA) {
        let cx = x + 11
        canvas.strokeCircle(centerX: cx, centerY: y, radius: 10.2, lineWidth: 1.3, tint)
        canvas.fillCircle(centerX: cx, centerY: y - 5, radius: 1.3, tint)
        canvas.strokePolyline([(cx, y - 1.5), (cx, y + 5.5)], lineWidth: 2, tint)
    }

    func toggle(x: Double, centerY y: Double, isOn: Bool, onColor: RGBA) {
        canvas.addRoundedRect(x: x, y: y - 15.5, width: 51, height: 31, radius: 15.5, roundTop: true, roundBottom: true)
        canvas.fillPath(isOn ? onColor : palette.switchOff)
        let knobX = isOn ? x + 51 - 2 - 13.5 : x + 2 + 13.5
        canvas.fillCircle(centerX: knobX, centerY: y + 1, radius: 14, RGBA(0, 0, 0, 0.08))  // shadow
        canvas.fillCircle(centerX: knobX, centerY: y, radius: 13.5, palette.knob)
    }

    func deleteControl(x: Double, centerY y: Double) {
        canvas.fillCircle(centerX: x + 11, centerY: y, radius: 11, palette.destructive)
        canvas.fill(x: x + 6, y: y - 1, width: 10, height: 2, palette.knob)
    }

    func insertControl(x: Double, centerY y: Double) {
        canvas.fillCircle(centerX: x + 11, centerY: y, radius: 11, palette.switchOn)
        canvas.fill(x: x + 6, y: y - 1, width: 10, height: 2, palette.knob)
        canvas.fill(x: x + 10, y: y - 5, width: 2, height: 10, palette.knob)
    }

    /// Three short bars, as UITableView's reorder control.
    func reorderGrip(x: Double, centerY y: Double) {
        for dy in [-5.0, 0, 5] {
            canvas.fill(x: x + 1, y: y + dy - 0.75, width: 18, height: 1.5, palette.tertiaryLabel)
        }
    }
}
