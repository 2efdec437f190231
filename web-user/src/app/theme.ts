// MUI's theme without CSS variables or colour schemes (see build/mui-theme-without-css-variables.plugin.ts).
import createTheme from '@mui/material/styles/createThemeNoVars';

/** System fonts only: nothing is fetched from a font CDN. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1200 } },
  palette: {
    primary: { main: '#b71c1c', dark: '#7f0000', light: '#f05545', contrastText: '#ffffff' },
    secondary: { main: '#263238', contrastText: '#ffffff' },
    background: { default: '#fafafa', paper: '#ffffff' },
    text: { primary: '#1c1c1c', secondary: '#4a4a4a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiCssBaseline: {
      styleOverrides: {
        // Both layouts keep a 64 px top bar stuck to the top: scrolling to an element stops below it.
        html: { scrollPaddingTop: 'calc(64px + env(safe-area-inset-top, 0px))' },
        ':focus-visible': { outline: '3px solid #1565c0', outlineOffset: 2 },
        a: { color: '#b71c1c' },
      },
    },
  },
});
