import { APP_SHORT_NAME } from '@/config/app';
import { paths } from '@/config/paths';

/** Labels are catalogue keys; the product's short name is a name, not a word to translate. */
export const TOP_LINKS = [
  { to: paths.advocacy, label: 'layout:menu.advocacy' },
  { to: paths.articles, label: 'routes:articles' },
  { to: paths.about, label: APP_SHORT_NAME },
  { to: paths.donate, label: 'routes:donate' },
] as const;

export const FOOTER_LINKS = [
  { to: paths.termsOfUse, label: 'routes:termsOfUse' },
  { to: paths.privacyPolicy, label: 'routes:privacyPolicy' },
  { to: paths.faqs, label: 'routes:faqs' },
  { to: paths.donate, label: 'routes:donate' },
  { to: paths.chart, label: 'routes:chart' },
  { to: paths.hospitals, label: 'routes:hospitals' },
  { to: paths.needs, label: 'routes:needs' },
] as const;
