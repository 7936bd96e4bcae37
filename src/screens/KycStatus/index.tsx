import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { SUPPORT_EMAIL } from '../../shell/supportEmail.ts';
import { useStores } from '../../stores/context.tsx';
import { kycMessages as m } from '../kycFlow/kyc.messages.ts';
import { KycAction } from '../kycFlow/KycAction.tsx';
import { KycSkeleton } from '../kycFlow/KycSkeleton.tsx';
import { KycUnderReview } from '../kycFlow/KycUnderReview.tsx';
import { LoadFailed } from '../kycFlow/LoadFailed.tsx';

/**
 * KYC Status (/kyc-status, SPEC §4 "KYC"): under review (the result comes by e-mail), refused (with the
 * support address), or KYC 2 needed before further transactions — as the gateway has it (userStatus);
 * the link's `status` only tells where the buyer came from. Each with its way on.
 */
export default observer(function KycStatus() {
  const intl = useIntl();
  const { kyc } = useStores();

  useEffect(() => {
    void kyc.enterKycStatus();
  }, [kyc]);

  const view = kyc.statusView;
  if (view === 'loading') return <KycSkeleton blocks={[96, 56, 48, 48]} />;
  if (view === 'failed')
    return <LoadFailed refusal={kyc.statusError} onRetry={() => void kyc.enterKycStatus()} />;

  const f = intl.formatMessage;
  if (view === 'refused') {
    return (
      <StatusPage
        tone="error"
        title={f(m.refusedTitle)}
        description={f(m.refusedText, { email: SUPPORT_EMAIL })}
        actions={
          <>
            <KycAction main label={f(m.tryAgain)} onClick={() => kyc.go('retryVerifyId')} />
            <KycAction label={f(m.myOrders)} onClick={() => kyc.go('myOrders')} />
          </>
        }
      />
    );
  }
  if (view === 'underReview') {
    return <KycUnderReview />;
  }
  if (view === 'verified') {
    return (
      <StatusPage
        tone="success"
        title={f(m.verifiedTitle)}
        description={f(m.verifiedText)}
        actions={<KycAction main label={f(m.continue)} onClick={() => kyc.returnAfterKyc()} />}
      />
    );
  }
  const needsInformation = kyc.kycLevel < 1;
  return (
    <StatusPage
      tone="warning"
      title={f(m.needsKyc2Title)}
      description={f(m.needsKyc2Text)}
      actions={
        <>
          <KycAction
            main
            label={f(needsInformation ? m.enterInformation : m.verifyIdentity)}
            onClick={() => kyc.go(needsInformation ? 'enterInformation' : 'verifyId')}
          />
          <KycAction label={f(m.buyCrypto)} onClick={() => kyc.go('edit')} />
        </>
      }
    />
  );
});
