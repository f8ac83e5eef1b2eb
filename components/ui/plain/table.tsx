import type { ReactNode } from "react";

import { listMinWidth, type ListTableProps } from "./list-width";
import plain from "./plain.module.css";
import classes from "./table.module.css";

/**
 * A page's main list in plain elements (Mantine's ListTable look): a bordered card holding a
 * table that scrolls sideways below `minWidth`, its rows highlighted under the pointer.
 */
export function PlainListTable({ columns, withActions, minWidth, children }: ListTableProps) {
  return (
    <div className={`${plain.card} ${classes.card}`}>
      <div className={classes.scroll}>
        <table className={classes.table} style={{ minWidth: listMinWidth(minWidth) }}>
          <thead>
            <tr>
              {columns.map((column) =>
                typeof column === "string" ? (
                  <th key={column}>{column}</th>
                ) : (
                  <th key={column.label} data-right={column.right} data-wide={column.wide}>
                    {column.label}
                  </th>
                ),
              )}
              {withActions ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A cell: `right` for figures, `wide` for a column shown from `sm` only. */
export function Cell({
  right,
  wide,
  children,
}: {
  right?: boolean;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <td data-right={right || undefined} data-wide={wide || undefined}>
      {children}
    </td>
  );
}

/** Shown below `sm` only, where the wide columns are hidden (a row's status under its title). */
export function NarrowOnly({ children }: { children: ReactNode }) {
  return <div className={classes.narrowOnly}>{children}</div>;
}
