import Foundation
/// UIKit's small controls, drawn as shapes: accessories, the switch, the editing controls
/// and the reorder grip. Each takes the control's drawn left edge and the row's vertical
/// centre. `mirrored`: for a right-to-left interface, the chevron points left and a switch
/// that is on has its knob on the left, as UIKit mirrors them.
struct ControlPainter {
    let canvas: Canvas
    let palette: Palette
    let mirrored: Bool

    /// The editing controls' circle.
    static let editingControlSize = 22.0

    /// UIKit's chevron (`chevron.forward`, tertiary label): a stroke whose ink fills
    /// ``Metrics/chevronInk``, its tip half a point inside the 8 pt box's trailing edge.
    func chevron(x: Double, centerY y: Double) {
        let cap = Metrics.chevronStroke / 2
        let tipX = x + Metrics.accessoryWidth(.disclosureIndicator) - 0.5 - cap
        let tailX = tipX - (Metrics.chevronInk.width - 2 * cap)
        let half = Metrics.chevronInk.height / 2 - cap
        let (tip, tail) = mirrored ? (2 * x + Metrics.accessoryWidth(.disclosureIndicator) - tipX,
                                      2 * x + Metrics.accessoryWidth(.disclosureIndicator) - tailX) : (tipX, tailX)
        canvas.strokePolyline([(tail, y - half), (tip, y), (tail, y + half)], lineWidth: Metrics.chevronStroke, palette.tertiaryLabel)
    }

    /// UIKit's checkmark: a short arm down and a long arm up, in the tint, its ink filling
    /// ``Metrics/checkmarkInk`` 2 pt inside the 15 pt box's trailing edge (the glyph itself
    /// is not mirrored, as UIKit does not mirror it).
    func checkmark(x: Double, centerY y: Double, tint: RGBA) {
        let cap = Metrics.checkmarkStroke / 2
        let box = Metrics.checkmarkInk
        let left = mirrored ? x + Metrics.checkmarkTrailingInset
                            : x + Metrics.accessoryWidth(.checkmark) - Metrics.checkmarkTrailingInset - box.width
        let (right, top) = (left + box.width, y - Metrics.checkmarkRaise - box.height / 2)
        let bottom = top + box.height
        // The vertices, in the ink box less the round caps: where the short arm starts (0.56
        // of the way down), the turn (0.3 across), the long arm's end.
        let points = [(left + cap, top + 0.56 * box.height), (left + 0.3 * box.width, bottom - cap), (right - cap, top + cap)]
        canvas.strokePolyline(points, lineWidth: Metrics.checkmarkStroke, tint)
    }

    /// The ⓘ of `detailButton`: a ring with a dot and a stem.
    func detailButton(x: Double, centerY y: Double, tint: RGBA) {
        let cx = x + 11
        canvas.strokeCircle(centerX: cx, centerY: y, radius: 10.2, lineWidth: 1.3, tint)
        canvas.fillCircle(centerX: cx, centerY: y - 5, radius: 1.3, tint)
        canvas.strokePolyline([(cx, y - 1.5), (cx, y + 5.5)], lineWidth: 2, tint)
    }

    /// UISwitch: a 51 × 31 pt track, filled (no outline) in either state, and a 27 pt white
    /// knob 2 pt in from the end, with the same soft shadow on and off.
    func toggle(x: Double, centerY y: Double, isOn: Bool, onColor: RGBA) {
        canvas.addRoundedRect(x: x, y: y - 15.5, width: 51, height: 31, radius: 15.5, roundTop: true, roundBottom: true)
        canvas.fillPath(isOn ? onColor : palette.switchOff)
        let knobX = isOn != mirrored ? x + 51 - 2 - 13.5 : x + 2 + 13.5
        // The knob's shadow, as UIKit draws it on iOS 17 and 18 (docs/fidelity.md, the
        // a11ysnapshot pairs): 1.5 pt down, 2 pt of falloff, 15–17 levels darker just under
        // the knob, and inside the track only — nothing shows on the cell below it.
        canvas.addRoundedRect(x: x, y: y - 15.5, width: 51, height: 31, radius: 15.5, roundTop: true, roundBottom: true)
        canvas.withClipToPath {
            for ring in 0..<5 {
                canvas.fillCircle(centerX: knobX, centerY: y + 1.5, radius: 13.5 + Double(4 - ring) * 0.5, RGBA(0, 0, 0, 0.015))
            }
        }
        canvas.fillCircle(centerX: knobX, centerY: y, radius: 13.5, palette.knob)
        canvas.strokeCircle(centerX: knobX, centerY: y, radius: 13.35, lineWidth: 0.3, RGBA(0, 0, 0, 0.04))
    }

    /// UIActivityIndicatorView's medium style, still: eight round-capped spokes on a 20 pt
    /// circle, in secondaryLabel, fading one step a spoke clockwise from the top.
    func activityIndicator(centerX x: Double, centerY y: Double) {
        for spoke in 0..<8 {
            let angle = -Double.pi / 2 + Double(spoke) * Double.pi / 4
            let (dx, dy) = (cos(angle), sin(angle))
            var color = palette.secondaryLabel
            color.a *= 1 - Double(spoke) * 0.1
            canvas.strokePolyline([(x + 4.5 * dx, y + 4.5 * dy), (x + 8.5 * dx, y + 8.5 * dy)], lineWidth: 2.25, color)
        }
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
