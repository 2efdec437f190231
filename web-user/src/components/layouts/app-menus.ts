import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/storage';
import {
  ArticleIcon,
  CampaignIcon,
  DashboardIcon,
  FavoriteIcon,
  FeedbackIcon,
  GavelIcon,
  HandshakeIcon,
  HelpIcon,
  HistoryIcon,
  InfoIcon,
  ListIcon,
  AlarmIcon,
  ReportIcon,
  TableIcon,
  TrophyIcon,
} from '../icons';

export interface MenuItem {
  to: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
}

export const DONOR_MENU: MenuItem[] = [
  { to: paths.app.dashboard, label: 'Dashboard', icon: DashboardIcon },
  { to: paths.app.requests, label: 'Donation Requests', icon: ListIcon },
  { to: paths.app.chart, label: 'Blood Match Chart', icon: TableIcon },
  { to: paths.app.history, label: 'Donation History', icon: HistoryIcon },
  { to: paths.app.achievements, label: 'Achievements', icon: TrophyIcon },
  { to: paths.app.reminders, label: 'Reminders', icon: AlarmIcon },
  { to: paths.app.feedback, label: 'Feedback', icon: FeedbackIcon },
];

export const RECIPIENT_MENU: MenuItem[] = [
  { to: paths.app.dashboard, label: 'Find A Donor', icon: DashboardIcon },
  { to: paths.app.yourRequests, label: 'Your Requests', icon: ListIcon },
  { to: paths.app.feedback, label: 'Feedback', icon: FeedbackIcon },
  { to: paths.app.report, label: 'Report Abuse', icon: ReportIcon },
];

export const SHARED_MENU: MenuItem[] = [
  { to: paths.app.about, label: 'About', icon: InfoIcon },
  { to: paths.app.partner, label: 'Partner With Us', icon: HandshakeIcon },
  { to: paths.app.articles, label: 'Articles', icon: ArticleIcon },
  { to: paths.app.termsOfUse, label: 'Terms of Use', icon: GavelIcon },
  { to: paths.app.faqs, label: 'FAQs', icon: HelpIcon },
  { to: paths.app.advocacy, label: 'Advocacy Programme', icon: CampaignIcon },
  { to: paths.app.donate, label: 'Donate', icon: FavoriteIcon },
];

export const roleMenu = (role: Role): MenuItem[] => (role === 'donor' ? DONOR_MENU : RECIPIENT_MENU);
