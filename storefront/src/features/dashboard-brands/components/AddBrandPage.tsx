import { Button } from '@/components/Button';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useAddBrand } from '../api/add-brand';
import { EMPTY_BRAND, type BrandValues } from '../utils/schema';
import { BrandForm } from './BrandForm';

/** /dashboard/brand/add (admin): name, description and the active switch; success and Cancel go back. */
export function AddBrandPage() {
  const add = useAddBrand();
  const goBack = useGoBack('/dashboard/brand');

  const onSubmit = async ({ name, description, isActive }: BrandValues) => {
    try {
      const { message } = await add.mutateAsync({ name: name.trim(), description: description.trim(), isActive });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SubPage title="Add Brand">
      <BrandForm
        mode="add"
        defaultValues={EMPTY_BRAND}
        submitLabel="Add Brand"
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
