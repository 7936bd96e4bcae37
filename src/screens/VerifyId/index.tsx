import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { useStores } from '../../stores/context.tsx';
import { kycMessages as k, verifyIdMessages as m } from '../kycFlow/kyc.messages.ts';
import { KycAction } from '../kycFlow/KycAction.tsx';
import { KycForm } from '../kycFlow/KycForm.tsx';
import { KycSkeleton } from '../kycFlow/KycSkeleton.tsx';
import { KycUnderReview } from '../kycFlow/KycUnderReview.tsx';
import { useKycPage } from '../kycFlow/useKycPage.ts';
import { openCheckout } from '../shared/openCheckout.ts';
import { ServerMessageAlert } from '../shared/ServerMessageAlert.tsx';

/** The code of its schema form comes with the screen's (src/routes/screens.ts). */
export { loadSchemaForm as loadLazyParts } from '../../forms/SchemaForm/index.ts';

/**
 * Verify ID (/verify-id): the issuing country and document type, then the provider's page in a new tab
 * (a button reopens it when blocked); the check is followed and the page moves on by itself. The page
 * the provider's tab returns to (`checked=1`) shows the result with the way on. A refused or expired
 * check reads 'Verification Failed' with a way to try again.
 */
export default observer(function VerifyId() {
  const intl = useIntl();
  const { kyc, formData } = useStores();
  const query = useKycPage((q) => kyc.enterVerifyId(q));
  const [blocked, setBlocked] = useState(false);
  const phase = kyc.identityPhase;
  const check = kyc.check;
  const waiting = phase === 'waiting';

  useEffect(() => {
    formData.load();
  }, [formData]);

  // The provider's page opens once per check, even across reloads.
  useEffect(() => {
    if (!waiting || !check || kyc.checkWasOpened(check.sessionId)) return;
    kyc.markCheckOpened(check.sessionId);
    if (!openCheckout(check.url)) setBlocked(true);
  }, [waiting, check, kyc]);

  useEffect(() => (waiting ? kyc.followIdentity() : undefined), [waiting, kyc]);

  const f = intl.formatMessage;
  const returned = query.checked === '1';

  if (phase === 'loading') return <KycSkeleton blocks={[48, 56, 120, 48]} />;

  if (phase === 'approved') {
    return (
      <StatusPage
        live
        tone="success"
        title={f(k.verifiedTitle)}
        description={returned ? `${f(k.verifiedText)} ${f(m.returnedText)}` : f(k.verifiedText)}
        actions={<KycAction main label={f(k.continue)} onClick={() => kyc.returnAfterKyc()} />}
      />
    );
  }
  if (phase === 'review') return <KycUnderReview live />;
  if (phase === 'refused' || phase === 'expired') {
    return (
      <StatusPage
        live
        tone="error"
        title={f(k.failedTitle)}
        description={f(phase === 'refused' ? k.failedRefusedText : k.failedExpiredText)}
        actions={
          <>
            <KycAction main label={f(k.tryAgain)} onClick={() => kyc.retryCheck()} />
            <KycAction label={f(k.myOrders)} onClick={() => kyc.go('myOrders')} />
          </>
        }
      />
    );
  }

  if (waiting && check) {
    const reopen = () => setBlocked(!openCheckout(check.url));
    if (blocked) {
      return (
        <StatusPage
          tone="warning"
          title={f(m.blockedTitle)}
          description={f(m.blockedText)}
          actions={<KycAction main label={f(m.open)} onClick={reopen} />}
        />
      );
    }
    return (
      <Box
        component="section"
        sx={{ px: 3, pt: 4, pb: 3, display: 'flex', flexDirection: 'column', gap: 2.5, flex: 1 }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h2" component="h2" gutterBottom>
            {f(m.waitingTitle)}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{f(m.waitingText)}</Typography>
        </Box>
        <Box role="status" sx={{ display: 'grid', gap: 1 }}>
          <LinearProgress aria-hidden />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {f(m.waiting)}
          </Typography>
        </Box>
        <Button variant="outlined" size="large" fullWidth onClick={reopen} sx={{ mt: 'auto' }}>
          {f(m.reopen)}
        </Button>
      </Box>
    );
  }

  return (
    <KycForm
      intro={f(m.intro)}
      form="idVerification"
      formData={kyc.idForm}
      onChange={(data) => kyc.setIdForm(data)}
      onSubmit={(data) => void kyc.startCheck(data)}
      formContext={formData.formContext}
      refusal={kyc.idFieldRefusal}
      submitLabel={f(m.start)}
      submitting={kyc.starting}
      skeleton={[56, 120, 48]}
    >
      {kyc.startError && <ServerMessageAlert refusal={kyc.startError} />}
    </KycForm>
  );
});
