import { describe, expect, it } from 'vitest';
import { withHeaders } from './no-header';

const message = (id: string, from: string, name: string) => ({
  id,
  from,
  to: from === 'support' ? 'acct_1' : 'support',
  value: `text ${id}`,
  time: '2026-11-23T10:00:00.000Z',
  user: { name },
});

describe('noHeader (spec §4: consecutive messages from one sender hide the header)', () => {
  it('shows the header on the first message and whenever the sender changes', () => {
    const shown = withHeaders([
      message('1', 'acct_1', 'Baraka Kamau'),
      message('2', 'acct_1', 'Baraka Kamau'),
      message('3', 'support', 'Amina Admin'),
      message('4', 'support', 'Amina Admin'),
      message('5', 'acct_1', 'Baraka Kamau'),
    ]);
    expect(shown.map((m) => m.noHeader)).toEqual([false, true, false, true, false]);
  });

  it('tells two admins answering one after the other apart', () => {
    const shown = withHeaders([message('1', 'support', 'Amina Admin'), message('2', 'support', 'Otieno Admin')]);
    expect(shown.map((m) => m.noHeader)).toEqual([false, false]);
  });

  it('gives an empty list an empty list', () => {
    expect(withHeaders([])).toEqual([]);
  });
});
