import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOffOutlined';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/index.ts';
import { ListMessage } from '../../components/ListMessage/index.ts';
import { useStores } from '../../stores/context.tsx';
import { cardsListMessages as m } from './Cards.messages.ts';
import { cardName, SavedCardRow } from './SavedCardRow.tsx';
import { refusalText } from '../shared/refusalText.ts';

const SKELETON_ROWS = 3;

/**
 * Saved cards (/cards, login required; SPEC §2 "Card list with delete confirmation (masked card number)"):
 * brand, masked number and expiry of each card; delete asks first, then 'Deleted successfully' or
 * 'Failed to delete'. A card is only saved by paying with it, so with none the way on is buying.
 */
export default observer(function Cards() {
  const intl = useIntl();
  const { savedCards: store } = useStores();
  const f = intl.formatMessage;

  useEffect(() => {
    void store.open();
    return () => store.close();
  }, [store]);

  if (store.state === 'idle' || store.state === 'loading') {
    return (
      <Box role="status" aria-busy="true" aria-label={f(m.loading)} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={64} />
        ))}
      </Box>
    );
  }

  if (store.state === 'error') {
    return (
      <ListMessage
        tone="error"
        text={f(m.loadFailed)}
        detail={refusalText(intl, store.error?.message)}
        action={{ label: f(m.tryAgain), onClick: () => void store.open() }}
      />
    );
  }

  if (store.isEmpty) {
    return (
      <ListMessage
        tone="empty"
        emptyIcon={CreditCardOffIcon}
        text={f(m.empty)}
        detail={f(m.emptyHint)}
        action={{ label: f(m.buy), onClick: () => store.go('edit'), main: true }}
      />
    );
  }

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box
        component="ul"
        aria-label={f(m.listLabel)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {store.cards.map((card) => (
          <li key={card.id}>
            <SavedCardRow card={card} onDelete={() => store.askDelete(card.id)} disabled={store.deleting} />
          </li>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center', px: 1 }}>
        {f(m.note)}
      </Typography>
      <ConfirmDeleteDialog
        subject={store.confirming}
        title={f(m.confirmTitle)}
        text={(card) =>
          f(m.confirmText, {
            number: cardName(card),
            // The card moves to the next line whole where it fits, rather than breaking inside its number.
            card: (chunks: ReactNode[]) => (
              <Box
                component="strong"
                key="card"
                sx={{
                  display: 'inline-block',
                  maxWidth: '100%',
                  color: 'text.primary',
                  fontWeight: 'fontWeightMedium',
                }}
              >
                {chunks}
              </Box>
            ),
          })
        }
        cancelLabel={f(m.confirmCancel)}
        deleteLabel={f(m.confirmDelete)}
        deleting={store.deleting}
        onCancel={() => store.cancelDelete()}
        onConfirm={() => void store.confirmDelete()}
      />
    </Box>
  );
});
