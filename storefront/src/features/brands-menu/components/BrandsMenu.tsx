import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dropdown } from '@/components/Dropdown';
import { space, theme } from '@/lib/theme';
import { useActiveBrands } from '@/api/active-brands';

const BrandsDropdown = styled(Dropdown)`
  .brands-see-all {
    margin-top: ${space(1)};
    padding-top: ${space(1)};
    border-top: 1px solid ${theme.colors.border};
  }

  .dropdown-menu .brands-see-all a {
    font-weight: 600;
    color: ${theme.colors.accentHover};
  }
`;

/** Header 'Brands' dropdown: one link per brand to /shop/brand/{slug}, then 'See all'. Hidden without brands. */
export function BrandsMenu() {
  const { data: brands } = useActiveBrands();
  if (!brands || brands.length === 0) return null;

  return (
    <BrandsDropdown label="Brands">
      {(close) => (
        <ul aria-label="Brands">
          {brands.map((brand) => (
            <li key={brand._id}>
              <Link to={`/shop/brand/${brand.slug}`} onClick={close}>
                {brand.name}
              </Link>
            </li>
          ))}
          <li className="brands-see-all">
            <Link to="/brands" onClick={close}>
              See all
            </Link>
          </li>
        </ul>
      )}
    </BrandsDropdown>
  );
}
