import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { abuseReports } from './abuse-reports';
import { airtimeCredits } from './airtime-credits';
import { appeals } from './appeals';
import { advocateApplications } from './advocate-applications';
import { articles } from './articles';
import { auditLog } from './audit-log';
import { Dashboard } from './dashboard/Dashboard';
import { flaggedFeedback } from './flagged-feedback';
import { hospitalOfficers } from './hospital-officers';
import { hospitals } from './hospitals';
import { StaffLayout } from './layout/StaffLayout';
import { moneyDonations } from './money-donations';
import { partnershipMessages } from './partnership-messages';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import type { StaffRole } from './providers/staff-session';
import { LoginPage } from './sign-in/LoginPage';
import { SetPasswordPage } from './sign-in/SetPasswordPage';
import { staff } from './staff';
import { testimonials } from './testimonials';
import { theme } from './theme';
import { users } from './users';

// The charts library is loaded only when a staff member opens the charts.
const ChartsPage = lazy(() => import('./charts/ChartsPage'));

/** The staff console: one resource per thing staff moderate; staff and the audit log are for admins only. */
export function App() {
  return (
    <Admin
      title="Blood Match staff"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={StaffLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {/* Outside the role function: an invited person sets a password before they can sign in. */}
      <CustomRoutes noLayout>
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path="/charts"
          element={
            <Suspense fallback={<Loading />}>
              <ChartsPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      {(role: StaffRole | undefined) => (
        <>
          <Resource name="abuse-reports" {...abuseReports} />
          <Resource name="flagged-feedback" {...flaggedFeedback} />
          <Resource name="users" {...users} />
          <Resource name="articles" {...articles} />
          <Resource name="testimonials" {...testimonials} />
          <Resource name="hospitals" {...hospitals} />
          <Resource name="hospital-officers" {...hospitalOfficers} />
          <Resource name="appeals" {...appeals} />
          <Resource name="advocate-applications" {...advocateApplications} />
          <Resource name="partnership-messages" {...partnershipMessages} />
          <Resource name="money-donations" {...moneyDonations} />
          <Resource name="airtime-credits" {...airtimeCredits} />
          {role === 'admin' && <Resource name="staff" {...staff} />}
          {role === 'admin' && <Resource name="audit-log" {...auditLog} />}
        </>
      )}
    </Admin>
  );
}
