import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProductThumb } from '@/components/ProductThumb';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useSearchHelp } from '../api/search-help';

const Box = styled.div`
  margin-top: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(4)};

  .did-you-mean {
    margin: 0;
    font-size: ${theme.fontSize[110]};
  }

  .did-you-mean a {
    color: ${theme.colors.accent};
    font-weight: 700;
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSize[110]};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(3)};
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }

  li a {
    display: grid;
    grid-template-columns: 5rem minmax(0, 1fr);
    gap: ${space(3)};
    align-items: center;
    padding: ${space(2)};
    background: ${theme.colors.card};
    border-radius: ${theme.radius};
    box-shadow: ${theme.shadow};
    color: ${theme.colors.text};
    text-decoration: none;
  }

  .popular-name {
    font-weight: 600;
  }

  .popular-price {
    display: block;
    color: ${theme.colors.muted};
  }
`;

/** Under a search that found nothing: "Did you mean …?" and the shop's popular products. */
export function SearchHelp({ term }: { term: string }) {
  const { data } = useSearchHelp(term);
  if (!data) return null;
  return (
    <Box>
      {data.didYouMean && (
        <p className="did-you-mean">
          Did you mean{' '}
          <Link to={{ pathname: '/shop', search: `?${new URLSearchParams({ name: data.didYouMean })}` }}>{data.didYouMean}</Link>?
        </p>
      )}
      {data.popular.length > 0 && (
        <section aria-labelledby="search-popular">
          <h3 id="search-popular">Popular products</h3>
          <ul>
            {data.popular.map((product) => (
              <li key={product.slug}>
                <Link to={`/product/${product.slug}`}>
                  <ProductThumb imageUrl={product.imageUrl} name={product.name} placeholderLabel={`No image available for ${product.name}`} />
                  <span>
                    <span className="popular-name">{product.name}</span>
                    <span className="popular-price">{formatPrice(product.price)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Box>
  );
}
