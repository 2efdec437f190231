import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/storage';
import { ArticleIcon } from '@/components/icons/article-icon';
import { CampaignIcon } from '@/components/icons/campaign-icon';
import { DashboardIcon } from '@/components/icons/dashboard-icon';
import { FavoriteIcon } from '@/components/icons/favorite-icon';
import { FeedbackIcon } from '@/components/icons/feedback-icon';
import { FormatQuoteIcon } from '@/components/icons/format-quote-icon';
import { GavelIcon } from '@/components/icons/gavel-icon';
import { HandshakeIcon } from '@/components/icons/handshake-icon';
import { HelpIcon } from '@/components/icons/help-icon';
import { HistoryIcon } from '@/components/icons/history-icon';
import { InfoIcon } from '@/components/icons/info-icon';
import { ListIcon } from '@/components/icons/list-icon';
import { AlarmIcon } from '@/components/icons/alarm-icon';
import { ReportIcon } from '@/components/icons/report-icon';
import { TableIcon } from '@/components/icons/table-icon';
import { PlaceIcon } from '@/components/icons/place-icon';
import { TrophyIcon } from '@/components/icons/trophy-icon';

export interface MenuItem {
  to: string;
  /** The catalogue key of the label. */
  label: string;
  icon: ComponentType<SvgIconProps>;
}

export const DONOR_MENU: MenuItem[] = [
  { to: paths.app.dashboard, label: 'routes:dashboard', icon: DashboardIcon },
  { to: paths.app.requests, label: 'routes:requests', icon: ListIcon },
  { to: paths.app.chart, label: 'routes:chart', icon: TableIcon },
  { to: paths.app.history, label: 'routes:history', icon: HistoryIcon },
  { to: paths.app.achievements, label: 'routes:achievements', icon: TrophyIcon },
  { to: paths.app.reminders, label: 'routes:reminders', icon: AlarmIcon },
  { to: paths.app.feedback, label: 'routes:feedback', icon: FeedbackIcon },
];

export const RECIPIENT_MENU: MenuItem[] = [
  { to: paths.app.dashboard, label: 'routes:findDonor', icon: DashboardIcon },
  { to: paths.app.yourRequests, label: 'routes:yourRequests', icon: ListIcon },
  { to: paths.app.feedback, label: 'routes:feedback', icon: FeedbackIcon },
  { to: paths.app.report, label: 'routes:report', icon: ReportIcon },
];

/**
 * Spec section 1: both roles share a testimonial and report abuse. The spec's role menus are kept as written; these
 * follow them in either role's menu (the donor's lacked both, the recipient's the testimonial).
 */
const COMMUNITY_MENU: MenuItem[] = [
  { to: paths.app.shareTestimonial, label: 'routes:shareTestimonial', icon: FormatQuoteIcon },
  { to: paths.app.report, label: 'routes:report', icon: ReportIcon },
];

export const SHARED_MENU: MenuItem[] = [
  { to: paths.app.about, label: 'layout:menu.about', icon: InfoIcon },
  { to: paths.app.partner, label: 'routes:partner', icon: HandshakeIcon },
  { to: paths.app.articles, label: 'routes:articles', icon: ArticleIcon },
  { to: paths.app.hospitals, label: 'routes:hospitals', icon: PlaceIcon },
  { to: paths.app.termsOfUse, label: 'routes:termsOfUse', icon: GavelIcon },
  { to: paths.app.faqs, label: 'routes:faqs', icon: HelpIcon },
  { to: paths.app.advocacy, label: 'routes:advocacy', icon: CampaignIcon },
  { to: paths.app.donate, label: 'routes:donate', icon: FavoriteIcon },
];

const withCommunity = (menu: MenuItem[]) => [
  ...menu,
  ...COMMUNITY_MENU.filter((item) => !menu.some((entry) => entry.to === item.to)),
];

export const roleMenu = (role: Role): MenuItem[] =>
  role === 'donor' ? withCommunity(DONOR_MENU) : withCommunity(RECIPIENT_MENU);
