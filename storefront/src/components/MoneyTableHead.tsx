/** A column heading of a money table: plain text, or `{ money }` for a right-aligned amount column. */
export type MoneyColumn = string | { money: string };

/** The heading row of a `MoneyTable`: one `th scope="col"` per column, amount columns right-aligned. */
export function MoneyTableHead({ columns }: { columns: readonly MoneyColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.money} scope="col" className="money">
              {column.money}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
