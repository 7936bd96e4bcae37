import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { optionId, type WidgetProps } from '@rjsf/utils';
import type { DocumentType } from '../../../schemas/api/kyc.ts';
import { fieldOf, WidgetFieldset } from './widgetSupport.tsx';

const ICONS: Record<DocumentType, ComponentType<{ fontSize?: 'large'; 'aria-hidden'?: boolean }>> = {
  idCard: BadgeOutlined,
  passport: MenuBookOutlined,
  driversLicense: DirectionsCarOutlined,
};

/**
 * 'ui:widget': 'documentType' — ID card, Passport or Driver's license as radio cards with an icon
 * each (the names are the ui schema's enumNames, from the catalogues).
 */
export function DocumentTypeWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const field = fieldOf(props);
  const choices = options.enumOptions ?? [];
  const labelId = `${id}-label`;
  return (
    <WidgetFieldset field={field} legendId={labelId}>
      <RadioGroup
        name={id}
        value={typeof value === 'string' ? value : ''}
        aria-labelledby={labelId}
        aria-describedby={field.describedBy}
        onChange={(_event, picked) => onChange(picked)}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 1 }}
      >
        {choices.map((choice, index) => {
          const Icon = ICONS[choice.value as DocumentType] ?? BadgeOutlined;
          const checked = choice.value === value;
          return (
            <Box
              key={String(choice.value)}
              component="label"
              htmlFor={optionId(id, index)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.5,
                p: 1.5,
                minHeight: (t) => t.custom.touchTarget,
                borderRadius: 1,
                border: 1,
                borderColor: checked ? 'primary.main' : field.error ? 'error.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                cursor: field.disabled ? 'default' : 'pointer',
                textAlign: 'center',
                '&:focus-within': (t) => ({ ...t.custom.focusRing, outlineOffset: 0 }),
              }}
            >
              <Icon fontSize="large" aria-hidden />
              <Typography component="span" variant="body2">
                {choice.label}
              </Typography>
              <Radio
                id={optionId(id, index)}
                value={choice.value}
                checked={checked}
                disabled={field.disabled}
                size="small"
                onBlur={field.onBlur}
                onFocus={field.onFocus}
                sx={{ p: 0.5 }}
              />
            </Box>
          );
        })}
      </RadioGroup>
    </WidgetFieldset>
  );
}
