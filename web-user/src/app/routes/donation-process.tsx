import { DonationProcess } from '@/features/site-content/components/donation-process';

export const Component = DonationProcess;
