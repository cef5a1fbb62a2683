import type { AdvancedAnalytics } from '@drivecare/contract/analytics';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatCents, formatCentsWhole, formatMonth, formatPerMile, seriesColor } from './analytics-format';

/*
 * The recharts drawings of the advanced analytics. recharts is about 100 KB gzipped, so this file is a chunk of its
 * own, loaded on demand by advanced-analytics.tsx (a Basic member never loads it). Each fills the box its parent gives.
 */

const tick = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const grid = <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />;
const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-popover)',
    borderColor: 'var(--color-border)',
    borderRadius: 8,
  },
  labelStyle: { color: 'var(--color-popover-foreground)' },
  itemStyle: { color: 'var(--color-popover-foreground)' },
  cursor: { fill: 'var(--color-accent)' },
};
const shorten = (label: string, max = 16) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

function Frame({ children }: { children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {children}
    </ResponsiveContainer>
  );
}

/** Net spending per month over 12 months, one stacked colour per vehicle. */
export function SpendingByMonthChart({ data }: { data: AdvancedAnalytics }) {
  const keyOf = (id: string | null) => `v${data.vehicles.findIndex((v) => v.id === id)}`;
  const rows = data.months.map((month) => {
    const row: Record<string, string | number> = { month };
    for (const s of data.spendingByMonth.filter((x) => x.month === month)) row[keyOf(s.vehicleId)] = s.cents;
    return row;
  });
  return (
    <Frame>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {grid}
        <XAxis dataKey="month" tickFormatter={(m: string) => formatMonth(m, true)} tick={tick} interval="preserveStartEnd" />
        <YAxis tickFormatter={(c: number) => formatCentsWhole(c)} tick={tick} width={64} />
        <Tooltip {...tooltipStyle} labelFormatter={(m) => formatMonth(String(m))} formatter={(value, name) => [formatCents(Number(value)), name]} />
        <Legend wrapperStyle={{ fontSize: 12, color: 'var(--color-foreground)' }} />
        {data.vehicles.map((v, i) => (
          <Bar key={v.id ?? 'former'} dataKey={`v${i}`} name={v.label} stackId="spending" fill={seriesColor(i)} maxBarSize={36} />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Horizontal bars of one figure per row, labelled on the left. */
function HorizontalBars({
  rows,
  format,
  axisFormat,
  name,
}: {
  rows: { label: string; value: number }[];
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  name: string;
}) {
  return (
    <Frame>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
        {grid}
        <XAxis type="number" tickFormatter={axisFormat} tick={tick} />
        <YAxis type="category" dataKey="label" tickFormatter={(l: string) => shorten(l)} tick={tick} width={116} />
        <Tooltip {...tooltipStyle} formatter={(value) => [format(Number(value)), name]} />
        <Bar dataKey="value" name={name} fill="var(--color-primary)" radius={[0, 4, 4, 0]} maxBarSize={28} />
      </BarChart>
    </Frame>
  );
}

export function SpendingByVehicleChart({ data }: { data: AdvancedAnalytics }) {
  return (
    <HorizontalBars
      rows={data.spendingByVehicle.map((v) => ({
        label: v.label,
        value: v.cents,
      }))}
      format={formatCents}
      axisFormat={formatCentsWhole}
      name="Spent"
    />
  );
}

export function CostPerMileChart({ data }: { data: AdvancedAnalytics }) {
  return (
    <HorizontalBars
      rows={data.costPerMile.filter((v) => v.centsPerMile !== null).map((v) => ({ label: v.label, value: v.centsPerMile ?? 0 }))}
      format={formatPerMile}
      axisFormat={(c) => `$${(c / 100).toFixed(2)}`}
      name="Cost"
    />
  );
}

export function ServicesByKindChart({ data }: { data: AdvancedAnalytics }) {
  return (
    <HorizontalBars
      rows={data.servicesByKind.slice(0, 8).map((k) => ({ label: k.name, value: k.count }))}
      format={(n) => n.toLocaleString('en-US')}
      axisFormat={(n) => String(n)}
      name="Times"
    />
  );
}

/** Estimated cost of the maintenance falling due in each of the next 12 months. */
export function ForecastChart({ data }: { data: AdvancedAnalytics }) {
  return (
    <Frame>
      <BarChart data={data.forecast.months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        {grid}
        <XAxis dataKey="month" tickFormatter={(m: string) => formatMonth(m, true)} tick={tick} interval="preserveStartEnd" />
        <YAxis tickFormatter={(c: number) => formatCentsWhole(c)} tick={tick} width={64} />
        <Tooltip
          {...tooltipStyle}
          labelFormatter={(m) => formatMonth(String(m))}
          formatter={(value, _name, item) => [`${formatCents(Number(value))} (${(item.payload as { items: number }).items} due)`, 'Estimated']}
        />
        <Bar dataKey="estimatedCents" name="Estimated cost" fill="var(--color-amber-600)" radius={[4, 4, 0, 0]} maxBarSize={36} />
      </BarChart>
    </Frame>
  );
}
