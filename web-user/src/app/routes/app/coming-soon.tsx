import { ComingSoon } from '@/components/feedback-states';
import { usePageTitle } from '@/lib/use-page-title';

/** Signed-in pages delivered in part 2: the shell with a clear "coming soon" state. */
export function Component() {
  const title = usePageTitle();
  return <ComingSoon title={title} />;
}
