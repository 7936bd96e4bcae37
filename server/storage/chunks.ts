/** Rows looked up or written by one statement: far under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** `items` cut into runs of ROWS_PER_STATEMENT, one multi-row statement each. */
export const inStatementChunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT),
  );
