import { useEffect, useRef, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OutlinedField } from '../../components/OutlinedField/index.ts';
import { useStores } from '../../stores/context.tsx';
import { emailLoginMessages as m } from './EmailLogin.messages.ts';
import { LoginLayout } from './LoginLayout.tsx';
import { loginMessageText } from './loginMessageText.ts';

/**
 * Login (/email-login, SPEC §4 "E-mail login"): the e-mail address with its format check; Send code
 * mails a code and opens the code page. An already logged-in visitor goes straight on.
 */
export default observer(function EmailLogin() {
  const intl = useIntl();
  const { login } = useStores();
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void login.enterEmailPage().then((stays) => {
      const field = emailRef.current;
      // Not when the buyer is in the form already: on the page rendered ahead, they may have typed, or tapped
      // Send code, which the app then presses (src/platform/tappedAhead.ts).
      if (stays && !login.email && !field?.form?.contains(field.ownerDocument.activeElement)) field?.focus();
    });
  }, [login]);

  if (login.checkingLogin) {
    return (
      <Box role="status" aria-label={intl.formatMessage(m.checking)} sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Skeleton variant="text" width="60%" sx={{ fontSize: 24 }} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.sendCode().then((sent) => {
      if (!sent && login.emailError) emailRef.current?.focus();
    });
  };
  const emailError = loginMessageText(intl, login.emailError);
  const sendError = loginMessageText(intl, login.sendError);

  return (
    <LoginLayout
      heading={intl.formatMessage(m.heading)}
      intro={intl.formatMessage(m.intro)}
      onSubmit={submit}
    >
      <OutlinedField
        inputRef={emailRef}
        label={intl.formatMessage(m.emailLabel)}
        type="email"
        name="email"
        value={login.email}
        onChange={(email) => login.setEmail(email)}
        error={emailError}
        inputProps={{
          autoComplete: 'email',
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 254,
        }}
      />
      {sendError && (
        <Alert severity="error" role="alert">
          {sendError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.sending}>
        {intl.formatMessage(m.sendCode)}
      </Button>
    </LoginLayout>
  );
});
