import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { csvBody, csvRecords } from '../lib/csv.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createRowStreamer, crlfRecords, type StreamedQuery } from './row-stream.ts';

/**
 * The export rows as CSV on whichever database the run uses (PGlite, or PostgreSQL under `npm run test:pg`):
 * PostgreSQL formats them with COPY, PGlite with csv-stringify, and both must give these very bytes.
 */
const database = await openTestDatabase();
afterAll(() => database.close());
const streamRows = createRowStreamer(database, csvRecords);

const read = async (body: ReadableStream<Uint8Array>) => {
  const parts: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(body as never) as AsyncIterable<Uint8Array>) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
};

/** One text cell per row, in the order given, keyed by its position (the keyset pages cross 1,000 rows). */
function cellsQuery(cells: (string | null)[]): StreamedQuery {
  const values = cells.map((_, i) => `($${i + 1}::text, ${i})`).join(', ');
  return {
    keyColumns: 1,
    build: (after, limit) => ({
      toSQL: () => ({
        sql: `select t.a, t.b, t.k from (select c.a, 'x' as b, c.k from (values ${values}) as c(a, k)) as t ${after ? `where t.k > ${Number(after[0])}` : ''} order by t.k ${limit === null ? '' : `limit ${limit}`}`,
        params: cells,
      }),
    }),
  };
}

const csvOf = (cells: (string | null)[]) =>
  read(csvBody({ filename: 'x.csv', header: ['Cell', 'Other'], rows: streamRows(cellsQuery(cells), 2) }, (error) => expect.fail(error.message)));

describe('export rows as CSV', () => {
  it('writes RFC 4180 records with CRLF, neutralised formula cells, quoted commas, quotes and line breaks', async () => {
    const cells = ['=1+1', '-5', '+', '@x', '\ttab', '\r=x', '', null, 'a,b', 'say "hi"', 'line\nbreak', 'crlf\r\nx', 'cr\rx', ' =not', 'é', '\\.', "it's"];
    expect(await csvOf(cells)).toBe(
      '\uFEFFCell,Other\r\n' +
        [
          "'=1+1",
          "'-5",
          "'+",
          "'@x",
          "'\ttab",
          `"'\r=x"`,
          '',
          '',
          '"a,b"',
          '"say ""hi"""',
          '"line\nbreak"',
          '"crlf\r\nx"',
          '"cr\rx"',
          ' =not',
          'é',
          '\\.',
          "it's",
        ]
          .map((cell) => `${cell},x\r\n`)
          .join(''),
    );
  });

  it('keeps every row and its order beyond one read batch', async () => {
    const cells = Array.from({ length: 2_345 }, (_, i) => (i % 97 === 0 ? `line ${i}\nnext` : `row ${i}`));
    const text = await csvOf(cells);
    expect(text).toBe('\uFEFFCell,Other\r\n' + cells.map((c) => (c.includes('\n') ? `"${c}",x\r\n` : `${c},x\r\n`)).join(''));
  });
});

describe('CRLF record ends', () => {
  it('turns LF into CRLF outside quotes only, across chunk boundaries', () => {
    const crlf = crlfRecords();
    const out = ['a,"b\n', 'c",d\n', 'e\n"', '\n"\n'].map((chunk) => crlf(Buffer.from(chunk)).toString()).join('');
    expect(out).toBe('a,"b\nc",d\r\ne\r\n"\n"\r\n');
  });

  it('converts several records per chunk, doubled quotes and chunks cut anywhere as a byte-by-byte reading would', () => {
    const file = 'id,"say ""hi"", then\nbye",x\n"a""\n""b",,\n\n"\n",y\nlast,"",z\n';
    const expected = 'id,"say ""hi"", then\nbye",x\r\n"a""\n""b",,\r\n\r\n"\n",y\r\nlast,"",z\r\n';
    for (let size = 1; size <= file.length; size++) {
      const crlf = crlfRecords();
      const chunks = Array.from({ length: Math.ceil(file.length / size) }, (_, i) => file.slice(i * size, (i + 1) * size));
      expect(chunks.map((chunk) => crlf(Buffer.from(chunk)).toString()).join('')).toBe(expected);
    }
  });
});
