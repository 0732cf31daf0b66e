// Cairo for pictures (PNG), with FreeType faces so drawn text uses the measured glyphs.
// Missing? `apt-get install libcairo2-dev libfreetype-dev pkg-config` (scripts/install-deps).
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
