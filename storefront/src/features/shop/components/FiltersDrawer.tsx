import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { SidePanel } from '@/components/SidePanel';
import { space, theme } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';

const PHONE = `(max-width: ${theme.breakpoints.sm})`;
const DRAWER_ID = 'shop-filters';

/** One styled root (with nested rules) keeps style injection cheap. */
const Root = styled.div`
  align-self: start;

  .filters-toggle {
    display: none;
  }

  @media ${PHONE} {
    .filters-toggle {
      display: inline-flex;
    }
  }

  .filters-count {
    min-width: 1.5rem;
    padding: ${space(0, 1.6)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-size: ${theme.fontSize[85]};
    line-height: 1.5rem;
    text-align: center;
  }
`;

const DrawerBody = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${space(3)};

  > button:first-child {
    align-self: flex-end;
    margin-bottom: ${space(3)};
  }
`;

interface FiltersDrawerProps {
  /** Active filters, shown on the button. */
  activeCount: number;
  children: ReactNode;
}

/**
 * The shop's filter panel: in place beside the products on wider screens; on a phone
 * (≤ 640 px) behind a 'Filters' button with the active filter count, opening it in the
 * shared side panel, so the products are the first thing on the screen. On a phone the panel
 * (and the code it loads) is mounted only once the drawer is first opened: a shopper who
 * never filters does not download it.
 */
export function FiltersDrawer({ activeCount, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(PHONE);
  // A drawer left open when the screen widens (a phone turned) closes: the filters are in place.
  const [wasPhone, setWasPhone] = useState(phone);
  if (phone !== wasPhone) {
    setWasPhone(phone);
    if (!phone) setOpen(false);
  }
  const inDrawer = phone || open;
  const close = () => setOpen(false);

  return (
    <Root>
      <Button
        type="button"
        className="filters-toggle"
        $variant="secondary"
        $shape="pill"
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : undefined}
        onClick={() => setOpen(true)}
      >
        Filters
        {activeCount > 0 && (
          <span className="filters-count" aria-hidden="true">
            {activeCount}
          </span>
        )}
      </Button>
      {!inDrawer && children}
      <SidePanel id={DRAWER_ID} title="Filters" open={open} onClose={close} closeLabel="Close filters" keepContent>
        <DrawerBody>
          <Button type="button" $shape="pill" onClick={close}>
            Show products
          </Button>
          {inDrawer && children}
        </DrawerBody>
      </SidePanel>
    </Root>
  );
}
