import { dashboardPaths } from '@/lib/dashboard-paths';
import { STAFF } from '@/lib/roles';
import type { Role } from '@/stores/auth';

/** Where a fresh sign-in lands: staff (admins, merchants) on their Overview, members on Account Details (/dashboard). */
export const landingPath = (role: Role | string | undefined): string =>
  role && (STAFF as readonly string[]).includes(role) ? dashboardPaths.overview : dashboardPaths.account;
