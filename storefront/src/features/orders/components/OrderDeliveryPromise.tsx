import { arrivalText } from '@/lib/arrival';
import { formatDate } from '@/lib/format';
import { useCollectionCode } from '../api/get-collection-code';
import type { Order, OrderViewer } from '../types';

function CollectionCode({ orderId }: { orderId: string }) {
  const { data } = useCollectionCode(orderId, true);
  const collection = data?.collection;
  if (!collection) return null;
  return (
    <>
      <dt>Collection code</dt>
      <dd data-testid="delivery-collection-code">
        <span>{collection.code}</span>
        <span>
          {collection.collectedAt ? `Collected ${formatDate(collection.collectedAt)}` : 'Show this code at the station to collect your order.'}
        </span>
      </dd>
    </>
  );
}

/**
 * The delivery card's promise (rows of its list): when the order arrives (as promised when it was
 * placed), how to find and call its pickup station (address, landmark, phone, map link) and, for
 * the buyer, the collection code the station checks.
 */
export function OrderDeliveryPromise({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  const station = delivery.station;
  const arrives = delivery.arrives && order.status !== 'Cancelled' ? arrivalText(delivery.arrives) : '';
  const where = station ? [station.address, station.landmark && `Near ${station.landmark}`].filter(Boolean) : [];
  return (
    <>
      {arrives && (
        <>
          <dt>Arrives</dt>
          <dd data-testid="delivery-arrives">{arrives}</dd>
        </>
      )}
      {(where.length > 0 || station?.mapUrl) && (
        <>
          <dt>Station address</dt>
          <dd data-testid="delivery-station-address">
            {where.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {station?.mapUrl && (
              <a href={station.mapUrl} target="_blank" rel="noopener noreferrer">
                Open in maps
              </a>
            )}
          </dd>
        </>
      )}
      {station?.phone && (
        <>
          <dt>Station phone</dt>
          <dd>
            <a href={`tel:${station.phone}`}>{station.phone}</a>
          </dd>
        </>
      )}
      {viewer === 'buyer' && delivery.option === 'pickup' && order.status !== 'Cancelled' && <CollectionCode orderId={order._id} />}
    </>
  );
}
