import { TermsOfUse } from '@/features/site-content/components/terms-of-use';

export const Component = TermsOfUse;
