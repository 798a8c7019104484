// Apple's `Combine` on Linux: OpenCombine (and its Dispatch and Foundation schedulers) under
// the name an app imports, so `ObservableObject`, `@Published`, `AnyCancellable` and the
// publishers compile unmodified.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
