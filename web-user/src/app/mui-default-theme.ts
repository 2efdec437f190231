import { theme } from './theme';

/**
 * MUI's default theme, for its components outside a ThemeProvider (build/mui-theme-without-css-variables.plugin.ts
 * points MUI's own at it): the app's theme, so start-up builds one theme instead of three.
 */
export default theme;
