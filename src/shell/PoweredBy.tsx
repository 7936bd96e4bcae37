import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../theme/sxOnce.ts';
import { shellMessages } from './shell.messages.ts';

const Footer = styled('footer')(sxOnce({ py: 2, textAlign: 'center' }));
// Typography's color="text.secondary" drew nothing here (MUI 9 knows 'textSecondary', not a palette path):
// the text keeps the column's colour, as before.
const Text = styled('span')(textOnce('caption'));
const Product = styled('strong')(sxOnce({ fontWeight: 'fontWeightBold' }));

/** 'Power by' and the product name, at the foot of the app column. */
export function PoweredBy() {
  const intl = useIntl();
  return (
    <Footer>
      <Text>
        {intl.formatMessage(shellMessages.poweredBy)}{' '}
        <Product>{intl.formatMessage(shellMessages.productName)}</Product>
      </Text>
    </Footer>
  );
}
