import { Achievements } from '@/features/achievements/components/achievements';

export function Component() {
  return <Achievements />;
}
