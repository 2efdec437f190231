import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { AdvocateForm } from '@/features/advocacy/components/advocate-form';

export function Component() {
  return (
    <AuthLayout
      title="Advocacy Application"
      subtitle="Tell us about yourself. All fields are required."
      backTo={paths.advocacy}
      width={640}
    >
      <AdvocateForm />
    </AuthLayout>
  );
}
