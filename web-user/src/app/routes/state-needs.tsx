import { StateNeedsPage } from '@/features/needs/components/state-needs-page';

export const Component = StateNeedsPage;
