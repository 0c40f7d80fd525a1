import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorMessage } from '@/components/ErrorMessage';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { ApiError } from '@/lib/api-client';
import { space } from '@/lib/theme';
import { useTrackOrder } from '../api/track-order';
import { trackSchema, type TrackValues } from '../utils/track-schema';
import { TrackedOrderView } from './TrackedOrderView';

export const TRACK_TITLE = 'Track your order';
const LOOKUP_FAILED = 'Could not look up the order. Please try again.';

const Intro = styled.p`
  margin: ${space(0, 0, 4)};
`;

const FIELDS: readonly FieldEntry<TrackValues>[] = [
  {
    row: [
      { name: 'number', label: 'Order number', autoComplete: 'off', placeholder: 'DK-10023' },
      { name: 'contact', label: 'Phone or e-mail', autoComplete: 'tel', placeholder: '0712 345 678 or you@example.com' },
    ],
  },
];

/** What a failed look-up says: the server's words for a 404 (no such order for that contact), 429 and 400. */
const failureText = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : LOOKUP_FAILED);

/**
 * /track and /o/{number} (the SMS links, number filled in): anyone with an order's number and the
 * phone or e-mail it was placed with sees each item's status, the delivery card and the timeline,
 * without signing in.
 */
export function TrackOrderPage() {
  const { number = '' } = useParams();
  const track = useTrackOrder();
  return (
    <SubPage title={TRACK_TITLE}>
      <Intro>Enter your order number and the phone number or e-mail you placed it with. No need to sign in.</Intro>
      <SchemaForm
        schema={trackSchema}
        defaultValues={{ number: decodeURIComponent(number), contact: '' }}
        fields={FIELDS}
        submitLabel="Track order"
        onSubmit={(values) => track.mutateAsync(values).catch(() => undefined)}
      />
      {track.isError && <ErrorMessage message={failureText(track.error)} />}
      {track.data && !track.isPending && <TrackedOrderView order={track.data} />}
    </SubPage>
  );
}
