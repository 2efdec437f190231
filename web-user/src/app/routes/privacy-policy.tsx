import { PrivacyPolicy } from '@/features/site-content/components/privacy-policy';

export const Component = PrivacyPolicy;
