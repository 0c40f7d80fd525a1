import { useParams } from 'react-router-dom';
import { ActivationBar } from '@/components/ActivationBar';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { isNotFound } from '@/lib/api-client';
import { cascadeHelp } from '@/lib/format';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useUser } from '@/stores/auth';
import { useDeleteBrand } from '../api/delete-brand';
import { useBrand } from '../api/get-brand';
import { useSetBrandActive } from '../api/set-brand-active';
import { useUpdateBrand } from '../api/update-brand';
import type { ManagedBrand } from '../types';
import type { BrandValues } from '../utils/schema';
import { BrandForm } from './BrandForm';

const toValues = ({ name, slug, description, isActive }: ManagedBrand): BrandValues => ({
  name,
  slug,
  description: description ?? '',
  isActive,
});

/**
 * /dashboard/brand/edit/:id: name, slug and description with Save (and Delete for admins), both
 * going back; a link to the brand's shop and an active switch that applies at once.
 */
export function EditBrandPage() {
  const { id = '' } = useParams();
  const isAdmin = useUser()?.role === 'ROLE_ADMIN';
  const query = useBrand(id);
  const update = useUpdateBrand();
  const activate = useSetBrandActive();
  const remove = useDeleteBrand();
  const goBack = useGoBack('/dashboard/brand');

  const onSave = async ({ name, slug, description }: BrandValues) => {
    try {
      const { message } = await update.mutateAsync({
        id,
        brand: { name: name.trim(), slug: slug.trim(), description: description.trim() },
      });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  const onToggle = (isActive: boolean) =>
    activate.mutate(
      { id, isActive },
      { onSuccess: ({ message }) => message && toast.success(message), onError: (error) => notifyError(error) },
    );

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        goBack();
      },
      onError: (error) => notifyError(error),
    });

  return (
    <SubPage title="Edit Brand">
      {query.isPending ? (
        <Loader label="Loading the brand…" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState>no brand found.</EmptyState>
        ) : (
          <ErrorMessage message="Could not load the brand." onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <ActivationBar
            link={{ to: `/shop/brand/${query.data.slug}`, label: `View ${query.data.name} in the shop` }}
            isActive={activate.isPending ? Boolean(activate.variables?.isActive) : query.data.isActive}
            pending={activate.isPending}
            help={cascadeHelp(query.data.name)}
            onToggle={onToggle}
          />
          <BrandForm
            key={query.data._id}
            mode="edit"
            defaultValues={toValues(query.data)}
            submitLabel="Save"
            onSubmit={onSave}
            actions={
              isAdmin && (
                <Button type="button" $variant="danger" disabled={remove.isPending} onClick={onDelete}>
                  Delete
                </Button>
              )
            }
          />
        </>
      )}
    </SubPage>
  );
}
