import styled from 'styled-components';
import { formatDate } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { TimelineStep } from '../types';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1, 4)};
  margin: ${space(0, 0, 3)};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize[87.5]};

  li {
    display: flex;
    flex-direction: column;
    padding-left: ${space(2)};
    border-left: 1px solid ${theme.colors.border};
    color: ${theme.colors.muted};
  }

  li[data-reached='true'] {
    border-left-color: ${theme.colors.success};
    color: ${theme.colors.text};
  }

  li[data-status='Cancelled'] {
    border-left-color: ${theme.colors.danger};
    color: ${theme.colors.danger};
  }

  .step-name {
    font-weight: 600;
  }
`;

/** What a step says under its name: its date, or why there is none. */
function stepDate(step: TimelineStep) {
  if (!step.reached) return 'Pending';
  return step.at ? formatDate(step.at) : 'Date not recorded';
}

/** A line's progress, Placed → Processing → Shipped → Delivered, each step with its date once reached. */
export function LineTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  if (!steps.length) return null;
  return (
    <Steps aria-label={label} data-testid="line-timeline">
      {steps.map((step) => (
        <li key={step.status} data-status={step.status} data-reached={step.reached}>
          <span className="step-name">{step.status}</span>
          <span>
            {step.reached && step.at ? <time dateTime={step.at}>{stepDate(step)}</time> : stepDate(step)}
          </span>
        </li>
      ))}
    </Steps>
  );
}
