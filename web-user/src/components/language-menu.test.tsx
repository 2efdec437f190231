import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, changeLanguage } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LanguageMenu } from './language-menu';

function Sample() {
  const { t } = useTranslation('common');
  return <p>{t('states.nothingToSee')}</p>;
}

describe('LanguageMenu', () => {
  afterEach(() => changeLanguage('en'));

  it('lists every language, marks unreviewed drafts, and switches the page', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <>
        <LanguageMenu onChange={onChange} />
        <Sample />
      </>,
    );
    expect(screen.getByText('Nothing to see here!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Choose language/ }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['English', 'Naijá (beta)', 'Hausa (beta)', 'Yorùbá (beta)', 'Igbo (beta)']);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Hausa (beta)' }));
    await waitFor(() => expect(screen.getByText('Babu komai a nan!')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('ha');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ha');
    expect(onChange).toHaveBeenCalledWith('ha');
  });
});
