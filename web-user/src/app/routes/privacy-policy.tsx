import { PrivacyPolicy } from '@/features/data-rights/components/privacy-policy';

export const Component = PrivacyPolicy;
