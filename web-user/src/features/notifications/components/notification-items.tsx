import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@/lib/api-types';

export const NO_NOTIFICATIONS = 'You do not have any notification';

export function NotificationItems({
  items,
  onRead,
}: {
  items: AppNotification[];
  onRead: (id: AppNotification['id']) => void;
}) {
  if (items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {NO_NOTIFICATIONS}
      </Typography>
    );
  return (
    <List disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} divider alignItems="flex-start" sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {item.body}
            </Typography>
          </Box>
          <Button size="small" onClick={() => onRead(item.id)} aria-label={`Mark "${item.title}" as read`}>
            Read
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
