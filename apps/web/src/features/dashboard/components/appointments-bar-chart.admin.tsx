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
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={shortDay} tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
        <Tooltip
          cursor={{ fill: '#eff6ff' }}
          labelFormatter={(label) => formatDateNumeric(String(label))}
          formatter={(value) => [value, 'Appointments']}
        />
        <Bar dataKey="count" name="Appointments" fill="#2563eb" radius={[4, 4, 0, 0]} maxBarSize={36} />
      </BarChart>
    </ResponsiveContainer>
  );
}
