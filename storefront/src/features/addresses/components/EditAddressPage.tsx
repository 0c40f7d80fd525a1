import { useParams } from 'react-router-dom';
import type { Address } from '@/api/addresses';
import { useDeliveryOptions } from '@/api/delivery';
import { EditPage } from '@/components/EditPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useDeleteAddress } from '../api/delete-address';
import { useAddress } from '../api/get-address';
import { useUpdateAddress } from '../api/update-address';
import type { AddressValues } from '../utils/schema';
import { AddressForm } from './AddressForm';
import { COUNTIES_ERROR } from './AddAddressPage';

/** The county an address names: its own, else its state when that is a county ('Nairobi County' → 'Nairobi'). */
const countyOf = ({ county, state }: Address, counties: readonly string[]) => {
  const byState = state.trim().replace(/\s+county$/i, '').toLowerCase();
  return county || counties.find((name) => name.toLowerCase() === byState) || '';
};

const toValues = (address: Address, counties: readonly string[]): AddressValues => ({
  address: address.address,
  city: address.city,
  state: address.state ?? '',
  country: address.country,
  zipCode: address.zipCode ?? '',
  county: countyOf(address, counties),
  landmark: address.landmark ?? '',
  phone: address.phone ?? '',
  isDefault: Boolean(address.isDefault),
});

/** /dashboard/address/edit/:id: the address with Save and Delete; both go back on success. */
export function EditAddressPage() {
  const { id = '' } = useParams();
  const update = useUpdateAddress();
  const delivery = useDeliveryOptions();
  const counties = delivery.data?.counties.map((county) => county.name) ?? [];

  return (
    <EditPage
      title="Edit Address"
      noun="address"
      notFound="no Address found."
      query={useAddress(id)}
      needs={[{ query: delivery, error: COUNTIES_ERROR }]}
      backTo={dashboardPaths.address.list}
      remove={useDeleteAddress()}
    >
      {(address, { save, actions }) => (
        <AddressForm
          key={address._id}
          defaultValues={toValues(address, counties)}
          counties={counties}
          submitLabel="Save"
          onSubmit={(values) => save(() => update.mutateAsync({ id, ...values }))}
          actions={actions}
        />
      )}
    </EditPage>
  );
}
