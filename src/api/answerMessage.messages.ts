import { defineMessages } from 'react-intl';

/** What the app says for a refusal whose key it does not know (never the gateway's words as they came). */
export const answerMessages = defineMessages({
  unknownRefusal: {
    id: 'api.refusal.unknown',
    defaultMessage: 'Oops! Try again later.',
    description: 'A refusal of the gateway the app has no text for (an unknown or missing message key)',
  },
});
