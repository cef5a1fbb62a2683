import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateNumeric, parseDate } from '@/lib/format';

interface DayCount {
  date: string;
  count: number;
}

const shortDay = (day: string) => {
  const date = parseDate(day);
  return date ? `${date.getMonth() + 1}/${date.getDate()}` : day;
};

/** Bars of booked (not cancelled) appointments for each of the next 14 days. */
export function AppointmentsChart({ perDay }: { perDay: DayCount[] }) {
  const total = perDay.reduce((sum, d) => sum + d.count, 0);
  const first = perDay[0]?.date;
  const last = perDay[perDay.length - 1]?.date;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appointments per day</CardTitle>
        <CardDescription>
          Next 14 days{first && last ? ` (${formatDateNumeric(first)} - ${formatDateNumeric(last)})` : ''}:{' '}
          {total.toLocaleString('en-US')} booked
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={`Appointments per day for the next 14 days, ${total} in total`} className="h-64 w-full">
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
        </figure>
        <table className="sr-only">
          <caption>Appointments per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Appointments</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.date}>
                <td>{formatDateNumeric(d.date)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
