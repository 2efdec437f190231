import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLOOD_GROUPS, type BloodGroup } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ContentPage } from '@/components/content-page';
import { EmptyState, NoAnswer } from '@/components/feedback-states';
import { SelectField } from '@/components/select-field';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { usePublicNeeds, type StateNeeds } from '../api/get-public-needs';
import { NeedChips } from './need-chips';

/** The blood group chosen in the address (`?group=O%2B`), so a filtered board can be shared; null for all. */
export const chosenGroup = (value: string | null): BloodGroup | null =>
  (BLOOD_GROUPS as readonly string[]).includes(value ?? '') ? (value as BloodGroup) : null;

/** The states that need blood (of `group`, when chosen), each with only the needs that match. */
export const statesInNeed = (states: readonly StateNeeds[], group: BloodGroup | null): StateNeeds[] =>
  states
    .map((state) => ({ ...state, needs: state.needs.filter((need) => group === null || need.blood_group === group) }))
    .filter((state) => state.needs.length > 0);

function StateCard({ state }: { state: StateNeeds }) {
  const { t } = useTranslation('needs');
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
          <Link component={RouterLink} to={paths.stateNeeds(state.slug)}>
            {state.state}
          </Link>
        </Typography>
        <NeedChips needs={state.needs} label={t('neededIn', { state: state.state })} />
      </CardContent>
    </Card>
  );
}

/** Every state's open need for blood, by blood group, from requests and appeals at verified hospitals. */
export function NeedsBoard() {
  const { t } = useTranslation('needs');
  const board = usePublicNeeds();
  const [params, setParams] = useSearchParams();
  const group = chosenGroup(params.get('group'));
  const inNeed = board.data ? statesInNeed(board.data.states, group) : [];
  return (
    <ContentPage title={t('routes:needs')} lead={t('lead')}>
      <SelectField
        label={t('bloodGroup')}
        placeholder={t('allGroups')}
        options={BLOOD_GROUPS.map((value) => ({ value, label: value }))}
        value={group ?? ''}
        onChange={(event) => setParams(event.target.value ? { group: event.target.value } : {}, { replace: true })}
        fullWidth
        sx={{ mb: 2 }}
      />
      {!board.data ? (
        <NoAnswer pending={board.isPending} label={t('loading')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('updated', { time: formatDateTime(board.data.computed_at) })}
          </Typography>
          {inNeed.length === 0 ? (
            <EmptyState title={group ? t('noneOfGroup', { group }) : t('noneAnywhere')}>{t('noneHint')}</EmptyState>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('statesInNeed')}>
              {inNeed.map((state) => (
                <li key={state.slug}>
                  <StateCard state={state} />
                </li>
              ))}
            </Stack>
          )}
          {inNeed.length > 0 && inNeed.length < board.data.states.length && (
            <Typography color="text.secondary" sx={{ mt: 3 }}>
              {t('othersNone', { count: board.data.states.length - inNeed.length })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {t('howCounted')}
          </Typography>
          <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 1.5, fontSize: 20 }}>
            {t('everyState')}
          </Typography>
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5, flexWrap: 'wrap' }}>
            {board.data.states.map((state) => (
              <li key={state.slug}>
                <Link component={RouterLink} to={paths.stateNeeds(state.slug)}>
                  {state.state}
                </Link>
              </li>
            ))}
          </Stack>
        </>
      )}
    </ContentPage>
  );
}
