import { AdvocacyProgramme } from '@/features/advocacy/components/advocacy-programme';

export const Component = AdvocacyProgramme;
