import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Row } from './OrderListItem.tsx';

/** An order row while the list loads: the same size as a row, so nothing moves when the orders come. */
export function OrderListItemSkeleton() {
  return (
    <Row as="div" aria-hidden>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Skeleton variant="text" width="45%" sx={{ fontSize: 18 }} />
          <Skeleton variant="rounded" width={72} height={24} />
        </Box>
        <Skeleton variant="text" width="35%" />
        <Skeleton variant="text" width="75%" sx={{ fontSize: 12 }} />
      </Box>
      <Box sx={{ width: 24, flexShrink: 0 }} />
    </Row>
  );
}
