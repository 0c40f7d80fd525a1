import { useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { isNotFound } from '@/lib/api-client';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useAddress } from '../api/get-address';
import { useDeleteAddress } from '../api/delete-address';
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
  const query = useAddress(id);
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const goBack = useGoBack('/dashboard/address');

  const onSave = async (values: AddressValues) => {
    try {
      const { message } = await update.mutateAsync({ id, ...values });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        goBack();
      },
      onError: (error) => notifyError(error),
    });

  return (
    <SubPage title="Edit Address">
      {query.isPending ? (
        <Loader label="Loading the address…" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState>no Address found.</EmptyState>
        ) : (
          <ErrorMessage message="Could not load the address." onRetry={() => void query.refetch()} />
        )
      ) : (
        <AddressForm
          key={query.data._id}
          defaultValues={toValues(query.data)}
          submitLabel="Save"
          onSubmit={onSave}
          actions={
            <Button type="button" $variant="danger" disabled={remove.isPending} onClick={onDelete}>
              Delete
            </Button>
          }
        />
      )}
    </SubPage>
  );
}
