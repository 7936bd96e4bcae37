import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FeeSummaryItemProps {
  label: string;
  value: string;
}

/** One line of the fee details: label on the left, amount on the right. */
export function FeeSummaryItem({ label, value }: FeeSummaryItemProps) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2">
        {value}
      </Typography>
    </Box>
  );
}
