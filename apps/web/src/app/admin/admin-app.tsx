import './styles.ts';
import { STAFF_MESSAGES } from '@chokdee/domain';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Snackbar } from '../shell/snackbar.tsx';
import { AgentsPage } from '../../features/site/admin/agents-page.tsx';
import { AuditPage } from '../../features/audit/audit-page.tsx';
import { EnrollPage } from '../../features/staff/enroll-page.tsx';
import { LoginPage } from '../../features/staff/login-page.tsx';
import { FamiliesPage } from '../../features/lotto/admin/families-page.tsx';
import { RoundPage } from '../../features/lotto/admin/round-page.tsx';
import { RoundsPage } from '../../features/lotto/admin/rounds-page.tsx';
import { MemberDetailPage } from '../../features/members/admin/member-detail-page.tsx';
import { MembersPage } from '../../features/members/admin/members-page.tsx';
import { SitePage } from '../../features/site/admin/site-page.tsx';
import { StaffPage } from '../../features/staff/staff-page.tsx';
import { MemberWalletPage } from '../../features/wallet/admin/member-wallet-page.tsx';
import { ReconciliationPage } from '../../features/wallet/admin/reconciliation-page.tsx';
import { WithdrawalsPage } from '../../features/withdrawals/admin/withdrawals-page.tsx';
import { DepositsPage } from '../../features/deposits/admin/deposits-page.tsx';
import { setAdminFailureHandler } from '../../lib/admin/admin-api.ts';
import { forbidden } from '../../lib/admin/forbidden.ts';
import { installAdminMessages } from '../../lib/admin/i18n.ts';
import { homePath } from '../../lib/admin/permissions.ts';
import { dropAdminQueries, useStaffMe } from '../../lib/admin/session.ts';
import { AdminLayout } from './admin-layout.tsx';
import { RequirePermission } from './require-permission.tsx';
import { AdminForbidden, AdminNotFound } from './status-screens.tsx';

installAdminMessages();

// The charts (recharts) load with the dashboard only, not with every back-office screen.
const DashboardPage = lazy(async () => ({
  default: (await import('../../features/dashboard/admin/dashboard-page.tsx')).DashboardPage,
}));

/** Calls that answer 401 on purpose (a wrong PIN), not "the session is gone". */
const LOGIN_CALLS = new Set(['auth.login']);
/**
 * Calls whose 403 is an answer the form shows itself (an amount above the Super Admin threshold),
 * not "this page is closed to you": the 403 screen would throw the typed form away.
 */
const FORM_403_CALLS = new Set(['wallet.adjust', 'wallet.move']);

/**
 * 401 from any admin call → the staff login (the session ended, was revoked or disabled); 403 for
 * missing enrolment → /admin/enroll; any other 403 → the 403 screen inside the admin layout.
 */
function useAdminFailures() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The router's location (not window.location: tests and future basenames differ).
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);
  useEffect(
    () =>
      setAdminFailureHandler((error, path) => {
        const current = here.current;
        if (error.status === 401 && !LOGIN_CALLS.has(path)) {
          dropAdminQueries();
          if (current !== '/admin/login')
            void navigate('/admin/login', { replace: true, state: { from: current } });
        } else if (error.status === 403 && error.message === STAFF_MESSAGES.enrolmentRequired) {
          if (current !== '/admin/enroll') void navigate('/admin/enroll', { replace: true });
        } else if (error.status === 403 && !FORM_403_CALLS.has(path)) {
          forbidden.set(current);
        }
      }),
    [navigate],
  );
  useEffect(() => {
    if (forbidden.get() !== null && forbidden.get() !== pathname) forbidden.set(null);
  }, [pathname]);
}

/** `/admin`: the dashboard, or else the first screen the role may open. */
function AdminHome() {
  const me = useStaffMe();
  const loading = (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
  if (me.isPending) return loading;
  const home = homePath(me.data?.permissions);
  if (home === '/admin')
    return (
      <Suspense fallback={loading}>
        <DashboardPage />
      </Suspense>
    );
  return home ? <Navigate to={home} replace /> : <AdminForbidden />;
}

/** The back office (`/admin/*`), one lazily loaded part of the web app with its own routes and layout. */
export function Component() {
  useAdminFailures();
  return (
    <>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="enroll" element={<EnrollPage />} />
        <Route element={<AdminLayout />}>
          <Route index element={<AdminHome />} />
          <Route
            path="members"
            element={
              <RequirePermission permission="members.view">
                <MembersPage />
              </RequirePermission>
            }
          />
          <Route
            path="members/:uuid"
            element={
              <RequirePermission permission="members.view">
                <MemberDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path="members/:uuid/wallet"
            element={
              <RequirePermission permission="wallet.view">
                <MemberWalletPage />
              </RequirePermission>
            }
          />
          <Route
            path="reconciliation"
            element={
              <RequirePermission permission="wallet.view">
                <ReconciliationPage />
              </RequirePermission>
            }
          />
          <Route
            path="withdrawals"
            element={
              <RequirePermission permission="withdrawals.view">
                <WithdrawalsPage />
              </RequirePermission>
            }
          />
          <Route
            path="deposits"
            element={
              <RequirePermission permission="deposits.view">
                <DepositsPage />
              </RequirePermission>
            }
          />
          <Route
            path="lotto/rounds"
            element={
              <RequirePermission permission="lotto.view">
                <RoundsPage />
              </RequirePermission>
            }
          />
          <Route
            path="lotto/rounds/:id"
            element={
              <RequirePermission permission="lotto.view">
                <RoundPage />
              </RequirePermission>
            }
          />
          <Route
            path="lotto/families"
            element={
              <RequirePermission permission="lotto.view">
                <FamiliesPage />
              </RequirePermission>
            }
          />
          <Route
            path="audit"
            element={
              <RequirePermission permission="audit.view">
                <AuditPage />
              </RequirePermission>
            }
          />
          <Route
            path="site"
            element={
              <RequirePermission permission="site.manage">
                <SitePage />
              </RequirePermission>
            }
          />
          <Route
            path="agents"
            element={
              <RequirePermission permission="agents.manage">
                <AgentsPage />
              </RequirePermission>
            }
          />
          <Route
            path="staff"
            element={
              <RequirePermission permission="staff.manage">
                <StaffPage />
              </RequirePermission>
            }
          />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
      <Snackbar />
    </>
  );
}
