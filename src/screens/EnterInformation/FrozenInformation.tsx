import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ListOption } from '../../forms/index.ts';
import { PERSONAL_INFO_FIELDS as FIELDS, type PersonalInfo } from '../../stores/kyc/types.ts';
import { informationMessages as m } from '../kycFlow/kyc.messages.ts';

/** A verified buyer's personal information, read-only: it is what the identity check confirmed. */
export function FrozenInformation({ info, natures }: { info: PersonalInfo; natures?: ListOption[] }) {
  const intl = useIntl();
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const shown: Record<(typeof FIELDS)[number], string> = {
    firstName: info.firstName,
    lastName: info.lastName,
    dateOfBirth: intl.formatDate(`${info.dateOfBirth}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    citizenship: countryName(info.citizenship),
    city: info.city,
    purpose: natures?.find((nature) => nature.code === info.purpose)?.name ?? info.purpose,
    contactNumber: info.contactNumber,
  };
  return (
    <Box component="section" aria-labelledby="frozen-information-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="frozen-information-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(m.frozenLabel)}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        {FIELDS.map((field) => (
          <Box key={field} sx={{ display: 'grid', gap: 0.25 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {intl.formatMessage({ id: `forms.personalInfo.${field}` })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
              {shown[field]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
