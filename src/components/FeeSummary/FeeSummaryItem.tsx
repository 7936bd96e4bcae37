import { styled } from '@mui/material/styles';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';

interface FeeSummaryItemProps {
  label: string;
  value: string;
}

const Item = styled('li')(sxOnce({ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }));
const Label = styled('span')(textOnce('body2', { color: 'text.secondary' }));
const Value = styled('span')(textOnce('body2'));

/** One line of the fee details: label on the left, amount on the right. */
export function FeeSummaryItem({ label, value }: FeeSummaryItemProps) {
  return (
    <Item>
      <Label>{label}</Label>
      <Value>{value}</Value>
    </Item>
  );
}
