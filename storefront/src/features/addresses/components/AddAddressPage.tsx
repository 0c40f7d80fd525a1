import { Button } from '@/components/Button';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useAddAddress } from '../api/add-address';
import type { AddressValues } from '../utils/schema';
import { AddressForm } from './AddressForm';

/** /dashboard/address/add: the address form; success and Cancel go back one step. */
export function AddAddressPage() {
  const add = useAddAddress();
  const goBack = useGoBack('/dashboard/address');

  const onSubmit = async (values: AddressValues) => {
    try {
      const { message } = await add.mutateAsync(values);
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SubPage title="Add Address">
      <AddressForm
        submitLabel="Add Address"
        onSubmit={onSubmit}
        actions={
          <Button type="button" $variant="secondary" onClick={goBack}>
            Cancel
          </Button>
        }
      />
    </SubPage>
  );
}
