import type { DashboardStats } from '@drivecare/contract/users';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatDateNumeric, parseDate } from '@/lib/format';

type DayCount = DashboardStats['perDay'][number];

const shortDay = (day: string) => {
  const date = parseDate(day);
  return date ? `${date.getMonth() + 1}/${date.getDate()}` : day;
};

/**
 * The recharts drawing of the per-day counts. recharts is about 100 KB gzipped, so this file is its own
 * chunk, loaded lazily by AppointmentsChart; it fills the box its parent gives it.
 */
export default function AppointmentsBarChart({ perDay }: { perDay: DayCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={perDay} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} />
        <Tooltip
          cursor={{ fill: 'var(--color-accent)' }}
          contentStyle={{ background: 'var(--color-popover)', borderColor: 'var(--color-border)', borderRadius: 8 }}
          labelStyle={{ color: 'var(--color-popover-foreground)' }}
          itemStyle={{ color: 'var(--color-popover-foreground)' }}
          labelFormatter={(label) => formatDateNumeric(String(label))}
          formatter={(value) => [value, 'Appointments']}
        />
        <Bar dataKey="count" name="Appointments" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={36} />
      </BarChart>
    </ResponsiveContainer>
  );
}
