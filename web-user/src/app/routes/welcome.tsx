import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { PreDonationGuidance } from '@/features/guidance/components/pre-donation-guidance';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthLayout width={600}>
      <PreDonationGuidance onDone={() => navigate(paths.home)} />
    </AuthLayout>
  );
}
