import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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

/** A KYC page's form with its submit button and the gateway's refusal placed where the buyer sees it. */
export function KycForm<N extends KycFormName>({
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
    <>
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
    </>
  );
}
