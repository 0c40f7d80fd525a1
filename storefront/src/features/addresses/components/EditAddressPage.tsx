import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/EditPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useDeleteAddress } from '../api/delete-address';
import { useAddress } from '../api/get-address';
import { useUpdateAddress } from '../api/update-address';
import type { Address } from '../types';
import type { AddressValues } from '../utils/schema';
import { AddressForm } from './AddressForm';

const toValues = ({ address, city, state, country, zipCode, isDefault }: Address): AddressValues => ({
  address,
  city,
  state,
  country,
  zipCode,
  isDefault: Boolean(isDefault),
});

/** /dashboard/address/edit/:id: the address with Save and Delete; both go back on success. */
export function EditAddressPage() {
  const { id = '' } = useParams();
  const update = useUpdateAddress();

  return (
    <EditPage
      title="Edit Address"
      noun="address"
      notFound="no Address found."
      query={useAddress(id)}
      backTo={dashboardPaths.address.list}
      remove={useDeleteAddress()}
    >
      {(address, { save, actions }) => (
        <AddressForm
          key={address._id}
          defaultValues={toValues(address)}
          submitLabel="Save"
          onSubmit={(values) => save(() => update.mutateAsync({ id, ...values }))}
          actions={actions}
        />
      )}
    </EditPage>
  );
}
