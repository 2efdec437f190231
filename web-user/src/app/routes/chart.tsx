import { ContentPage, P } from '@/components/content-page';
import { BloodMatchTable } from '@/features/chart/components/blood-match-table';

export function Component() {
  return (
    <ContentPage title="Blood Match Chart" lead="Which blood types can give to and receive from each other.">
      <BloodMatchTable />
      <P>
        <br />
        O- donates to everyone; AB+ receives from everyone. The platform only matches donors whose blood the recipient
        can safely receive.
      </P>
    </ContentPage>
  );
}
