// Every target that shares the package's helpers writes outside text through the one text-safety type, so
// the helpers bring it with them (TextSafety is a product of its own: the notifier and apps use it too).
@_exported import TextSafety
