import type { CheckboxOwnerState } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  // The product's red (as in the user app), and a warning amber dark enough for text on white (WCAG AA, 4.5:1).
  palette: {
    primary: { main: '#b71c1c' },
    secondary: { main: '#37474f' },
    warning: { main: '#b45309' },
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        // react-admin 5 names its row checkboxes with an aria-label on <Checkbox>, which MUI 9 puts on the root
        // <span> (where it names nothing): the label goes to the input the screen reader announces instead.
        slotProps: {
          root: { 'aria-label': undefined } as object,
          input: (ownerState: CheckboxOwnerState) => ({
            'aria-label': (ownerState as { 'aria-label'?: string })['aria-label'],
          }),
        },
      },
    },
  },
};
