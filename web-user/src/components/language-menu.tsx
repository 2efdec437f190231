import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageMenuLabel, type LanguageCode } from '@app/i18n';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { deferUntilOpen } from './deferred-overlays';
import { TranslateIcon } from '@/components/icons/translate-icon';
import type { LanguageMenuListProps } from './language-menu-list';

const LanguageMenuList = deferUntilOpen<LanguageMenuListProps>(() => import('./language-menu-list'));

/**
 * The language switch of the top bars. `onChange` lets a signed-in screen also store the choice in the account,
 * so emails, push and notifications follow it.
 */
export function LanguageMenu({ onChange }: { onChange?: (language: LanguageCode) => void }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = currentLanguage();
  const activeLanguage = LANGUAGES.find((language) => language.code === active) ?? LANGUAGES[0];

  const choose = async (language: LanguageCode) => {
    setAnchor(null);
    await changeLanguage(language);
    onChange?.(language);
  };

  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        aria-haspopup="menu"
        // The name starts with the code the button shows, so speech users can say what they see.
        aria-label={`${activeLanguage.code.toUpperCase()}, ${t('language.choose')}: ${languageMenuLabel(activeLanguage)}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {activeLanguage.code.toUpperCase()}
      </Button>
      <LanguageMenuList
        anchor={anchor}
        open={Boolean(anchor)}
        active={active}
        onClose={() => setAnchor(null)}
        onChoose={(language) => void choose(language)}
      />
    </>
  );
}
