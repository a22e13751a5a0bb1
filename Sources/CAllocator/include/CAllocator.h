// The C allocator's tuning knobs, which Swift's Glibc module does not export (malloc.h).
// Called only from Sources/Support/Platform.swift.
#pragma once

/// Fixes glibc's mmap and trim thresholds (benchmarks only); nothing on other C libraries.
void galley_fix_allocator_thresholds(int mmap_threshold, int trim_threshold);
