import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The specifier src/app/theme.ts imports; @mui/material's `exports` map has no entry for the module itself. */
const MUI_THEME_WITHOUT_CSS_VARIABLES = '@mui/material/styles/createThemeNoVars';

const NO_VARS_MODULE = fileURLToPath(
  new URL('../../node_modules/@mui/material/styles/createThemeNoVars.mjs', import.meta.url),
);
const MUI_STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/;
const MUI_MATERIAL = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/;
const MUI_BOX = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Box[\\/]Box\.mjs$/;
const BOX_DEFAULT_THEME = 'const defaultTheme = createTheme();';

const APP_THEME = fileURLToPath(new URL('../src/app/mui-default-theme.ts', import.meta.url));

/**
 * MUI's `createTheme` picks, at run time, between a theme with CSS variables and colour schemes and one without;
 * both come in the bundle, and the CSS-variables half (createThemeWithVars and the system's cssVars helpers, about
 * 5 KiB gzip) would go to every first visit. Our theme (src/app/theme.ts) asks for neither, so for it `createTheme`
 * returns exactly what `createThemeNoVars` does: MUI's own callers (its default theme, Box) are pointed at that
 * module, and theme.ts imports it by name so that the options it accepts are only those it honours.
 *
 * MUI also builds a default theme of its own when its modules load (for components outside a ThemeProvider), and Box
 * another: three themes at start-up, a long task of a slow phone with the app's. Both are pointed at the app's theme
 * (src/app/mui-default-theme.ts), which every component is given anyway.
 */
export const muiThemeWithoutCssVariables = (): Plugin => ({
  name: 'blood-match:mui-theme-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === MUI_THEME_WITHOUT_CSS_VARIABLES) return NO_VARS_MODULE;
    if (source === './createTheme.mjs' && importer && MUI_STYLES.test(importer)) return NO_VARS_MODULE;
    if (/(^|\/)defaultTheme\.mjs$/.test(source) && importer && MUI_MATERIAL.test(importer)) return APP_THEME;
    return null;
  },
  transform(code, id) {
    if (!MUI_BOX.test(id)) return null;
    if (!code.includes(BOX_DEFAULT_THEME)) throw new Error(`${id} no longer builds its default theme as expected`);
    return code.replace(BOX_DEFAULT_THEME, `import defaultTheme from ${JSON.stringify(APP_THEME)};`);
  },
});
