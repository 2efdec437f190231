import { RecipientStory } from '@/features/site-content/components/recipient-story';

export const Component = RecipientStory;
