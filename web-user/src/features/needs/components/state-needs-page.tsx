import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStates } from '@/api/get-states';
import { ContentPage } from '@/components/content-page';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import type { StateNeeds } from '../api/get-public-needs';
import { useStateNeeds } from '../api/get-state-needs';
import { NeedChips } from './need-chips';
import { ShareStateNeeds } from './share-state-needs';

function BloodBanks({ state }: { state: StateNeeds }) {
  const { t } = useTranslation('needs');
  const states = useStates();
  const stateId = states.data?.find((candidate) => candidate.name === state.state)?.id;
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5, fontSize: 20 }}>
        {t('bloodBanks', { state: state.state })}
      </Typography>
      {state.hospitals.length === 0 ? (
        <Typography color="text.secondary">{t('noBloodBanks', { state: state.state })}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.hospitals.map((hospital) => (
            <li key={hospital.id}>
              <Card variant="outlined" sx={{ borderRadius: 2 }}>
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {hospital.name}
                  </Typography>
                  {(hospital.address || hospital.lga) && (
                    <Typography variant="body2">
                      {[hospital.address, hospital.lga].filter(Boolean).join(', ')}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      <Link
        component={RouterLink}
        to={stateId ? `${paths.hospitals}?state=${stateId}` : paths.hospitals}
        sx={{ display: 'inline-block', mt: 2 }}
      >
        {t('allHospitals', { state: state.state })}
      </Link>
    </Box>
  );
}

/** One state's open need for blood and where to give it, with a link to share. */
export function StateNeedsPage() {
  const { t } = useTranslation('needs');
  const { slug = '' } = useParams();
  const needs = useStateNeeds(slug);
  if (!needs.data) {
    const missing = needs.error instanceof ApiError && needs.error.status === 404;
    return (
      <ContentPage title={t('routes:needs')}>
        {missing ? (
          <EmptyState title={t('unknownState')}>
            <Link component={RouterLink} to={paths.needs}>
              {t('allStates')}
            </Link>
          </EmptyState>
        ) : (
          <NoAnswer pending={needs.isPending} label={t('loading')} />
        )}
      </ContentPage>
    );
  }
  const { state, computed_at } = needs.data;
  const title = t('neededIn', { state: state.state });
  const summary =
    state.needs.length > 0
      ? t('shareText', {
          state: state.state,
          needs: state.needs.map((need) => t('groupUnits', { group: need.blood_group, count: need.units })).join(', '),
        })
      : t('noneInState', { state: state.state });
  const url = `${window.location.origin}${paths.stateNeeds(state.slug)}`;
  return (
    <ContentPage title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('updated', { time: formatDateTime(computed_at) })}
      </Typography>
      {state.needs.length > 0 ? (
        <NeedChips needs={state.needs} label={t('neededIn', { state: state.state })} />
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{t('noneInState', { state: state.state })}</Typography>
      )}
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ShareStateNeeds url={url} title={title} text={summary} />
        <Link component={RouterLink} to={paths.needs}>
          {t('allStates')}
        </Link>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('howCounted')}
      </Typography>
      <BloodBanks state={state} />
    </ContentPage>
  );
}
