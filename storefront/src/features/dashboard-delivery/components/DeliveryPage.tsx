import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { space, theme } from '@/lib/theme';
import { useDeliveryAdmin } from '../api/get-delivery-admin';
import { FeeTable } from './FeeTable';
import { DaysTable } from './DaysTable';
import { CollectCodeForm } from './CollectCodeForm';
import { StationList } from './StationList';
import { LOAD_ERROR } from './AddStationPage';

const Sections = styled.div`
  display: grid;
  gap: ${space(8)};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[120]};
  }

  .fee-scroll {
    overflow-x: auto;
  }
`;

/**
 * /dashboard/delivery (admins): the pickup stations checkout offers, the hand-over check of a
 * pickup order's collection code, what delivery costs and how many days it takes per county.
 */
export function DeliveryPage() {
  return (
    <SubPage title="Delivery" actions={<ButtonLink to={dashboardPaths.delivery.add}>Add Station</ButtonLink>}>
      <PageState query={useDeliveryAdmin()} loading="Loading delivery settings…" error={LOAD_ERROR}>
        {({ stations, counties }) => (
          <Sections>
            <section aria-labelledby="delivery-stations">
              <h2 id="delivery-stations">Pickup stations</h2>
              <StationList stations={stations} />
            </section>
            <section aria-labelledby="delivery-collect">
              <h2 id="delivery-collect">Hand over a pickup order</h2>
              <CollectCodeForm />
            </section>
            <section aria-labelledby="delivery-fees">
              <h2 id="delivery-fees">Delivery fees</h2>
              <div className="fee-scroll">
                <FeeTable counties={counties} />
              </div>
            </section>
            <section aria-labelledby="delivery-days">
              <h2 id="delivery-days">Delivery days</h2>
              <div className="fee-scroll">
                <DaysTable counties={counties} />
              </div>
            </section>
          </Sections>
        )}
      </PageState>
    </SubPage>
  );
}
