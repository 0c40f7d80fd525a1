import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useAddAddress } from '../api/add-address';
import { AddressForm } from './AddressForm';

/** /dashboard/address/add: the address form; success and Cancel go back one step. */
export function AddAddressPage() {
  const add = useAddAddress();
  return (
    <AddPage title="Add Address" backTo={dashboardPaths.address.list}>
      {({ save, actions }) => (
        <AddressForm submitLabel="Add Address" onSubmit={(values) => save(() => add.mutateAsync(values))} actions={actions} />
      )}
    </AddPage>
  );
}
