// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, for UIImage
// attachments on Apple's systems): a file that imports Testing and UIKit makes the compiler
// look for it. This empty module is that overlay for tablesnap's UIKit, so a test file can
// import both on Linux.
