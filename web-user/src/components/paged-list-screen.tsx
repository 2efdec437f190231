import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from './feedback-states';
import { ListPager } from './list-pager';

interface PagedQuery {
  isPending: boolean;
  isSuccess: boolean;
  data?: { page_info: { total_pages: number } };
}

/**
 * A signed-in list page: its heading, a spinner while loading, the empty texts, the items (as `li`) and the page
 * links. The texts are the namespace's `title`, `loading`, `empty.title` and `empty.text`.
 */
export function PagedListScreen({
  namespace,
  query,
  count,
  page,
  onPageChange,
  before,
  children,
}: {
  namespace: string;
  query: PagedQuery;
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  before?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const empty = query.isSuccess && count === 0;
  // Deleting or answering the last item of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (empty && page > 1) onPageChange(page - 1);
  }, [empty, page, onPageChange]);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        {t('title')}
      </Typography>
      {before}
      {query.isPending && <Spinner label={t('loading')} />}
      {empty && <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
      <ListPager page={page} totalPages={query.data?.page_info.total_pages ?? 0} onChange={onPageChange} />
    </Box>
  );
}
