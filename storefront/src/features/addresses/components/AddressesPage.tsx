import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { space, theme } from '@/lib/theme';
import { CardGrid, linkedCard } from '@/components/lists';
import { useAddresses, type Address } from '@/api/addresses';

/** One styled root (with nested rules) keeps style injection cheap. */
const List = styled(CardGrid).attrs({ $min: '16rem' })`

  .address-card {
    ${linkedCard('.address-line a')}
    height: 100%;
    padding: ${space(4, 4.4)};
  }

  .address-default {
    display: inline-block;
    margin-bottom: ${space(2)};
    padding: ${space(0.4, 2.2)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
    font-size: ${theme.fontSize[80]};
    font-weight: 700;
  }

  .address-line {
    margin: ${space(0, 0, 1)};
    font-weight: 700;
  }

  .address-place,
  .address-extra {
    margin: 0;
    color: ${theme.colors.muted};
  }

  .address-extra {
    margin-top: ${space(1)};
    font-size: ${theme.fontSize[92]};
  }
`;

/** Town, county (or, outside Kenya, state), country and zipcode. */
const placeOf = (item: Address) =>
  [item.city, item.county ? `${item.county} County` : item.state, item.country, item.zipCode].filter(Boolean).join(', ');

/** /dashboard/address: the user's addresses (the default marked, with county, landmark and the rider's phone), 'Add', or 'No Addresses Found!'. */
export function AddressesPage() {
  return (
    <SubPage title="Addresses" actions={<ButtonLink to={dashboardPaths.address.add}>Add</ButtonLink>}>
      <PageState query={useAddresses()} loading="Loading addresses…" error="Could not load your addresses." empty="No Addresses Found!">
        {(addresses) => (
          <List aria-label="Addresses">
            {addresses.map((item) => (
              <li key={item._id}>
                <article className="address-card">
                  {item.isDefault && <span className="address-default">Default Delivery Address</span>}
                  <p className="address-line">
                    <Link to={dashboardPaths.address.edit(item._id)}>{item.address}</Link>
                  </p>
                  <p className="address-place">{placeOf(item)}</p>
                  {item.landmark && <p className="address-extra">Landmark: {item.landmark}</p>}
                  {item.phone && <p className="address-extra">Rider's phone: {item.phone}</p>}
                </article>
              </li>
            ))}
          </List>
        )}
      </PageState>
    </SubPage>
  );
}
