import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  ADDRESS_NAME_MAX,
  nameLength,
  type RenameDraft,
  type SavedEntry,
} from '../../stores/AddressBookStore.ts';
import { addressesMessages as m } from './Addresses.messages.ts';

/** Middle-shortened address for a button's name: 'bc1qar0s…f5mdq'. */
const shortAddress = (address: string) =>
  address.length > 18 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;

/** How a saved address is called in buttons and prompts: its name, else its shortened address. */
export const entryLabel = (entry: SavedEntry) => entry.name || shortAddress(entry.address);

export const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export interface AddressRowProps {
  entry: SavedEntry;
  /** The in-place rename of this address, when it is open. */
  rename?: RenameDraft;
  /** The error under the name field, in the buyer's language. */
  renameError?: string;
  /** No action while another one runs (a delete). */
  disabled?: boolean;
  onRename: () => void;
  onRenameChange: (name: string) => void;
  onRenameSave: () => void;
  onRenameCancel: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One saved address: its name (renamed in place) and its whole address, with rename, edit and delete.
 * An observer: the rename draft is the store's, changed as the buyer types.
 */
export const AddressRow = observer(function AddressRow({
  entry,
  rename,
  renameError,
  disabled = false,
  onRename,
  onRenameChange,
  onRenameSave,
  onRenameCancel,
  onEdit,
  onDelete,
}: AddressRowProps) {
  const intl = useIntl();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const label = entryLabel(entry);
  const renaming = Boolean(rename);

  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  // The name field takes the focus when the rename opens (the buyer asked for it with the Rename
  // button), and gives it back to that button when it closes.
  useEffect(() => {
    if (renaming) field.current?.focus();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onRenameSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onRenameCancel();
    }
  };

  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gap: 0.5,
        pl: 2,
        pr: 0.5,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: `${theme.custom.radius.medium}px`,
        boxShadow: theme.custom.shadows.card,
      })}
    >
      {rename ? (
        <Box sx={{ display: 'grid', gap: 1, pr: 1.5, pt: 1 }}>
          <TextField
            id={fieldId}
            inputRef={field}
            fullWidth
            size="small"
            label={intl.formatMessage(m.nameLabel)}
            value={rename.name}
            error={Boolean(renameError)}
            helperText={
              renameError ??
              intl.formatMessage(m.nameCount, { count: nameLength(rename.name), max: ADDRESS_NAME_MAX })
            }
            onChange={(event) => onRenameChange(event.target.value)}
            onKeyDown={onKeyDown}
            slotProps={{
              input: { readOnly: rename.saving },
              htmlInput: { autoComplete: 'off', 'aria-busy': rename.saving || undefined },
              formHelperText: { role: renameError ? 'alert' : undefined },
            }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onRenameCancel} disabled={rename.saving}>
              {intl.formatMessage(m.renameCancel)}
            </Button>
            <Button variant="contained" onClick={onRenameSave} loading={rename.saving} sx={{ minWidth: 88 }}>
              {intl.formatMessage(m.renameSave)}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: (t) => t.custom.touchTarget }}>
          <Typography
            component="h3"
            sx={{
              flex: 1,
              minWidth: 0,
              fontWeight: 'fontWeightMedium',
              overflowWrap: 'anywhere',
              color: entry.name ? 'text.primary' : 'text.secondary',
              fontStyle: entry.name ? undefined : 'italic',
            }}
          >
            {entry.name || intl.formatMessage(m.unnamed)}
          </Typography>
          <IconButton
            ref={renameButton}
            onClick={onRename}
            disabled={disabled}
            aria-label={intl.formatMessage(m.rename, { name: label })}
            title={intl.formatMessage(m.rename, { name: label })}
            sx={{ flexShrink: 0 }}
          >
            <LabelIcon />
          </IconButton>
          <IconButton
            onClick={onEdit}
            disabled={disabled}
            aria-label={intl.formatMessage(m.edit, { name: label })}
            title={intl.formatMessage(m.edit, { name: label })}
            sx={{ flexShrink: 0 }}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            onClick={onDelete}
            disabled={disabled}
            aria-label={intl.formatMessage(m.delete, { name: label })}
            title={intl.formatMessage(m.delete, { name: label })}
            sx={{ flexShrink: 0, color: 'error.main' }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      )}
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          fontFamily: monospace,
          overflowWrap: 'anywhere',
          pr: 1.5,
          pb: 0.5,
          userSelect: 'all',
        }}
      >
        {entry.address}
      </Typography>
    </Box>
  );
});
