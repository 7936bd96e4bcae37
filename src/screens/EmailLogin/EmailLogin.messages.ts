import { defineMessages, type NoMessageValues } from 'react-intl';

export const emailLoginMessages = defineMessages<{
  heading: NoMessageValues;
  intro: NoMessageValues;
  emailLabel: NoMessageValues;
  sendCode: NoMessageValues;
  checking: NoMessageValues;
}>({
  heading: {
    id: 'login.email.heading',
    defaultMessage: 'Enter your e-mail',
    description: 'Heading of the login page',
  },
  intro: {
    id: 'login.email.intro',
    defaultMessage:
      "We'll e-mail you a 6-digit code to log in. No password needed, and if you're new, your account is created on your first login.",
    description: 'Text under the heading of the login page',
  },
  emailLabel: {
    id: 'login.email.label',
    defaultMessage: 'E-mail address',
    description: 'Label of the e-mail field of the login',
  },
  sendCode: {
    id: 'login.email.send',
    defaultMessage: 'Send code',
    description: 'Button that e-mails the verification code and opens the code page',
  },
  checking: {
    id: 'login.checking',
    defaultMessage: 'Checking your login',
    description: 'Screen-reader text while the app checks whether the visitor is already logged in',
  },
});
