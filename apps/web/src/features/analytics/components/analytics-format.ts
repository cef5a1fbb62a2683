const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Integer cents as US dollars: '$1,234.50'. */
export const formatCents = (cents: number) => usd.format(cents / 100);
/** For axis ticks: '$1,235'. */
export const formatCentsWhole = (cents: number) => usdWhole.format(cents / 100);
/** Cents per mile as dollars with three decimals when under a dollar ('$0.125 per mile'). */
export const formatPerMile = (centsPerMile: number) =>
  `${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: centsPerMile < 100 ? 3 : 2 }).format(centsPerMile / 100)} per mile`;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'yyyy-MM' as 'Nov 2026' (or 'Nov' when short). */
export function formatMonth(month: string, short = false): string {
  const name = monthNames[Number(month.slice(5, 7)) - 1] ?? month;
  return short ? name : `${name} ${month.slice(0, 4)}`;
}

/** Series colours from the theme's palette (the dark theme lightens them), one per vehicle in list order. */
export const seriesColors = [
  'var(--color-blue-600)',
  'var(--color-emerald-600)',
  'var(--color-amber-600)',
  'var(--color-purple-600)',
  'var(--color-red-600)',
  'var(--color-slate-600)',
];
export const seriesColor = (index: number) => seriesColors[index % seriesColors.length] ?? 'var(--color-primary)';
