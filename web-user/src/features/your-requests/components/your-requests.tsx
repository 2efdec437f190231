import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner } from '@/components/feedback-states';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useYourRequests } from '../api/get-your-requests';
import { formatDateTime } from '@/lib/format-date';
import { RequestChip } from './request-chip';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { whenIdle } from '@/lib/when-idle';

/**
 * The popup's code (a dialog, the search progress, the donors, the on/off switch) is not part of the page's first
 * load, which a slow phone spends its main thread evaluating: it loads once the page is idle, or when one is opened.
 */
const { Component: RequestPopup, preload: preloadPopup } = preloadableLazy(
  async () => (await import('./request-popup')).RequestPopup,
);

/**
 * Whether the popup's code is there to draw it: loaded once the page is idle, or at once for a request to open. A
 * failed load shows once a request is opened (the popup then tries again, or the offline page shows).
 */
function usePopupLoaded(wanted: boolean) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    const load = () => {
      preloadPopup().then(
        () => {
          if (live) setLoaded(true);
        },
        () => {
          if (live && wanted) setLoaded(true);
        },
      );
    };
    if (!wanted) return whenIdle(load);
    load();
    return () => {
      live = false;
    };
  }, [loaded, wanted]);
  return loaded;
}

/** "Your Requests": the recipient's requests, 20 a page, each opening its popup (?id= in the address). */
export function YourRequests() {
  const { t } = useTranslation('your-requests');
  const { t: tc } = useTranslation('common');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('id');
  const list = useYourRequests(page, user?.id);
  const popupLoaded = usePopupLoaded(Boolean(openId));

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const requests = list.data?.requests ?? [];
  const totalPages = list.data?.page_info.total_pages ?? 0;

  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: 26, mb: 2 }}>
        {t('title')}
      </Typography>
      {/* What the page is for: text of the page itself, not of the list, so it is in the prerendered page. */}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {list.isPending ? (
        <Spinner label={tc('states.loading')} />
      ) : list.isError ? (
        <EmptyState title={tc('states.genericError')} />
      ) : requests.length === 0 ? (
        <EmptyState title={tc('states.nothingToSee')}>
          {t('empty')}{' '}
          <Button component={RouterLink} to={paths.app.dashboard}>
            {t('findDonor')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
            {requests.map((request) => (
              <ListItem key={request.id} disablePadding>
                <Paper variant="outlined" sx={{ width: '100%' }}>
                  <ListItemButton onClick={() => update({ id: request.id })} sx={{ display: 'block', py: 1.5 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 700 }}>
                        {t('item.title', {
                          name: `${request.first_name} ${request.last_name}`,
                          group: request.blood_group,
                          count: request.units,
                        })}
                      </Typography>
                      <RequestChip request={request} />
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {t('item.where', { hospital: request.hospital, date: formatDateTime(request.date) })}
                    </Typography>
                  </ListItemButton>
                </Paper>
              </ListItem>
            ))}
          </List>
          {totalPages > 1 && (
            <Pagination
              count={totalPages}
              page={page}
              onChange={(_, next) => update({ page: String(next) })}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              aria-label={tc('pagination.label')}
            />
          )}
        </>
      )}
      {popupLoaded && (
        <Suspense fallback={null}>
          <RequestPopup
            id={openId}
            fallback={requests.find((request) => request.id === openId)}
            onClose={() => update({ id: null })}
          />
        </Suspense>
      )}
    </Box>
  );
}
