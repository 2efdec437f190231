import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Rows = [label: string, value: ReactNode][];

/**
 * A profile card that toggles between reading its rows and editing them; `edit` gets `done` to go back.
 * With an `id`, a link to `/app/profile#<id>` (the dashboard's "Change" on the location card) scrolls to it.
 */
export function ProfileCard({
  id,
  title,
  rows,
  edit,
}: {
  id?: string;
  title: string;
  rows: Rows;
  edit: (done: () => void) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (id && window.location.hash === `#${id}`) card.current?.scrollIntoView({ block: 'start' });
  }, [id]);
  return (
    <Card ref={card} id={id} component="section" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {!editing && (
            <Button onClick={() => setEditing(true)} aria-label={`${t('actions.edit')}: ${title}`}>
              {t('actions.edit')}
            </Button>
          )}
        </Box>
        {editing ? edit(() => setEditing(false)) : <DetailRows rows={rows} />}
      </CardContent>
    </Card>
  );
}

/** The read-only rows of a card: label and value, "-" for what is not filled in. */
function DetailRows({ rows }: { rows: Rows }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 40%) 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Save and Cancel of an edit form. */
export function EditActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
      <Button onClick={onCancel} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={saving}>
        {t('actions.save')}
      </Button>
    </Box>
  );
}
