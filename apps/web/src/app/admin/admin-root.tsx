import './styles.ts';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Snackbar } from '../shell/snackbar.tsx';
import { setStaffFailureHandler } from '../../lib/call-api.ts';
import { dropAdminQueries } from '../../lib/admin/session.ts';
import { forbidden } from './forbidden.ts';

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
      setStaffFailureHandler((error, path) => {
        const current = here.current;
        if (error.status === 401 && !LOGIN_CALLS.has(path)) {
          dropAdminQueries();
          if (current !== '/admin/login')
            void navigate('/admin/login', { replace: true, state: { from: current } });
        } else if (error.code === 'TOTP_ENROLMENT_REQUIRED') {
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

/**
 * The back office's root route (`/admin`): its styles and failure handling arrive with this chunk,
 * so a member's first load downloads none of them; the screens are its lazy children in
 * app/router.tsx.
 */
export function Component() {
  useAdminFailures();
  return (
    <>
      <Outlet />
      <Snackbar />
    </>
  );
}
