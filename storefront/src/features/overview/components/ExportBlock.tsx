import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { space, theme } from '@/lib/theme';
import { useDownloadExport, type ExportKind } from '../api/download-export';
import { last30Days, rangeError, type DayRange } from '../utils/range';

const Block = styled.section`
  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[110]};
  }

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space(3)};
  }

  .export-help {
    margin: ${space(0, 0, 3)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  .export-error {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

const BUTTONS: { kind: ExportKind; label: string }[] = [
  { kind: 'orders', label: 'Download orders (CSV)' },
  { kind: 'customers', label: 'Download customers (CSV)' },
];

/**
 * CSV exports for a range of days (the last 30 by default): every order line (a merchant's own)
 * and, for admins, the customers who joined. The server streams them; the file is saved as it
 * arrives with the shop's sign-in.
 */
export function ExportBlock({ customers }: { customers: boolean }) {
  const [range, setRange] = useState<DayRange>(() => last30Days());
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadExport();

  const start = (kind: ExportKind) => {
    const error = rangeError(range);
    setProblem(error);
    if (!error) download.mutate({ kind, ...range });
  };

  const failed = download.error instanceof Error ? download.error.message : null;
  const message = problem ?? (failed && `Could not download the file: ${failed}`);
  return (
    <Block aria-labelledby="overview-export">
      <h2 id="overview-export">Export</h2>
      <p className="export-help">Both days are included, in the shop's time zone; at most 366 days at a time.</p>
      <form aria-label="Export period" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField label="From" type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
        <TextField label="To" type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
        {BUTTONS.filter((button) => customers || button.kind === 'orders').map(({ kind, label }) => (
          <Button
            key={kind}
            type="button"
            $variant="outline"
            disabled={download.isPending}
            aria-busy={download.isPending && download.variables?.kind === kind}
            onClick={() => start(kind)}
          >
            {label}
          </Button>
        ))}
        {message && (
          <p className="export-error" role="alert">
            {message}
          </p>
        )}
      </form>
    </Block>
  );
}
