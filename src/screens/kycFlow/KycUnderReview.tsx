import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { useStores } from '../../stores/context.tsx';
import { kycMessages as m } from './kyc.messages.ts';
import { KycAction } from './KycAction.tsx';

/** The buyer's identity is under review: the result comes by e-mail; meanwhile their orders, or a purchase. */
export function KycUnderReview({ live = false }: { live?: boolean }) {
  const intl = useIntl();
  const { kyc } = useStores();
  const f = intl.formatMessage;
  return (
    <StatusPage
      live={live}
      tone="pending"
      title={f(m.underReviewTitle)}
      description={f(m.underReviewText)}
      actions={
        <>
          <KycAction main label={f(m.myOrders)} onClick={() => kyc.go('myOrders')} />
          <KycAction label={f(m.buyCrypto)} onClick={() => kyc.go('edit')} />
        </>
      }
    />
  );
}
