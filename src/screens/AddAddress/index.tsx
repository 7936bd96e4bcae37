import { Suspense, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { fieldErrorsOf } from '../../forms/index.ts';
import { SchemaForm } from '../../forms/SchemaForm/index.ts';
import { useStores } from '../../stores/context.tsx';
import { ListMessage } from '../../components/ListMessage/index.ts';
import { addAddressMessages as m } from './AddAddress.messages.ts';
import { refusalText } from '../shared/refusalText.ts';

const FORM_BLOCKS = [56, 56, 56, 56, 48];

function FormSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {FORM_BLOCKS.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** The code of its schema form comes with the screen's (src/routes/screens.ts). */
export { loadSchemaForm as loadLazyParts } from '../../forms/SchemaForm/index.ts';

/**
 * Add address (/add-address, login required; also edits a saved address with ?id=…): the address-book
 * schema form (crypto, network and address required, name optional, at most 25 characters), the address
 * checked by the gateway, whose refusal shows beside its field ('Incorrect address, check the characters
 * and address length before trying again'). Saved, the buyer goes back to the list, or to Submit Address
 * (?from=submitAddress) with the new address chosen.
 */
export default observer(function AddAddress() {
  const intl = useIntl();
  const { search } = useLocation();
  const { addresses: book, formData } = useStores();
  const f = intl.formatMessage;

  useEffect(() => {
    void book.openForm(search);
    return () => book.close();
  }, [book, search]);

  const editing = Boolean(book.editingId);

  if (book.formState === 'missing') {
    return (
      <ListMessage
        tone="error"
        text={f(m.missing)}
        action={{ label: f(m.backToList), onClick: () => book.backToList(), main: true }}
      />
    );
  }
  if (book.formState === 'error') {
    return (
      <ListMessage
        tone="error"
        text={f(m.loadFailed)}
        detail={refusalText(intl, book.loadError?.message)}
        action={{ label: f(m.tryAgain), onClick: () => void book.openForm(search) }}
      />
    );
  }

  const refusal = book.saveError;
  const extraErrors = fieldErrorsOf(refusal?.fieldRefusal, 'addressBookEntry', intl);
  const alert = refusal && !extraErrors ? (refusalText(intl, refusal.message) ?? f(m.saveFailed)) : undefined;

  return (
    <Box
      component="section"
      aria-labelledby="add-address-heading"
      sx={{ px: 2, pt: 3, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography id="add-address-heading" variant="h2" component="h2">
          {f(editing ? m.editHeading : m.addHeading)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {f(m.intro)}
        </Typography>
      </Box>
      {book.returnTo === 'submitAddress' && !editing && (
        <Alert severity="info" role="note">
          {f(m.fromPurchase)}
        </Alert>
      )}
      {alert && (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {alert}
        </Alert>
      )}
      {book.formState === 'loading' ? (
        <FormSkeleton label={f(m.loading)} />
      ) : (
        <Suspense fallback={<FormSkeleton label={f(m.loading)} />}>
          <SchemaForm
            form="addressBookEntry"
            formData={book.draft}
            onChange={(data) => book.setDraft(data)}
            onSubmit={(data) => void book.save(data)}
            formContext={formData.formContext}
            extraErrors={extraErrors}
          >
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={book.saving}
              sx={{ mt: 2 }}
            >
              {f(editing ? m.saveChanges : m.save)}
            </Button>
          </SchemaForm>
        </Suspense>
      )}
    </Box>
  );
});
