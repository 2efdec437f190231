import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { LANGUAGES, languageMenuLabel, type LanguageCode } from '@app/i18n';

/**
 * The language the app speaks, as the top bar's menu sets it (kept in this browser). Storing it in the account
 * waits for the API's user language field.
 */
export function LanguageCard() {
  const { t } = useTranslation('profile');
  return (
    <Card component="section" variant="outlined" aria-labelledby="profile-language" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography id="profile-language" variant="h6" component="h2">
          {t('language.title')}
        </Typography>
        <SelectField
          id="language"
          label={t('language.choose')}
          placeholder={t('language.choose')}
          options={LANGUAGES.map((option) => ({ value: option.code, label: languageMenuLabel(option) }))}
          // useTranslation re-renders on a language change, from here or from the top bar's menu.
          value={currentLanguage()}
          onChange={(event) => {
            if (event.target.value) void changeLanguage(event.target.value as LanguageCode);
          }}
        />
      </CardContent>
    </Card>
  );
}
