import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '@/components/card-grid';
import { ShowMoreText } from '@/components/show-more-text';
import { paths } from '@/config/paths';
import { HOME_TESTIMONIALS, type PublishedTestimonial } from '../api/published-testimonial';
import { SectionBlock } from './section-block';

/** Approved testimonials only; while there are none, an invitation to share the first story (never sample people). */
export function TestimonialsSection({ items, isLoading }: { items: PublishedTestimonial[]; isLoading: boolean }) {
  const { t } = useTranslation('home-community');
  const share = (
    <Button component={RouterLink} to={paths.app.shareTestimonial} variant={items.length ? 'text' : 'contained'}>
      {t('testimonials.share')}
    </Button>
  );
  if (!isLoading && items.length === 0)
    return (
      <SectionBlock title={t('testimonials.title')} action={share}>
        <Typography sx={{ maxWidth: 760 }} data-testid="testimonials-empty">
          {t('testimonials.none')}
        </Typography>
      </SectionBlock>
    );
  return (
    <SectionBlock title={t('testimonials.title')} action={share}>
      <CardGrid from="md">
        {isLoading
          ? Array.from({ length: HOME_TESTIMONIALS }, (_, key) => (
              <li key={key}>
                <Skeleton variant="rounded" height={160} />
              </li>
            ))
          : items.map((item) => (
              <li key={item.id}>
                <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }} data-testid="testimonial">
                  <CardContent>
                    <ShowMoreText text={item.summary} />
                    {item.name && <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{item.name}</Typography>}
                    <Typography variant="body2" color="text.secondary" sx={{ mt: item.name ? 0 : 1.5 }}>
                      {t(item.type === 'recipient' ? 'testimonials.recipientFrom' : 'testimonials.donorFrom', {
                        state: item.state,
                      })}
                    </Typography>
                  </CardContent>
                </Card>
              </li>
            ))}
      </CardGrid>
    </SectionBlock>
  );
}
