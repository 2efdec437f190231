import { defaultTheme, type RaThemeOptions } from 'react-admin';

// The product's red (as in the user app), dark enough for white text to pass WCAG AA contrast.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#b71c1c' },
    secondary: { main: '#37474f' },
  },
};
