import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '@/lib/format';
import { theme } from '@/lib/theme';

/**
 * The overview's charts, drawn with recharts. This module is imported lazily (ChartBlock), so
 * recharts loads only once a chart is on screen, never with the shop's first pages. Each chart
 * is a picture (role="img" on ChartBlock's frame); its figures are in the table beside it.
 */

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartProps {
  points: ChartPoint[];
  /** Values are Kes. (axis and tooltip through formatPrice) rather than counts. */
  money: boolean;
  /** Bars across (one row per category) rather than up (one column per day). */
  across?: boolean;
}

const HEIGHT = 260;
const axisTick = { fill: theme.colors.muted, fontSize: theme.fontSize[80] };
/** Short money for an axis: Kes. 12,500 → "12.5k". */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function Chart({ points, money, across = false }: ChartProps) {
  const format = (value: number) => (money ? formatPrice(value) : String(value));
  const tick = (value: number) => (money ? compact.format(value) : String(value));
  const height = across ? Math.max(HEIGHT / 2, points.length * 36 + 40) : HEIGHT;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={points} layout={across ? 'vertical' : 'horizontal'} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={theme.colors.border} vertical={across} horizontal={!across} />
        {across ? (
          <>
            <XAxis type="number" tickFormatter={tick} tick={axisTick} stroke={theme.colors.quietBorder} allowDecimals={money} />
            <YAxis type="category" dataKey="label" width={120} tick={axisTick} stroke={theme.colors.quietBorder} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={axisTick} stroke={theme.colors.quietBorder} minTickGap={12} />
            <YAxis tickFormatter={tick} tick={axisTick} stroke={theme.colors.quietBorder} allowDecimals={money} width={48} />
          </>
        )}
        <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: theme.colors.accentSoft }} />
        <Bar dataKey="value" name={money ? 'Sales' : 'Count'} fill={theme.colors.accent} radius={across ? [0, 3, 3, 0] : [3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
