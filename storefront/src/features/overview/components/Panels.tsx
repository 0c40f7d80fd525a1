import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MoneyTable } from '@/components/MoneyTable';
import { MoneyTableHead, type MoneyColumn } from '@/components/MoneyTableHead';
import { plainList } from '@/components/lists';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { formatDate, formatPrice, formatRating } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Overview } from '../types';
import { formatShare } from '../utils/change';

const Panel = styled.section`
  min-width: 0;

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[110]};
  }

  a {
    color: ${theme.colors.accent};
  }

  .panel-empty {
    margin: 0;
    color: ${theme.colors.muted};
  }

  .table-scroll {
    overflow-x: auto;
  }
`;

/** A titled block of the overview; `empty` shows instead of the content when there is nothing. */
function OverviewPanel({ title, isEmpty, empty, children }: { title: string; isEmpty: boolean; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {isEmpty ? <p className="panel-empty">{empty}</p> : children}
    </Panel>
  );
}

/** An overview panel holding one scrollable table: its column headings, then `children` as the body rows. */
function TablePanel({
  title,
  isEmpty,
  empty,
  columns,
  children,
}: {
  title: string;
  isEmpty: boolean;
  empty: string;
  columns: readonly MoneyColumn[];
  children: ReactNode;
}) {
  return (
    <OverviewPanel title={title} isEmpty={isEmpty} empty={empty}>
      <div className="table-scroll">
        <MoneyTable>
          <MoneyTableHead columns={columns} />
          <tbody>{children}</tbody>
        </MoneyTable>
      </div>
    </OverviewPanel>
  );
}

const QueueList = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space(2)};

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    padding: ${space(3, 4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.control};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentHover};
  }

  .queue-count {
    min-width: 2rem;
    padding: ${space(0.4, 2)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    text-align: center;
  }

  .queue-waiting .queue-count {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }
`;

/** What waits for someone: each queue's count, linked to the page where it is worked through. */
export function WorkQueues({ queues }: { queues: Overview['queues'] }) {
  return (
    <OverviewPanel title="Work queues" isEmpty={queues.length === 0} empty="Nothing waits.">
      <QueueList>
        {queues.map((queue) => (
          <li key={queue.key} className={queue.count > 0 ? 'queue-waiting' : undefined}>
            <Link to={queue.href} data-testid={`queue-${queue.key}`}>
              <span>{queue.label}</span> <span className="queue-count">{queue.count}</span>
            </Link>
          </li>
        ))}
      </QueueList>
    </OverviewPanel>
  );
}

/** The shop's or brand's ten best sellers within the chosen days. */
export function TopProducts({ products }: { products: Overview['topProducts'] }) {
  return (
    <TablePanel
      title="Top products"
      isEmpty={products.length === 0}
      empty="No sales in this period yet."
      columns={['Product', { money: 'Quantity' }, { money: 'Sales' }]}
    >
      {products.map((product) => (
        <tr key={product.productId}>
          <th scope="row">{product.name}</th>
          <td className="money">{product.quantity}</td>
          <td className="money">{formatPrice(product.sales)}</td>
        </tr>
      ))}
    </TablePanel>
  );
}

/** The five merchants who sold most within the chosen days (admins). */
export function TopMerchants({ merchants }: { merchants: Overview['topMerchants'] }) {
  return (
    <TablePanel
      title="Top merchants"
      isEmpty={merchants.length === 0}
      empty="No merchant sales in this period yet."
      columns={['Brand', { money: 'Sales' }]}
    >
      {merchants.map((merchant) => (
        <tr key={merchant.merchantId}>
          <th scope="row">{merchant.brand}</th>
          <td className="money">{formatPrice(merchant.sales)}</td>
        </tr>
      ))}
    </TablePanel>
  );
}

/** A merchant's lines waiting to go out (Not processed, Processing), the oldest first. */
export function LinesToShip({ lines }: { lines: NonNullable<Overview['linesToShip']> }) {
  return (
    <TablePanel
      title="Lines to ship"
      isEmpty={lines.length === 0}
      empty="Nothing waits to ship."
      columns={['Placed', 'Product', { money: 'Quantity' }, 'Status', 'Order']}
    >
      {lines.map((line) => (
        <tr key={line.itemId}>
          <td>{formatDate(line.placedAt)}</td>
          <td>{line.product}</td>
          <td className="money">{line.quantity}</td>
          <td>{line.status}</td>
          <td>
            <Link to={`/order/${line.orderId}`} aria-label={`Order of ${line.product}, placed ${formatDate(line.placedAt)}`}>
              Open
            </Link>
          </td>
        </tr>
      ))}
    </TablePanel>
  );
}

/** Products with fewer than 5 units left, the lowest first, each linked to its edit page. */
export function LowStock({ products }: { products: Overview['lowStock'] }) {
  return (
    <TablePanel
      title="Low stock"
      isEmpty={products.length === 0}
      empty="Every product has 5 units or more."
      columns={['Product', { money: 'In stock' }]}
    >
      {products.map((product) => (
        <tr key={product.productId}>
          <th scope="row">
            <Link to={dashboardPaths.product.edit(product.productId)}>{product.name}</Link>
          </th>
          <td className="money">{product.stock}</td>
        </tr>
      ))}
    </TablePanel>
  );
}

const Reviews = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(3)};

  li {
    padding-top: ${space(3)};
    border-top: 1px solid ${theme.colors.border};
  }

  .review-meta {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
  }

  p {
    margin: ${space(1, 0, 0)};
  }
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${theme.fontSize[150]};
  font-weight: 700;

  .figure-help {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
    font-weight: 400;
  }
`;

/** The brand's average rating over its approved reviews, and the latest of them. */
export function Rating({ rating }: { rating: NonNullable<Overview['rating']> }) {
  return (
    <OverviewPanel title="Rating" isEmpty={rating.count === 0} empty="No approved reviews yet.">
      <Figure data-testid="rating-average">
        {rating.average === null ? '–' : `${formatRating(rating.average)} / 5`}
        <span className="figure-help">
          from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </Figure>
      {rating.latest.length > 0 && (
        <Reviews aria-label="Latest reviews">
          {rating.latest.map((review) => (
            <li key={`${review.product}-${review.createdAt}`}>
              <span className="review-meta">
                {review.product} · {formatRating(review.rating)} / 5 · {formatDate(review.createdAt)}
              </span>
              <p>{review.text}</p>
            </li>
          ))}
        </Reviews>
      )}
    </OverviewPanel>
  );
}

/** Cancelled lines out of all the brand's lines over the last 30 days. */
export function CancellationRate({ rate }: { rate: number }) {
  return (
    <OverviewPanel title="Cancellation rate" isEmpty={false} empty="">
      <Figure data-testid="cancellation-rate">
        {formatShare(rate)}
        <span className="figure-help">of your lines were cancelled in the last 30 days</span>
      </Figure>
    </OverviewPanel>
  );
}
