// `import UIKit` brings Foundation (CGFloat, CGRect, CGSize, CGPoint, IndexPath); so does
// `import GalleyUIKit`, so code written for UIKit compiles unchanged when its import is switched:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import GalleyUIKit
//     #endif
@_exported import Foundation
