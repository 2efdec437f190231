import { Checkbox, createTheme, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { theme } from './theme';

describe('theme', () => {
  it('names a checkbox labelled the react-admin way on its input, not on a bare span', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(theme)}>
        <Checkbox aria-label="Select this row" className="select-item" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
    expect(container.querySelector('span.select-item')?.hasAttribute('aria-label')).toBe(false);
  });
});
