import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { LOCALES, isAppLocale } from '../../i18n/locales.ts';
import { LOGOUT_POPUP } from '../../shell/popups.ts';
import { useStores } from '../../stores/context.tsx';
import { IdentityRow } from './IdentityRow.tsx';
import { LinkRow } from './LinkRow.tsx';
import { languageNames, settingsMessages as m } from './Settings.messages.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { refusalText } from '../shared/refusalText.ts';

/**
 * Settings (/settings, login required; SPEC §1, §2): the e-mail logged in with and the identity level
 * with the way to raise it, links to the saved cards and addresses, the interface language (switched at
 * once, remembered), and Log Out through the app's confirmation popup (the one logout, see AccountStore).
 */
export default observer(function Settings() {
  const intl = useIntl();
  const { account, ui } = useStores();
  const f = intl.formatMessage;

  useEffect(() => {
    void account.open();
  }, [account]);

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3, alignContent: 'start' }}>
      <SettingsSection id="settings-account" title={f(m.accountHeading)}>
        {account.state === 'error' ? (
          <Alert
            severity="error"
            sx={{
              borderRadius: 0,
              alignItems: 'center',
              '& .MuiAlert-message': { overflowWrap: 'anywhere' },
            }}
            action={
              <Button color="inherit" onClick={() => void account.open()}>
                {f(m.tryAgain)}
              </Button>
            }
          >
            {f(m.loadFailed)}
            {account.error?.message && (
              <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                {refusalText(intl, account.error.message)}
              </Typography>
            )}
          </Alert>
        ) : account.state === 'ready' && account.standing ? (
          <>
            <Box sx={{ display: 'flex', gap: 1.5, px: 2, py: 1.5 }}>
              <MailIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {f(m.emailLabel)}
                </Typography>
                <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
                  {account.email}
                </Typography>
              </Box>
            </Box>
            <Divider />
            <IdentityRow
              standing={account.standing}
              level={account.kycLevel}
              action={account.identityAction}
              onRaise={() => account.raiseIdentity()}
            />
          </>
        ) : (
          <Box
            role="status"
            aria-busy="true"
            aria-label={f(m.loading)}
            sx={{ px: 2, py: 1.5, display: 'grid', gap: 1.5 }}
          >
            <Skeleton variant="rounded" sx={{ height: (t) => t.custom.touchTarget }} />
            <Skeleton variant="rounded" height={88} />
          </Box>
        )}
      </SettingsSection>

      <SettingsSection id="settings-saved" title={f(m.savedHeading)}>
        <List disablePadding>
          <LinkRow
            icon={<CreditCardIcon />}
            label={f(m.savedCards)}
            href={account.hrefOf('cards')}
            onOpen={() => account.go('cards')}
            divider
          />
          <LinkRow
            icon={<AccountBalanceWalletIcon />}
            label={f(m.savedAddresses)}
            href={account.hrefOf('addresses')}
            onOpen={() => account.go('addresses')}
          />
        </List>
      </SettingsSection>

      <SettingsSection id="settings-language" title={f(m.languageHeading)}>
        <RadioGroup
          aria-labelledby="settings-language"
          value={account.locale}
          onChange={(event) => {
            if (isAppLocale(event.target.value)) account.chooseLocale(event.target.value);
          }}
        >
          {LOCALES.map((locale, index) => (
            <Box key={locale}>
              {index > 0 && <Divider />}
              <FormControlLabel
                value={locale}
                control={<Radio />}
                label={<span lang={locale}>{f(languageNames[locale])}</span>}
                sx={{ m: 0, px: 1, minHeight: 52, width: '100%' }}
              />
            </Box>
          ))}
        </RadioGroup>
      </SettingsSection>

      <Button
        variant="outlined"
        color="error"
        size="large"
        fullWidth
        startIcon={<LogoutIcon />}
        onClick={() => ui.openPopup(LOGOUT_POPUP)}
        disabled={account.loggingOut}
      >
        {f(m.logOut)}
      </Button>
    </Box>
  );
});
