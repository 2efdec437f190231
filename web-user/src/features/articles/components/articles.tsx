import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmptyState, Spinner } from '@/components/feedback-states';
import { formatArticleDate } from '@/lib/format-date';
import { useArticle } from '../api/get-article';
import { useArticles } from '../api/get-articles';
import type { Article } from '@/lib/api-types';

export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg';
export const EXCERPT_HEIGHT = 150;

/** The HTML content, already sanitised by the API when the article was saved. */
function HtmlContent({ html, excerpt = false }: { html: string; excerpt?: boolean }) {
  return (
    <Box
      sx={{
        ...(excerpt
          ? {
              maxHeight: EXCERPT_HEIGHT,
              overflow: 'hidden',
              maskImage: 'linear-gradient(to bottom, black 70%, transparent 100%)',
            }
          : {}),
        '& img': { maxWidth: '100%', height: 'auto' },
        '& p': { lineHeight: 1.7 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ArticleCard({ article, basePath }: { article: Article; basePath: string }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={`${basePath}/${article.id}`}>
        <CardMedia
          component="img"
          height="180"
          image={article.image || DEFAULT_ARTICLE_IMAGE}
          alt=""
          onError={(event) => {
            (event.currentTarget as HTMLImageElement).src = DEFAULT_ARTICLE_IMAGE;
          }}
        />
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {formatArticleDate(article.created_on)}
          </Typography>
          <Typography variant="h3" component="h2" sx={{ mt: 0.5, mb: 1 }}>
            {article.title}
          </Typography>
          <HtmlContent html={article.content} excerpt />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ArticleList() {
  const { t } = useTranslation('articles');
  const [page, setPage] = useState(1);
  const { pathname } = useLocation();
  const basePath = pathname.startsWith('/app') ? '/app/articles' : '/articles';
  const { data, isLoading } = useArticles(page);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {t('routes:articles')}
      </Typography>
      {isLoading ? (
        <Spinner label={t('loadingList')} />
      ) : !data?.blogs.length ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
          >
            {data.blogs.map((article) => (
              <ArticleCard key={article.id} article={article} basePath={basePath} />
            ))}
          </Box>
          {(data.page_info?.total_pages ?? 1) > 1 && (
            <Pagination
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
              count={data.page_info?.total_pages ?? 1}
              page={page}
              onChange={(_, value) => setPage(value)}
              aria-label={t('common:pagination.label')}
            />
          )}
        </>
      )}
    </Container>
  );
}

export function ArticleDetail({ id }: { id: string }) {
  const { t } = useTranslation('articles');
  const { data, isLoading, isError } = useArticle(id);
  if (isLoading) return <Spinner label={t('loadingOne')} />;
  if (isError || !data?.title) return <EmptyState>{t('notFound')}</EmptyState>;
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        component="img"
        src={data.image || DEFAULT_ARTICLE_IMAGE}
        alt=""
        sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {formatArticleDate(data.created_on)}
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 2 }}>
        {data.title}
      </Typography>
      <HtmlContent html={data.content} />
    </Container>
  );
}
