import { styled } from '@mui/material/styles';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
import { floatingRateNoticeMessages } from './FloatingRateNotice.messages.ts';

const Notice = styled('div')(
  sxOnce({ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }),
);
const Icon = styled(InfoOutlinedIcon)(sxOnce({ mt: '2px', flexShrink: 0 }));
const Text = styled('p')(textOnce('caption', { m: 0 }));

/** Tells the buyer the get amount is an estimate: the final amount may change with the market. */
export function FloatingRateNotice() {
  const intl = useIntl();
  return (
    <Notice>
      <Icon fontSize="small" aria-hidden />
      <Text>{intl.formatMessage(floatingRateNoticeMessages.text)}</Text>
    </Notice>
  );
}
