import { closureMessages } from '@drivecare/contract/shop-closures';

import { formatDateShort, formatTime12h } from '@/lib/format';

interface ClosureSpan {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

/** 'Nov 26, 2026' or 'Dec 24, 2026 – Dec 26, 2026'. */
export const closureDays = (c: ClosureSpan) =>
  c.startDate === c.endDate ? formatDateShort(c.startDate) : `${formatDateShort(c.startDate)} – ${formatDateShort(c.endDate)}`;

/** 'All day' or '12:30 PM – 3:00 PM'. */
export const closureHours = (c: ClosureSpan) =>
  c.startTime && c.endTime ? `${formatTime12h(c.startTime)} – ${formatTime12h(c.endTime)}` : 'All day';

export const closureScope = (c: { shopId: string | null; shopName: string | null }) =>
  c.shopId === null ? closureMessages.allShops : (c.shopName ?? '');
