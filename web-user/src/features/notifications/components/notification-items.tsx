import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatWhen } from '@/lib/format-date';
import type { AppNotification } from '../api/get-notifications';

/** Only pages of this app open from a notification; anything else stays plain text. */
export const appPathOf = (url: string | null | undefined): string | null =>
  url && url.startsWith('/') && !url.startsWith('//') ? url : null;

/**
 * The notification items: unread ones bold with a dot and a Read button, read ones plain; each says when it
 * arrived; one with a page of the app opens it (and counts as read).
 */
export function NotificationItems({
  items,
  onRead,
  onOpen,
  now = new Date(),
}: {
  items: AppNotification[];
  onRead: (id: string) => void;
  /** Called before following an item's link (e.g. to close the panel). */
  onOpen?: () => void;
  now?: Date;
}) {
  const { t } = useTranslation('notifications');
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  return (
    <List disablePadding>
      {items.map((item) => {
        const path = appPathOf(item.url);
        const title = path ? (
          <Link
            component={RouterLink}
            to={path}
            color="inherit"
            onClick={() => {
              if (!item.read) onRead(item.id);
              onOpen?.();
            }}
          >
            {item.title}
          </Link>
        ) : (
          item.title
        );
        return (
          <ListItem
            key={item.id}
            divider
            alignItems="flex-start"
            data-read={item.read}
            sx={{ gap: 1, bgcolor: item.read ? 'transparent' : 'rgba(211, 47, 47, 0.06)' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                mt: 1,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: item.read ? 'transparent' : 'error.main',
              }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: item.read ? 400 : 700 }}>
                {title}
                {!item.read && <Box component="span" sx={visuallyHidden}>{` (${t('unread')})`}</Box>}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.body}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="time" dateTime={item.created_at}>
                {formatWhen(item.created_at, now)}
              </Typography>
            </Box>
            {!item.read && (
              <Button size="small" onClick={() => onRead(item.id)} aria-label={t('readOne', { title: item.title })}>
                {t('read')}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * Read by screen readers, not shown. Sizes in px: a bare 1 would be 100% in `sx`, a box as wide as the screen that
 * made the page scroll sideways.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
