// fontconfig finds the file of a named font family (`.custom("Avenir Next", 17)`).
// Missing? `apt-get install libfontconfig-dev pkg-config` (scripts/install-deps does it).
#include <fontconfig/fontconfig.h>
