import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/EditPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useDeliveryAdmin, useStation } from '../api/get-delivery-admin';
import { useUpdateStation } from '../api/update-station';
import { StationForm } from './StationForm';

/** /dashboard/delivery/edit/:id: a pickup station's fields; Save goes back (delete is on the list, with a confirmation). */
export function EditStationPage() {
  const { id = '' } = useParams();
  const update = useUpdateStation();
  const counties = useDeliveryAdmin().data?.counties.map((county) => county.name) ?? [];

  return (
    <EditPage
      title="Edit Pickup Station"
      noun="pickup station"
      notFound="no pickup station found."
      query={useStation(id)}
      backTo={dashboardPaths.delivery.list}
    >
      {(station, { save, actions }) => (
        <StationForm
          key={station._id}
          defaultValues={{
            name: station.name,
            town: station.town,
            county: station.county,
            openingHours: station.openingHours,
            address: station.address ?? '',
            landmark: station.landmark ?? '',
            phone: station.phone ?? '',
            mapUrl: station.mapUrl ?? '',
            isActive: station.isActive,
          }}
          counties={counties}
          submitLabel="Save"
          onSubmit={(values) => save(() => update.mutateAsync({ id, ...values }))}
          actions={actions}
        />
      )}
    </EditPage>
  );
}
