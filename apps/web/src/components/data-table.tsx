import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface DataTableColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for the column's body cells (added to the common padding). */
  className?: string;
  /** The cell that names its row: rendered as a row header so screen readers announce it with each cell. */
  rowHeader?: boolean;
}

/**
 * A table on wide screens and a list of cards below the md breakpoint: the same rows twice, one of them
 * hidden by CSS, so each layout keeps its own semantics. `actions` adds a right-aligned last column.
 */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  caption,
  actions,
  rowClassName,
  renderCard,
}: {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  /** Names both the table (visually hidden caption) and the card list. */
  caption: string;
  actions?: (row: Row) => ReactNode;
  rowClassName?: string;
  /** One row as a phone card; rendered inside the list item. */
  renderCard: (row: Row) => ReactNode;
}) {
  return (
    <>
      <Card className="hidden overflow-hidden py-0 md:flex">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col" className="px-4 py-3">
                    {column.header}
                  </th>
                ))}
                {actions ? (
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id} className={cn('hover:bg-slate-50/60', rowClassName)}>
                  {columns.map((column, index) =>
                    column.rowHeader ? (
                      <th key={index} scope="row" className={cn('px-4 py-3', column.className)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={index} className={cn('px-4 py-3', column.className)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  {actions ? (
                    <td className="px-2 py-2">
                      <div className="flex justify-end">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id}>{renderCard(row)}</li>
        ))}
      </ul>
    </>
  );
}
