import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PickupStation } from '@/api/delivery';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { SwitchField } from '@/components/form';
import { plainList } from '@/components/lists';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useDeleteStation } from '../api/delete-station';
import { useUpdateStation } from '../api/update-station';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(3)};

  .station {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3, 5)};
    padding: ${space(3.6, 4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }

  .station-body {
    min-width: 0;
    flex: 1 1 14rem;
  }

  h3 {
    margin: ${space(0, 0, 1)};
    font-size: ${theme.fontSize[105]};
  }

  h3 a {
    color: ${theme.colors.text};
  }

  p {
    margin: 0;
    color: ${theme.colors.muted};
    overflow-wrap: anywhere;
  }

  .station-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3, 5)};
  }
`;

export const NO_STATIONS_TEXT = 'No pickup stations yet. Add one so shoppers can collect their orders.';

function OpenSwitch({ station }: { station: PickupStation }) {
  const update = useUpdateStation();
  // Set in the click itself, so the switch shows the asked-for state until the list reloads.
  const [asked, setAsked] = useState<boolean | null>(null);
  const toggle = (isActive: boolean) => {
    setAsked(isActive);
    void withNotices(() => update.mutateAsync({ id: station._id, isActive })).finally(() => setAsked(null));
  };
  return (
    <SwitchField
      label="Open"
      aria-label={`Open: ${station.name}`}
      checked={asked ?? station.isActive}
      disabled={asked !== null}
      onChange={(event) => toggle(event.target.checked)}
    />
  );
}

/** The pickup stations (open and closed), each with its open/closed switch, an edit link and Delete after a confirmation. */
export function StationList({ stations }: { stations: readonly PickupStation[] }) {
  const remove = useDeleteStation();
  const [deleting, setDeleting] = useState<PickupStation | null>(null);

  if (stations.length === 0) return <EmptyState>{NO_STATIONS_TEXT}</EmptyState>;

  const confirmDelete = () => {
    if (!deleting) return;
    void withNotices(() => remove.mutateAsync(deleting._id)).finally(() => setDeleting(null));
  };

  return (
    <>
      <List aria-label="Pickup stations">
        {stations.map((station) => (
          <li key={station._id}>
            <article className="station" aria-label={station.name}>
              <div className="station-body">
                <h3>
                  <Link to={dashboardPaths.delivery.edit(station._id)}>{station.name}</Link>
                </h3>
                <p>
                  {station.town}, {station.county} County
                </p>
                <p>Open {station.openingHours}</p>
                {(station.address || station.landmark) && (
                  <p>{[station.address, station.landmark && `near ${station.landmark}`].filter(Boolean).join(', ')}</p>
                )}
              </div>
              <div className="station-actions">
                <OpenSwitch station={station} />
                <Button type="button" $variant="danger" $size="sm" onClick={() => setDeleting(station)}>
                  Delete
                </Button>
              </div>
            </article>
          </li>
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete pickup station"
        message={`Delete ${deleting?.name ?? 'this station'}? Checkout will no longer offer it; orders already placed keep their copy.`}
        confirmLabel="Delete"
        cancelLabel="Keep Station"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
