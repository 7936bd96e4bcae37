import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { loadSchemaForm } from '../../forms/SchemaForm/index.ts';
import { loadPhoneKit } from '../../forms/phoneKit.ts';
import { useStores } from '../../stores/context.tsx';
import { informationMessages as m, kycMessages as k } from '../kycFlow/kyc.messages.ts';
import { KycAction } from '../kycFlow/KycAction.tsx';
import { KycForm, KycSection } from '../kycFlow/KycForm.tsx';
import { KycSkeleton } from '../kycFlow/KycSkeleton.tsx';
import { KycUnderReview } from '../kycFlow/KycUnderReview.tsx';
import { LoadFailed } from '../kycFlow/LoadFailed.tsx';
import { useKycPage } from '../kycFlow/useKycPage.ts';
import { ServerMessageAlert } from '../shared/ServerMessageAlert.tsx';
import { FrozenInformation } from './FrozenInformation.tsx';

/**
 * The code of its schema form, and the phone helpers its form waits for, come with the screen's
 * (src/routes/screens.ts).
 */
export const loadLazyParts = () => Promise.all([loadSchemaForm(), loadPhoneKit()]);

/**
 * Enter Information (/enter-information): the personal-information form, its draft kept across a reload
 * or a login; saved with addKyc, then on to Verify ID or back to the step KYC was entered from. Under
 * review (`isUnderReview=1&step=2`, or as the gateway says) it explains that the result comes by e-mail;
 * a verified buyer sees the frozen information.
 */
export default observer(function EnterInformation() {
  const intl = useIntl();
  const { kyc, formData } = useStores();
  const query = useKycPage((q) => kyc.enterInformation(q));

  useEffect(() => {
    formData.load();
  }, [formData]);

  const f = intl.formatMessage;
  const view = kyc.informationView;
  if (view === 'loading') return <KycSkeleton blocks={[40, 56, 56, 56, 56, 56, 56, 56, 48]} />;
  if (view === 'failed')
    return <LoadFailed refusal={kyc.loadError} onRetry={() => void kyc.enterInformation(query)} />;

  if (view === 'underReview') return <KycUnderReview />;

  if (view === 'verified') {
    return (
      <KycSection>
        <Alert severity="success">{f(m.verifiedIntro)}</Alert>
        {kyc.savedInfo && <FrozenInformation info={kyc.savedInfo} natures={formData.formContext.natures} />}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <KycAction main label={f(k.continue)} onClick={() => kyc.returnAfterKyc()} />
        </Box>
      </KycSection>
    );
  }

  return (
    <KycForm
      intro={f(m.intro)}
      form="personalInfo"
      formData={kyc.draft}
      onChange={(data) => kyc.setDraft(data)}
      onSubmit={(data) => void kyc.submitInformation(data)}
      formContext={formData.formContext}
      refusal={kyc.fieldRefusal}
      submitLabel={f(m.save)}
      submitting={kyc.saving}
      skeleton={[56, 56, 56, 56, 56, 56, 56, 48]}
    >
      {kyc.draftRestored && <Alert severity="info">{f(m.draftRestored)}</Alert>}
      {kyc.saveError && <ServerMessageAlert refusal={kyc.saveError} />}
    </KycForm>
  );
});
