import { defineMessages, type NoMessageValues } from 'react-intl';

export const codeInputMessages = defineMessages<{
  label: NoMessageValues;
}>({
  label: {
    id: 'components.codeInput.label',
    defaultMessage: 'Verification code',
    description: 'Label of the field where the buyer types the one-time code received by e-mail',
  },
});
