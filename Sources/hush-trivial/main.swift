// The benchmark's baseline: a Swift process that loads Foundation and prints one line.
// Every timed `hush` run is reported as a ratio against this, so machine noise cancels out.
import Foundation

print("ok")
