#include "cpng.h"
#include <png.h>
int cpng_version(void) { return (int)png_access_version_number(); }
