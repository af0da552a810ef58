import UIKit

let brandFont = ScaledFont(fontName: "Brnad")
