import { usePlatformStats } from '../api/get-platform-stats';
import { NumbersSection } from './numbers-section';

/** "By the numbers" with what GET /v1/stats/platform gives. */
export function ByTheNumbers() {
  const { data, isError } = usePlatformStats();
  return <NumbersSection data={data} isError={isError} />;
}
