import type { ReactNode } from 'react';
import { AppBar, Layout, useGetIdentity, UserMenu } from 'react-admin';
import { StaffMenu } from './StaffMenu';

/** The stock user menu names its button "Profile" while showing the staff member's name; the name leads here. */
function StaffUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName}, account menu` : 'Account menu'} />;
}

function StaffAppBar() {
  return <AppBar userMenu={<StaffUserMenu />} />;
}

export function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={StaffAppBar} menu={StaffMenu}>
      {children}
    </Layout>
  );
}
