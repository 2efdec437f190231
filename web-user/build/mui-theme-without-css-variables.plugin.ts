import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The specifier src/app/theme.ts imports; @mui/material's `exports` map has no entry for the module itself. */
const MUI_THEME_WITHOUT_CSS_VARIABLES = '@mui/material/styles/createThemeNoVars';

const NO_VARS_MODULE = fileURLToPath(
  new URL('../../node_modules/@mui/material/styles/createThemeNoVars.mjs', import.meta.url),
);
const MUI_STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/;

/**
 * MUI's `createTheme` picks, at run time, between a theme with CSS variables and colour schemes and one without;
 * both come in the bundle, and the CSS-variables half (createThemeWithVars and the system's cssVars helpers, about
 * 5 KiB gzip) would go to every first visit. Our theme (src/app/theme.ts) asks for neither, so for it `createTheme`
 * returns exactly what `createThemeNoVars` does: MUI's own callers (its default theme, Box) are pointed at that
 * module, and theme.ts imports it by name so that the options it accepts are only those it honours.
 */
export const muiThemeWithoutCssVariables = (): Plugin => ({
  name: 'blood-match:mui-theme-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === MUI_THEME_WITHOUT_CSS_VARIABLES) return NO_VARS_MODULE;
    if (source === './createTheme.mjs' && importer && MUI_STYLES.test(importer)) return NO_VARS_MODULE;
    return null;
  },
});
