import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { imageSrc } from '@/lib/files';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { ManagedProduct } from '../types';
import { StockEditor } from './StockEditor';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${space(2.4, 2)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }

  th {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  .product-media img,
  .product-media > * {
    width: 3.5rem;
    height: 3.5rem;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
  }

  .product-name a {
    color: ${theme.colors.text};
    font-weight: 700;
  }

  .product-description {
    margin: ${space(0.4, 0, 0)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
    overflow-wrap: anywhere;
  }

  .status {
    display: inline-block;
    padding: ${space(0.4, 2.2)};
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    font-size: ${theme.fontSize[85]};
  }

  .status-live {
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  }

  .status-hidden {
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  }
`;

const firstImage = (product: ManagedProduct): string | null => product.imageUrl ?? product.images?.[0] ?? null;

/** The managed products: image, name (to its edit page) and description, price, stock (edited in place), live or hidden. */
export function ProductTable({ products }: { products: readonly ManagedProduct[] }) {
  return (
    <Scroll>
      <Table aria-label="Products">
        <thead>
          <tr>
            <th scope="col" aria-label="Image" />
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const image = firstImage(product);
            return (
              <tr key={product._id}>
                <td className="product-media">
                  {image ? <img src={imageSrc(image)} alt="" loading="lazy" decoding="async" /> : <ImagePlaceholder label="No image" />}
                </td>
                <td className="product-name">
                  <Link to={dashboardPaths.product.edit(product._id)}>{product.name}</Link>
                  {product.description && <p className="product-description">{product.description}</p>}
                </td>
                <td>{formatPrice(product.price)}</td>
                <td>
                  <StockEditor key={product.quantity} productId={product._id} name={product.name} quantity={product.quantity ?? 0} />
                </td>
                <td>
                  {product.isActive ? (
                    <span className="status status-live">Live</span>
                  ) : (
                    <span className="status status-hidden">Hidden</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
