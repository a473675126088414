// ICU's basic types: the header this system-library module stands for. CICU includes the ICU headers it
// uses itself; this module exists for pkg-config's flags (see module.modulemap).
#include <unicode/utypes.h>
