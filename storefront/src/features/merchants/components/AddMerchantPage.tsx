import { Button } from '@/components/Button';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useGoBack } from '@/lib/use-go-back';
import { MerchantForm } from './MerchantForm';

/** /dashboard/merchant/add (admin): the application form, 'Add Merchant' and Cancel (spec §2). */
export function AddMerchantPage() {
  const goBack = useGoBack(dashboardPaths.merchant.list);
  return (
    <SubPage title="Add Merchant">
      <MerchantForm
        submitLabel="Add Merchant"
        onAdded={goBack}
        extraActions={
          <Button type="button" $variant="secondary" onClick={goBack}>
            Cancel
          </Button>
        }
      />
    </SubPage>
  );
}
