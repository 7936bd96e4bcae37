import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ListMessage } from '../../components/ListMessage/index.ts';
import { OrderListItem, OrderListItemSkeleton } from '../../components/OrderListItem/index.ts';
import { useStores } from '../../stores/context.tsx';
import { myOrdersMessages as m } from './MyOrders.messages.ts';
import { refusalText } from '../shared/refusalText.ts';

const SKELETON_ROWS = 4;

/**
 * My Orders (SPEC §2, login required): the buyer's orders, newest first, each opening its status page;
 * Load more shows the next ones. With no order: 'You have no order record.' and New Order.
 */
export default observer(function MyOrders() {
  const intl = useIntl();
  const { orderHistory: history } = useStores();

  useEffect(() => {
    void history.open();
    return () => history.close();
  }, [history]);

  if (history.state === 'idle' || history.state === 'loading') {
    return (
      <Box role="status" aria-label={intl.formatMessage(m.loading)} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <OrderListItemSkeleton key={index} />
        ))}
      </Box>
    );
  }

  if (history.state === 'error') {
    return (
      <ListMessage
        tone="error"
        text={intl.formatMessage(m.loadFailed)}
        detail={refusalText(intl, history.error?.message)}
        action={{ label: intl.formatMessage(m.tryAgain), onClick: () => void history.open() }}
      />
    );
  }

  if (history.isEmpty) {
    return (
      <ListMessage
        tone="empty"
        emptyIcon={ReceiptLongIcon}
        text={intl.formatMessage(m.empty)}
        action={{ label: intl.formatMessage(m.newOrder), onClick: () => history.newOrder(), main: true }}
      />
    );
  }

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box
        component="ul"
        aria-label={intl.formatMessage(m.listLabel)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {history.orders.map((order) => (
          <li key={order.orderNo}>
            <OrderListItem
              order={order}
              href={history.orderHref(order.orderNo)}
              onOpen={(orderNo) => history.openOrder(orderNo)}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.shown, { shown: history.orders.length, total: history.total })}
        </Typography>
        <Box aria-live="polite">
          {history.moreError && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {intl.formatMessage(m.loadMoreFailed)}
              {history.moreError.message && ` ${refusalText(intl, history.moreError.message)}`}
            </Typography>
          )}
        </Box>
        {history.hasMore && (
          <Button
            variant="outlined"
            size="large"
            fullWidth
            loading={history.loadingMore}
            onClick={() => void history.loadMore()}
          >
            {intl.formatMessage(history.moreError ? m.tryAgain : m.loadMore)}
          </Button>
        )}
      </Box>
    </Box>
  );
});
