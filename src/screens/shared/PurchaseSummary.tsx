import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  mono?: boolean;
}

/** The purchase as a short list of label / value lines (provider, amounts, address …). */
export function PurchaseSummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0, bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 0.5 }}>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            py: 1,
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
              fontWeight: 500,
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
}
