import { Navigate, Outlet } from 'react-router-dom';
import { useIsAuthenticated } from '@/stores/auth';
import { dashboardPaths } from '@/lib/dashboard-paths';

/** Protected routes (/dashboard/**, /support): signed out → /login (spec §2). */
export function RequireAuth() {
  return useIsAuthenticated() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login, /register, /forgot-password, /reset-password/*: signed in → /dashboard (spec §2). */
export function GuestOnly() {
  return useIsAuthenticated() ? <Navigate to={dashboardPaths.account} replace /> : <Outlet />;
}
