import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LineTimeline } from './LineTimeline';

afterEach(cleanup);

const stepOf = (name: string) => within(screen.getByRole('list', { name: 'Progress' })).getByText(name).closest('li')!;

describe('LineTimeline', () => {
  it('shows each reached step with its date and the rest as pending', () => {
    render(
      <LineTimeline
        label="Progress"
        steps={[
          { status: 'Placed', reached: true, at: '2025-03-05T10:00:00.000Z' },
          { status: 'Processing', reached: true, at: '2025-03-06T08:00:00.000Z' },
          { status: 'Shipped', reached: true, at: '2025-03-07T09:30:00.000Z' },
          { status: 'Delivered', reached: false, at: null },
        ]}
      />
    );
    expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')).toHaveLength(4);
    expect(stepOf('Placed')).toHaveTextContent('March 5, 2025');
    expect(stepOf('Processing')).toHaveTextContent('March 6, 2025');
    expect(within(stepOf('Shipped')).getByText('March 7, 2025')).toHaveAttribute('dateTime', '2025-03-07T09:30:00.000Z');
    expect(stepOf('Shipped')).toHaveAttribute('data-reached', 'true');
    expect(stepOf('Delivered')).toHaveTextContent('Pending');
    expect(stepOf('Delivered')).toHaveAttribute('data-reached', 'false');
  });

  it('says when a reached step has no recorded date, and ends a cancelled line with Cancelled', () => {
    render(
      <LineTimeline
        label="Progress"
        steps={[
          { status: 'Placed', reached: true, at: '2025-03-05T10:00:00.000Z' },
          { status: 'Processing', reached: true, at: null },
          { status: 'Cancelled', reached: true, at: '2025-03-08T10:00:00.000Z' },
        ]}
      />
    );
    expect(stepOf('Processing')).toHaveTextContent('Date not recorded');
    expect(stepOf('Cancelled')).toHaveTextContent('March 8, 2025');
  });

  it('shows nothing for a line without a timeline', () => {
    const { container } = render(<LineTimeline label="Progress" steps={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
