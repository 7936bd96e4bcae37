import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import ClearIcon from '@mui/icons-material/CloseRounded';
import SearchIcon from '@mui/icons-material/SearchRounded';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/index.ts';
import { ListMessage } from '../../components/ListMessage/index.ts';
import { fieldErrorsOf } from '../../forms/index.ts';
import { useStores } from '../../stores/context.tsx';
import type { AddressGroup } from '../../stores/AddressBookStore.ts';
import { addressesMessages as m } from './Addresses.messages.ts';
import { AddressRow, monospace } from './AddressRow.tsx';
import { refusalText } from '../shared/refusalText.ts';

const SKELETON_ROWS = 3;

/**
 * Saved addresses (/addresses, login required; SPEC §2 "address list with search, edit name, delete,
 * add"): the buyer's addresses under a heading per crypto and network, a search by name, address or
 * crypto, the name edited in place (at most 25 characters), delete after a confirmation ('Deleted
 * successfully' / 'Failed to delete'), and Add address; with none, the empty state leads to Add.
 */
export default observer(function Addresses() {
  const intl = useIntl();
  const { addresses: book, ui } = useStores();
  const f = intl.formatMessage;

  useEffect(() => {
    void book.open();
    return () => book.close();
  }, [book]);

  if (book.state === 'idle' || book.state === 'loading') {
    return (
      <Box role="status" aria-busy="true" aria-label={f(m.loading)} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="text" width={140} height={28} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={88} />
        ))}
      </Box>
    );
  }

  if (book.state === 'error') {
    return (
      <ListMessage
        tone="error"
        text={f(m.loadFailed)}
        detail={refusalText(intl, book.loadError?.message)}
        action={{ label: f(m.tryAgain), onClick: () => void book.open() }}
      />
    );
  }

  if (book.isEmpty) {
    return (
      <ListMessage
        tone="empty"
        emptyIcon={WalletIcon}
        text={f(m.empty)}
        detail={f(m.emptyHint)}
        action={{ label: f(m.add), onClick: () => book.startAdd(), main: true }}
      />
    );
  }

  const renameError = (() => {
    if (!book.rename) return undefined;
    if (book.renameTooLong) return f(m.nameTooLong);
    const error = book.rename.error;
    if (!error) return undefined;
    if (!error.message) return f(m.renameFailed);
    return (
      fieldErrorsOf(error.fieldRefusal, 'addressBookEntry', intl)?.name?.__errors[0] ??
      refusalText(intl, error.message)
    );
  })();

  const confirmDelete = async () => {
    const outcome = await book.confirmDelete();
    if (outcome === 'deleted') ui.showToast(f(m.deleted), { severity: 'success' });
    else if (outcome === 'failed') ui.showToast(f(m.deleteFailed), { severity: 'error' });
  };

  const renderGroup = (group: AddressGroup) => {
    const headingId = `address-group-${group.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    return (
      <Box component="section" key={group.key} aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 'fontWeightMedium',
            fontSize: 15,
            px: 0.5,
          }}
        >
          {group.imgUrl && (
            <Box
              component="img"
              src={group.imgUrl}
              alt=""
              sx={{ width: 24, height: 24, objectFit: 'contain', flexShrink: 0 }}
            />
          )}
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {f(m.groupHeading, { crypto: group.crypto, network: group.networkName })}
          </Box>
        </Typography>
        <Box
          component="ul"
          aria-label={f(m.groupLabel, { crypto: group.crypto, network: group.networkName })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {group.entries.map((entry) => {
            const renaming = book.rename?.id === entry.id ? book.rename : undefined;
            return (
              <li key={entry.id}>
                <AddressRow
                  entry={entry}
                  rename={renaming}
                  renameError={renaming ? renameError : undefined}
                  disabled={book.deleting}
                  onRename={() => book.startRename(entry.id)}
                  onRenameChange={(name) => book.setRenameName(name)}
                  onRenameSave={() => void book.saveRename()}
                  onRenameCancel={() => book.cancelRename()}
                  onEdit={() => book.startEdit(entry.id)}
                  onDelete={() => book.askDelete(entry.id)}
                />
              </li>
            );
          })}
        </Box>
      </Box>
    );
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
      <TextField
        type="search"
        fullWidth
        label={f(m.searchLabel)}
        placeholder={f(m.searchPlaceholder)}
        value={book.query}
        onChange={(event) => book.setQuery(event.target.value)}
        sx={{
          bgcolor: 'background.paper',
          borderRadius: 1,
          // One clear button, the field's own: not the browser's as well.
          '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
        }}
        slotProps={{
          htmlInput: { autoComplete: 'off', spellCheck: false, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: book.query ? (
              <InputAdornment position="end">
                <IconButton aria-label={f(m.clearSearch)} onClick={() => book.setQuery('')} edge="end">
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box aria-live="polite" sx={{ display: 'grid', gap: 2.5 }}>
        {book.noMatch ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 4, px: 2 }}>
            {f(m.noMatch)}
          </Typography>
        ) : (
          book.groups.map(renderGroup)
        )}
      </Box>
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<AddIcon />}
          onClick={() => book.startAdd()}
        >
          {f(m.add)}
        </Button>
      </Box>
      <ConfirmDeleteDialog
        subject={book.pendingDelete}
        title={f(m.confirmTitle)}
        text={() => f(m.confirmText)}
        details={(entry) => (
          <>
            <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
              {entry.name || f(m.unnamed)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {f(m.groupHeading, { crypto: entry.crypto, network: entry.networkName })}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: monospace, overflowWrap: 'anywhere' }}>
              {entry.address}
            </Typography>
          </>
        )}
        cancelLabel={f(m.confirmCancel)}
        deleteLabel={f(m.confirmDelete)}
        deleting={book.deleting}
        onCancel={() => book.cancelDelete()}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
});
