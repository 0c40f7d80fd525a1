import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { plainList } from '@/components/lists';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { space, theme } from '@/lib/theme';
import { useUser } from '@/stores/auth';
import { useFirstSteps, type FirstSteps } from '../api/get-first-steps';

const Steps = styled.ol`
  ${plainList}
  display: grid;
  gap: ${space(3)};
  counter-reset: step;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${space(3)};
    padding: ${space(3.6, 4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.card};
    background: ${theme.colors.card};
  }

  .step-mark {
    flex: none;
    padding: ${space(0.4, 2.2)};
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    font-size: ${theme.fontSize[85]};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  .step-done .step-mark {
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  }

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[105]};
  }

  p {
    margin: ${space(1, 0, 0)};
    color: ${theme.colors.muted};
  }

  a {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

interface Step {
  title: string;
  done: boolean;
  help: string;
  link: { to: string; label: string };
}

const stepsOf = (state: FirstSteps): Step[] => [
  {
    title: 'Enable your brand',
    done: state.brand?.isActive === true,
    help: 'Shoppers see your products once your brand is enabled.',
    link: { to: state.brand ? dashboardPaths.brand.edit(state.brand._id) : dashboardPaths.brand.list, label: 'Open your brand' },
  },
  {
    title: 'Add your first product',
    done: state.hasProduct,
    help: 'Its name, price, stock and photos.',
    link: { to: dashboardPaths.product.add, label: 'Add a product' },
  },
  {
    title: 'Set your payout method',
    done: state.hasPayoutMethod,
    help: 'Your M-Pesa number or bank account, where your earnings are paid.',
    link: { to: dashboardPaths.earnings, label: 'Set it on Earnings' },
  },
];

/** /dashboard/first-steps (merchants): "Karibu {name}" and the checklist after the invitation sign-up. */
export function FirstStepsPage() {
  const user = useUser();
  const greeting = user?.firstName ? `Karibu ${user.firstName}` : 'Karibu';
  return (
    <SubPage title={greeting}>
      <p>Welcome to your shop on Duka. Three steps and you are selling:</p>
      <PageState query={useFirstSteps()} loading="Loading your first steps…" error="Could not load your first steps.">
        {(state) => {
          const steps = stepsOf(state);
          return (
            <>
              <Steps aria-label="First steps">
                {steps.map((step, index) => (
                  <li key={step.title} className={step.done ? 'step-done' : undefined}>
                    <span className="step-mark">{step.done ? 'Done' : `Step ${index + 1}`}</span>
                    <div>
                      <h2>{step.title}</h2>
                      <p>{step.help}</p>
                      {!step.done && <Link to={step.link.to}>{step.link.label}</Link>}
                    </div>
                  </li>
                ))}
              </Steps>
              {steps.every((step) => step.done) && <p>All set: your shop is ready.</p>}
            </>
          );
        }}
      </PageState>
    </SubPage>
  );
}
