import { About } from '@/features/site-content/components/about';

export const Component = About;
