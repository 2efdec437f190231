import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { EmptyState, Spinner } from './feedback-states';
import { ListPager } from './list-pager';

/** A signed-in list page: its heading, a spinner while loading, the empty texts, the items and the page links. */
export function PagedListScreen({
  title,
  loadingLabel,
  loading,
  empty,
  emptyTitle,
  emptyText,
  page,
  totalPages,
  onPageChange,
  before,
  children,
}: {
  title: string;
  loadingLabel: string;
  loading: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyText: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  before?: ReactNode;
  children: ReactNode;
}) {
  // Deleting or answering the last item of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (empty && page > 1) onPageChange(page - 1);
  }, [empty, page, onPageChange]);
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 }, mb: 2 }}>
        {title}
      </Typography>
      {before}
      {loading && <Spinner label={loadingLabel} />}
      {empty && <EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
      <ListPager page={page} totalPages={totalPages} onChange={onPageChange} />
    </Box>
  );
}
