import { useDeliveryOptions } from '@/api/delivery';
import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useAddAddress } from '../api/add-address';
import { AddressForm } from './AddressForm';

export const COUNTIES_ERROR = 'Could not load the counties.';

/** /dashboard/address/add: the address form; success and Cancel go back one step. */
export function AddAddressPage() {
  const add = useAddAddress();
  const delivery = useDeliveryOptions();
  return (
    <AddPage title="Add Address" backTo={dashboardPaths.address.list} needs={[{ query: delivery, error: COUNTIES_ERROR }]}>
      {({ save, actions }) => (
        <AddressForm
          counties={delivery.data?.counties.map((county) => county.name) ?? []}
          submitLabel="Add Address"
          onSubmit={(values) => save(() => add.mutateAsync(values))}
          actions={actions}
        />
      )}
    </AddPage>
  );
}
