// 'issue invoice': staff complete distinct appointments, 50 at a time; each completion takes the next invoice
// number in its transaction and leaves the PDF to the background job. After the run the numbers are checked:
// no duplicate, no gap.
import pg from 'pg';
import { cookieHeader, storeCookies, type Scenario } from './load.ts';

export const ISSUE_INVOICE = 'issue invoice: PATCH /api/admin/appointments/:id/status completed (invoice number, PDF queued)';

/** Appointments that can be completed (scheduled or in progress, no invoice yet), in random order. */
export async function completableAppointments(databaseUrl: string, limit: number): Promise<string[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string }>(
      `select a.id from appointments a where a.status in ('scheduled', 'in-progress')
         and not exists (select 1 from invoices i where i.appointment_id = a.id) order by random() limit $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** Each request completes the next appointment of `ids` (never one twice), as the demo admin. */
export function issueInvoiceScenario(base: string, admin: string, ids: string[]): Scenario {
  let next = 0;
  return {
    name: ISSUE_INVOICE,
    request: {
      method: 'PATCH',
      setupRequest: (req, context) => {
        const id = ids[next++];
        if (!id) throw new Error('issue invoice: ran out of appointments to complete');
        return {
          ...req,
          path: `/api/admin/appointments/${id}/status`,
          headers: { cookie: cookieHeader(context, admin), 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ status: 'completed' }),
        };
      },
      onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
    },
  };
}

/**
 * The invoice numbers per year, the seed's and the run's together: how many, whether any repeats, whether 1..N has a
 * hole, and how many of the run's invoices (issued by staff; the seed's have no issuer and no PDF) still wait for a PDF.
 */
export async function checkInvoiceNumbers(databaseUrl: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ year: number; n: string; numbers: string; sequences: string; lowest: number; highest: number; waiting: string }>(
      `select year, count(*) as n, count(distinct number) as numbers, count(distinct sequence) as sequences,
              min(sequence) as lowest, max(sequence) as highest, count(*) filter (where issued_by is not null and receipt_id is null) as waiting
         from invoices group by year order by year`,
    );
    return rows.map((r) => {
      const n = Number(r.n);
      const ok = Number(r.numbers) === n && Number(r.sequences) === n && r.lowest === 1 && r.highest === n;
      return { year: r.year, invoices: n, ok, waitingForPdf: Number(r.waiting), lowest: r.lowest, highest: r.highest };
    });
  } finally {
    await c.end();
  }
}

/**
 * Waits (up to `limitSeconds`) until every invoice the run issued has its PDF: the 'invoice documents' job renders
 * them in the server's background, and a scenario measured alone after 'issue invoice' must not share the CPU with
 * it. Returns how many still wait (0 when done) and the seconds waited.
 */
export async function waitForInvoicePdfs(databaseUrl: string, limitSeconds = 300) {
  const started = performance.now();
  let waiting = Infinity;
  while (performance.now() - started < limitSeconds * 1000) {
    waiting = (await checkInvoiceNumbers(databaseUrl)).reduce((sum, y) => sum + y.waitingForPdf, 0);
    if (waiting === 0) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { waiting, seconds: (performance.now() - started) / 1000 };
}
