import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { SchemaForm } from '../../../src/forms/SchemaForm/index.ts';
import type {
  FieldErrors,
  FormContextData,
  FormDataOf,
  FormDraftOf,
  FormName,
} from '../../../src/forms/index.ts';

export interface FormStoryProps<N extends FormName> {
  form: N;
  /** The data the form opens with. */
  initial: FormDraftOf<N>;
  formContext: FormContextData;
  disabled?: boolean;
  extraErrors?: FieldErrors;
  onSubmit?: (data: FormDataOf<N>) => void;
}

/** A form of the index as a page shows it: in the app's column, controlled, with the gateway's lists. */
export function FormStory<N extends FormName>({
  form,
  initial,
  formContext,
  disabled,
  extraErrors,
  onSubmit,
}: FormStoryProps<N>) {
  const [data, setData] = useState<FormDraftOf<N>>(initial);
  return (
    <Box
      component="main"
      sx={{
        p: 2,
        maxWidth: 480,
        mx: 'auto',
        bgcolor: 'background.default',
        color: 'text.primary',
        minHeight: '100vh',
      }}
    >
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <SchemaForm
          form={form}
          formData={data}
          onChange={setData}
          onSubmit={onSubmit}
          formContext={formContext}
          disabled={disabled}
          extraErrors={extraErrors}
        />
      </Suspense>
    </Box>
  );
}
