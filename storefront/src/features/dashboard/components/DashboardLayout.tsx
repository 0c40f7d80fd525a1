import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useMe } from '@/api/me';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { space, theme } from '@/lib/theme';
import { useUser } from '@/stores/auth';
import { dashboardRole } from '@/lib/roles';
import { DashboardMenu } from './DashboardMenu';

const Grid = styled.div`
  display: grid;
  /* One column on small screens; minmax(0, …) lets the menu scroll sideways instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(5)};

  .dashboard-content {
    min-width: 0;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
  }
`;

/** /dashboard: the role's menu beside the routed section; waits for the profile first. */
export function DashboardLayout() {
  const user = useUser();
  const me = useMe();

  if (!user) {
    return me.isError ? (
      <ErrorMessage message="Could not load your account." onRetry={() => void me.refetch()} />
    ) : (
      <Loader label="Loading your account…" />
    );
  }

  return (
    <Grid>
      <DashboardMenu role={dashboardRole(user)} />
      <div className="dashboard-content">
        <Outlet />
      </div>
    </Grid>
  );
}
