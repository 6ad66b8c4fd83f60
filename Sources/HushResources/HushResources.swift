// The data files hush reads at run time (the routine catalog, the English word list and its licence,
// the chat words), copied by SwiftPM into the build folder as `Hush_HushResources.resources`, where
// `BundledResource` finds them beside the programs. A target of their own, linked only into `hush-net`:
// SwiftPM gives a target with resources an accessor that imports all of Foundation, which `hush` no
// longer links. Nothing here is called; `make install` copies the files to `share/hush`.
public enum HushResources {}
