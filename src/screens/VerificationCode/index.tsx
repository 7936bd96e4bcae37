import { useEffect, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { CodeInput } from '../../components/CodeInput/index.ts';
import { ScreenSkeleton } from '../../shell/ScreenSkeleton.tsx';
import { useStores } from '../../stores/context.tsx';
import { CODE_LENGTH } from '../../stores/LoginStore.ts';
import { LoginLayout } from '../EmailLogin/LoginLayout.tsx';
import { loginMessageText } from '../EmailLogin/loginMessageText.ts';
import { verificationCodeMessages as m } from './VerificationCode.messages.ts';

/**
 * Verification code (/verification-code, SPEC §4 "E-mail login"): the 6-digit code mailed to the
 * address; the sixth digit (typed, pasted or filled in by the phone) logs in. A new code can be asked
 * once the countdown (60 s, or what the gateway says) is over.
 */
export default observer(function VerificationCode() {
  const intl = useIntl();
  const { login } = useStores();
  useEffect(() => {
    // Without a code sent there is nothing to enter here (the store sends the buyer back); after a reload
    // the countdown goes on from the time kept in the session.
    login.enterCodePage();
  }, [login]);

  // A skeleton while the buyer is sent back, and in the page the build renders ahead (no code sent there).
  if (!login.sentEmail) return <ScreenSkeleton />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.logIn();
  };
  const minutes = Math.floor(login.codeValidSeconds / 60);
  // The address moves to the next line whole when it fits there, rather than breaking at its hyphen.
  const values = {
    address: login.sentEmail,
    email: (chunks: ReactNode[]) => (
      <Box
        component="strong"
        key="email"
        sx={{
          display: 'inline-block',
          maxWidth: '100%',
          overflowWrap: 'anywhere',
          color: 'text.primary',
          fontWeight: 'fontWeightMedium',
        }}
      >
        {chunks}
      </Box>
    ),
  };
  const intro =
    minutes > 0
      ? intl.formatMessage(m.sentToValidFor, { ...values, minutes })
      : intl.formatMessage(m.sentTo, values);
  const notice = login.notice;

  return (
    <LoginLayout
      heading={intl.formatMessage(m.heading)}
      intro={intro}
      introAction={
        <Button variant="text" onClick={() => login.changeEmail()} sx={{ justifySelf: 'start', ml: -1 }}>
          {intl.formatMessage(m.changeEmail)}
        </Button>
      }
      onSubmit={submit}
    >
      <Box>
        {/* One block with the field, so an empty message region adds no gap; a message brings its own space. */}
        <Box aria-live="polite" sx={{ '& > *': { mb: 2 } }}>
          {notice && <Alert severity={notice.tone}>{loginMessageText(intl, notice.message)}</Alert>}
        </Box>
        <CodeInput
          value={login.code}
          onChange={(code) => login.setCode(code)}
          length={CODE_LENGTH}
          error={loginMessageText(intl, login.codeError)}
          busy={login.verifying}
          focusOnMount
        />
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.verifying}>
        {intl.formatMessage(m.logIn)}
      </Button>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          minHeight: (t) => t.custom.touchTarget,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.spamHint)}
        </Typography>
        {login.secondsUntilResend > 0 ? (
          <Typography
            role="timer"
            variant="body2"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {intl.formatMessage(m.resendIn, { seconds: login.secondsUntilResend })}
          </Typography>
        ) : (
          <Button
            variant="text"
            onClick={() => void login.resend()}
            loading={login.sending}
            disabled={!login.canResend && !login.sending}
          >
            {intl.formatMessage(m.resend)}
          </Button>
        )}
      </Box>
    </LoginLayout>
  );
});
