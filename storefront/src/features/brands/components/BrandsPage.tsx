import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { shopPaths } from '@/lib/shop-paths';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActiveBrands } from '@/api/active-brands';
import { CardGrid } from '@/components/lists';
import { PageTitle } from '@/components/PageTitle';
import { StretchedLink } from '@/components/StretchedLink';

export const BRANDS_TITLE = 'Shop By Brand';

const Card = styled.article`
  position: relative;
  height: 100%;
  padding: ${space(4.4, 5, 5)};
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  border-top: 4px solid ${theme.colors.accent};
  transition: box-shadow 0.2s ease;

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadowHover};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Name = styled.h2`
  margin: ${space(0, 0, 1.6)};
  font-size: ${theme.fontSize[115]};
`;

/** The card's only link, covering the whole card. */
const NameLink = styled(StretchedLink)`
  &:hover {
    color: ${theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** /brands: 'Shop By Brand', a card per brand linking to /shop/brand/{slug}. */
export function BrandsPage() {
  useDocumentTitle(BRANDS_TITLE);
  return (
    <>
      <PageTitle>{BRANDS_TITLE}</PageTitle>
      <PageState query={useActiveBrands()} loading="Loading brands…" error="Could not load the brands." empty="no brands found." boxed>
        {(brands) => (
          <CardGrid $min="15rem">
            {brands.map((brand) => (
              <li key={brand._id}>
                <Card>
                  <Name>
                    <NameLink to={shopPaths.brand(brand.slug)}>{brand.name}</NameLink>
                  </Name>
                  {brand.description && <Description>{brand.description}</Description>}
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </PageState>
    </>
  );
}
