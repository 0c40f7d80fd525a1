import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useAddStation } from '../api/add-station';
import { useDeliveryAdmin } from '../api/get-delivery-admin';
import { StationForm } from './StationForm';

export const LOAD_ERROR = 'Could not load the delivery settings.';

/** /dashboard/delivery/add: a new pickup station; success and Cancel go back. */
export function AddStationPage() {
  const add = useAddStation();
  const delivery = useDeliveryAdmin();
  return (
    <AddPage title="Add Pickup Station" backTo={dashboardPaths.delivery.list} needs={[{ query: delivery, error: LOAD_ERROR }]}>
      {({ save, actions }) => (
        <StationForm
          counties={delivery.data?.counties.map((county) => county.name) ?? []}
          submitLabel="Add Station"
          onSubmit={(values) => save(() => add.mutateAsync(values))}
          actions={actions}
        />
      )}
    </AddPage>
  );
}
