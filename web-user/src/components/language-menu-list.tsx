import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageMenuLabel, type LanguageCode } from '@app/i18n';

export interface LanguageMenuListProps {
  anchor: HTMLElement | null;
  open: boolean;
  active: LanguageCode;
  onClose: () => void;
  onChoose: (language: LanguageCode) => void;
}

/** The opened language menu: in its own chunk, as nobody needs it before tapping the language button. */
export default function LanguageMenuList({ anchor, open, active, onClose, onChoose }: LanguageMenuListProps) {
  const { t } = useTranslation('common');
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': t('language.label') } }}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === active}
          onClick={() => onChoose(language.code)}
        >
          {languageMenuLabel(language)}
        </MenuItem>
      ))}
    </Menu>
  );
}
