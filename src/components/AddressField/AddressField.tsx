import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { addressFieldMessages } from './AddressField.messages.ts';

export interface SavedAddressOption {
  id: string;
  address: string;
  name?: string;
  networkName?: string;
}

export interface AddressFieldProps {
  value: string;
  /** Display symbol of the crypto, e.g. 'BTC'. */
  symbol: string;
  /** The message under the field, when the address cannot be used. */
  error?: string;
  /** The address is being checked by the gateway (as it is typed: the field stays editable). */
  checking?: boolean;
  /** A logged-in buyer's saved addresses for this crypto. */
  savedAddresses?: readonly SavedAddressOption[];
  /** 'Save this address' (logged-in buyers only): omitted, no checkbox. */
  save?: { checked: boolean; onChange: (checked: boolean) => void };
  onChange: (value: string) => void;
  /** The field is left (e.g. to say at once that an empty address is needed). */
  onBlur?: () => void;
}

/** Middle-truncates an address for a compact line: 'bc1qar0s…f5mdq'. */
const shortAddress = (address: string) =>
  address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-6)}` : address;

/** The receiving wallet address: the field, its error, the saved addresses to pick from and 'save this address'. */
export function AddressField({
  value,
  symbol,
  error,
  checking = false,
  savedAddresses = [],
  save,
  onChange,
  onBlur,
}: AddressFieldProps) {
  const intl = useIntl();
  const savedHeadingId = useId();
  const checkingId = useId();
  const newAddress = !savedAddresses.some((saved) => saved.address === value.trim());

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={4}
          label={intl.formatMessage(addressFieldMessages.label, { symbol })}
          placeholder={intl.formatMessage(addressFieldMessages.placeholder)}
          value={value}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoCapitalize: 'off',
              autoCorrect: 'off',
              autoComplete: 'off',
              'aria-busy': checking || undefined,
              'aria-describedby': checking ? checkingId : undefined,
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', wordBreak: 'break-all' },
            },
            formHelperText: { role: error ? 'alert' : undefined },
          }}
        />
        {checking && (
          <LinearProgress
            id={checkingId}
            aria-label={intl.formatMessage(addressFieldMessages.checking)}
            sx={{ mt: 0.5 }}
          />
        )}
      </Box>

      {savedAddresses.length > 0 && (
        <Box component="section" aria-labelledby={savedHeadingId}>
          <Typography
            id={savedHeadingId}
            component="h3"
            variant="body2"
            sx={{ color: 'text.secondary', mb: 0.5 }}
          >
            {intl.formatMessage(addressFieldMessages.saved)}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
          >
            {savedAddresses.map((saved) => (
              <li key={saved.id}>
                <ButtonBase
                  aria-pressed={saved.address === value.trim()}
                  onClick={() => onChange(saved.address)}
                  sx={{
                    width: '100%',
                    minHeight: (t) => t.custom.touchTarget,
                    px: 1.5,
                    justifyContent: 'space-between',
                    gap: 1,
                    borderRadius: 1,
                    border: 1,
                    borderColor: saved.address === value.trim() ? 'primary.main' : 'divider',
                    textAlign: 'left',
                  }}
                >
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontWeight: 500, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {saved.name || saved.networkName}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: 'text.secondary', fontFamily: 'monospace', flexShrink: 0 }}
                  >
                    {shortAddress(saved.address)}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
        </Box>
      )}

      {save && newAddress && (
        <FormControlLabel
          control={
            <Checkbox checked={save.checked} onChange={(event) => save.onChange(event.target.checked)} />
          }
          label={intl.formatMessage(addressFieldMessages.save)}
          sx={{ minHeight: (t) => t.custom.touchTarget }}
        />
      )}
    </Box>
  );
}
