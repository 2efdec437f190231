import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/** The page links under a paged list; nothing when everything fits on one page. */
export function ListPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={t('pagination.label')}
        count={totalPages}
        page={page}
        onChange={(_, next) => onChange(next)}
        color="primary"
      />
    </Box>
  );
}
