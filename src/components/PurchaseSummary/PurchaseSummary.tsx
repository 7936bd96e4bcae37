import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  mono?: boolean;
}

export interface PurchaseSummaryProps {
  rows: SummaryRow[];
  /** A heading over the lines (an order's details): a titled section, its lines denser and in regular weight. */
  heading?: { id: string; text: string };
}

const surface = { bgcolor: 'action.hover', borderRadius: 2, px: 2 } as const;

/** The purchase as a short list of label / value lines (provider, amounts, address …). */
export function PurchaseSummary({ rows, heading }: PurchaseSummaryProps) {
  const list = (
    <Box component="dl" sx={heading ? { m: 0 } : { m: 0, ...surface, py: 0.5 }}>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            py: heading ? 0.75 : 1,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              fontWeight: heading ? undefined : 500,
              textAlign: 'right',
              minWidth: 0,
              overflowWrap: 'anywhere',
              fontFamily: row.mono ? 'ui-monospace, SFMono-Regular, Menlo, monospace' : undefined,
            }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  if (!heading) return list;
  return (
    <Box component="section" aria-labelledby={heading.id} sx={{ ...surface, py: 1 }}>
      <Typography id={heading.id} component="h3" variant="subtitle2" sx={{ py: 0.5 }}>
        {heading.text}
      </Typography>
      {list}
    </Box>
  );
}
