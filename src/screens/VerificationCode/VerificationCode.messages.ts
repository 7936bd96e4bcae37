import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The address goes in <email>…</email>, which the page shows in bold and keeps whole on its line. */
type SentTo = { address: string; email: MessageTag };

export const verificationCodeMessages = defineMessages<{
  heading: NoMessageValues;
  sentTo: SentTo;
  sentToValidFor: SentTo & { minutes: number };
  changeEmail: NoMessageValues;
  logIn: NoMessageValues;
  resendIn: { seconds: number };
  resend: NoMessageValues;
  spamHint: NoMessageValues;
}>({
  heading: {
    id: 'login.code.heading',
    defaultMessage: 'Check your e-mail',
    description: 'Heading of the page where the buyer enters the e-mailed code',
  },
  sentTo: {
    id: 'login.code.sentTo',
    defaultMessage: 'Enter the 6-digit code we sent to <email>{address}</email>.',
    description:
      'Text under the heading of the code page; address is the e-mail address the code went to (keep the <email> tags around it)',
  },
  sentToValidFor: {
    id: 'login.code.sentToValidFor',
    defaultMessage:
      'Enter the 6-digit code we sent to <email>{address}</email>. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
    description:
      'Text under the heading of the code page; address is the e-mail address (keep the <email> tags), minutes how long the code works',
  },
  changeEmail: {
    id: 'login.code.changeEmail',
    defaultMessage: 'Change e-mail',
    description: 'Button back to the login page to correct the e-mail address',
  },
  logIn: {
    id: 'login.code.submit',
    defaultMessage: 'Log In',
    description: 'Button that checks the code and logs in',
  },
  resendIn: {
    id: 'login.code.resendIn',
    defaultMessage: 'Resend code in {seconds}s',
    description: 'Countdown before a new code can be asked; seconds is a whole number',
  },
  resend: {
    id: 'login.code.resend',
    defaultMessage: 'Resend code',
    description: 'Button that e-mails a new code once the countdown is over',
  },
  spamHint: {
    id: 'login.code.spamHint',
    defaultMessage: "Didn't get it? Check your spam folder.",
    description: 'Hint next to the resend countdown',
  },
});
