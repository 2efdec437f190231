import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { displayNigerianPhone } from '@app/domain';
import { useConfirmMatch } from '../api/confirm-match';
import type { YourRequest } from '../api/get-your-requests';

type Match = YourRequest['matches'][number];

const nameOf = (match: Match) => `${match.user.first_name} ${match.user.last_name}`;

/**
 * The donors who accepted: name and phone (a call link). "Confirm Donation" asks once whether that donor gave blood
 * (it cannot be undone), then goes to the recipient's feedback for this request; a confirmed donor reads "Received!".
 */
export function RequestMatches({ request }: { request: YourRequest }) {
  const { t } = useTranslation('your-requests');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const confirm = useConfirmMatch();
  const [asking, setAsking] = useState<Match | null>(null);

  const confirmDonation = async (match: Match) => {
    try {
      await confirm.mutateAsync(match.id);
      setAsking(null);
      navigate(paths.app.giveFeedback(request.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <Box component="section" aria-labelledby="request-donors-title" sx={{ mt: 2 }}>
      <Typography id="request-donors-title" variant="h3" component="h3" sx={{ fontSize: 16, fontWeight: 700 }}>
        {t('donors.title')}
      </Typography>
      {request.matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('donors.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {request.matches.map((match) => {
            const name = nameOf(match);
            const phone = displayNigerianPhone(match.user.phone_number);
            return (
              <ListItem
                key={match.id}
                disableGutters
                sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
              >
                <Box>
                  <Typography>{name}</Typography>
                  <Link href={`tel:${phone}`} aria-label={t('donors.call', { name, phone })}>
                    {phone}
                  </Link>
                </Box>
                {match.status === 'confirmed' ? (
                  <Typography
                    color="success.main"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
                  >
                    <CheckCircleIcon fontSize="small" />
                    {t('donors.received')}
                  </Typography>
                ) : (
                  <Button
                    variant="contained"
                    size="small"
                    disabled={confirm.isPending}
                    onClick={() => setAsking(match)}
                  >
                    {t('donors.confirm')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="confirm-donation-title"
      >
        <DialogTitle id="confirm-donation-title">
          {asking && t('donors.confirmQuestion', { name: nameOf(asking) })}
        </DialogTitle>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setAsking(null)} disabled={confirm.isPending}>
            {tc('actions.cancel')}
          </Button>
          <Button
            variant="contained"
            loading={confirm.isPending}
            onClick={() => asking && void confirmDonation(asking)}
          >
            {t('donors.confirmYes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
