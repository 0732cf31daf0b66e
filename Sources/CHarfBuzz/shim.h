// HarfBuzz for text shaping (kerning lives in GPOS, which only shaping applies).
// Missing? `apt-get install libharfbuzz-dev pkg-config` (scripts/install-deps does it).
#include <hb.h>
#include <hb-ot.h>
