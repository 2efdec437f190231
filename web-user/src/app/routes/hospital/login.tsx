import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { OfficerSignIn } from '@/features/hospital-officer/components/officer-sign-in';
import { officerStorage } from '@/lib/officer-storage';

export function Component() {
  const navigate = useNavigate();
  if (officerStorage.isSignedIn()) return <Navigate to={paths.hospital.root} replace />;
  return (
    <AuthLayout>
      <OfficerSignIn onSignedIn={() => navigate(paths.hospital.root, { replace: true })} />
    </AuthLayout>
  );
}
