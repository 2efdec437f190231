import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { textList } from '@/lib/i18n';

/** The two batches of a year: the names of the months and periods are in the catalogue, by batch. */
export const ADVOCACY_BATCHES = ['advocacy:batches.first', 'advocacy:batches.second'] as const;

export function AdvocacyProgramme() {
  const { t } = useTranslation('advocacy');
  return (
    <ContentPage title={t('routes:advocacy')} lead={t('lead', { name: APP_NAME })}>
      <P>{t('intro')}</P>
      <Section title={t('who.title')}>
        <Bullets items={textList('advocacy:who.items')} />
      </Section>
      <Section title={t('benefits.title')}>
        <Bullets items={textList('advocacy:benefits.items')} />
      </Section>
      <Section title={t('timeline.title')}>
        <TableContainer component={Paper} variant="outlined" tabIndex={0}>
          <Table aria-label={t('timeline.label')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('timeline.batch')}</TableCell>
                <TableCell scope="col">{t('timeline.selection')}</TableCell>
                <TableCell scope="col">{t('timeline.training')}</TableCell>
                <TableCell scope="col">{t('timeline.advocacy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ADVOCACY_BATCHES.map((batch) => ({
                batch: t(`${batch}.name`),
                selection: t(`${batch}.selection`),
                training: t(`${batch}.training`),
                duration: t(`${batch}.duration`),
              })).map((row) => (
                <TableRow key={row.batch}>
                  <TableCell component="th" scope="row">
                    {row.batch}
                  </TableCell>
                  <TableCell>{row.selection}</TableCell>
                  <TableCell>{row.training}</TableCell>
                  <TableCell>{row.duration}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
      <Button component={RouterLink} to={paths.advocacyForm} variant="contained" size="large" sx={{ mt: 4 }}>
        {t('applyNow')}
      </Button>
    </ContentPage>
  );
}
