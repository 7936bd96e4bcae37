import Button from '@mui/material/Button';

/** A way on from a KYC page: the first is the main one. */
export function KycAction({
  label,
  onClick,
  main = false,
}: {
  label: string;
  onClick: () => void;
  main?: boolean;
}) {
  return (
    <Button variant={main ? 'contained' : 'outlined'} size="large" fullWidth onClick={onClick}>
      {label}
    </Button>
  );
}
