import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SHOW_MORE_LIMIT = 70;

/** Text cut at `limit` characters while collapsed, with Show More / Show Less. */
export function ShowMoreText({ text, limit = SHOW_MORE_LIMIT }: { text: string; limit?: number }) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > limit;
  return (
    <div>
      <Typography id={id} variant="body2" component="p" sx={{ whiteSpace: 'pre-line' }}>
        {long && !expanded ? `${text.slice(0, limit)}...` : text}
      </Typography>
      {long && (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
          sx={{ px: 0, mt: 0.5 }}
        >
          {expanded ? t('actions.showLess') : t('actions.showMore')}
        </Button>
      )}
    </div>
  );
}
