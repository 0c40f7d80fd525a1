import { ActivationBar } from '@/components/ActivationBar';
import { notifyError, toast } from '@/lib/notify';
import { useSetProductActive } from '../api/set-product-active';
import type { ManagedProduct } from '../types';

/** The product's shop link and its active switch, which calls the activation route at once (spec §4). */
export function ProductActive({ product }: { product: ManagedProduct }) {
  const activate = useSetProductActive();
  return (
    <ActivationBar
      link={{ to: `/product/${product.slug}`, label: `View ${product.name} in the shop` }}
      isActive={activate.isPending ? Boolean(activate.variables?.isActive) : product.isActive}
      pending={activate.isPending}
      onToggle={(isActive) =>
        activate.mutate(
          { id: product._id, isActive },
          { onSuccess: ({ message }) => message && toast.success(message), onError: (error) => notifyError(error) },
        )
      }
    />
  );
}
