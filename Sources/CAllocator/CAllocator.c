#include "CAllocator.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc (through features.h)
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void galley_fix_allocator_thresholds(int mmap_threshold, int trim_threshold) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
    (void)mmap_threshold;
    (void)trim_threshold;
#endif
}
