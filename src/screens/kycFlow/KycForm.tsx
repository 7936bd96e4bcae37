import { Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import {
  fieldErrorsOf,
  type FieldRefusal,
  type FormContextData,
  type FormDataOf,
  type FormDraftOf,
} from '../../forms/index.ts';
import { SchemaForm } from '../../forms/SchemaForm/index.ts';
import { KycSkeleton } from './KycSkeleton.tsx';

type KycFormName = 'personalInfo' | 'idVerification';

export interface KycFormProps<N extends KycFormName> {
  /** What the page asks for, above the form. */
  intro: string;
  /** Notices between the intro and the form (a restored draft, a refusal). */
  children?: ReactNode;
  form: N;
  formData: FormDraftOf<N>;
  onChange: (data: FormDraftOf<N>) => void;
  onSubmit: (data: FormDataOf<N>) => void;
  formContext: FormContextData;
  /** The gateway's refusal of the form: beside the field it names, else above the form. */
  refusal?: FieldRefusal;
  submitLabel: string;
  submitting: boolean;
  /** The skeleton's block heights while the form's chunk loads. */
  skeleton: number[];
}

/** A KYC page's column of content. */
export const KycSection = ({ children }: { children: ReactNode }) => (
  <Box component="section" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5, flex: 1 }}>
    {children}
  </Box>
);

/**
 * A KYC page's form step: its intro, notices, the form with its submit button, and the gateway's refusal
 * placed where the buyer sees it.
 */
export function KycForm<N extends KycFormName>({
  intro,
  children,
  form,
  formData,
  onChange,
  onSubmit,
  formContext,
  refusal,
  submitLabel,
  submitting,
  skeleton,
}: KycFormProps<N>) {
  const intl = useIntl();
  const extraErrors = fieldErrorsOf(refusal, form, intl);
  const unplacedRefusal = refusal && !extraErrors ? refusal.message : undefined;
  return (
    <KycSection>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      {children}
      {unplacedRefusal && (
        <Alert severity="error" role="alert">
          {unplacedRefusal}
        </Alert>
      )}
      <Suspense fallback={<KycSkeleton blocks={skeleton} />}>
        <SchemaForm
          form={form}
          formData={formData}
          onChange={onChange}
          onSubmit={onSubmit}
          formContext={formContext}
          extraErrors={extraErrors}
        >
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={submitting}
            sx={{ mt: 2 }}
          >
            {submitLabel}
          </Button>
        </SchemaForm>
      </Suspense>
    </KycSection>
  );
}
