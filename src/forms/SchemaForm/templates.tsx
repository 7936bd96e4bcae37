import FormHelperText from '@mui/material/FormHelperText';
import { Templates } from '@rjsf/mui';
import { errorId, type BaseInputTemplateProps, type FieldErrorProps } from '@rjsf/utils';

const MuiBaseInput = Templates.BaseInputTemplate!;

/**
 * A field's errors under it, announced when they appear (role="alert"); the id is the one the field's
 * input names in aria-describedby.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  return (
    <FormHelperText component="div" error id={errorId(fieldPathId)} role="alert" sx={{ mx: 1.75 }}>
      {errors.map((message, i) => (
        <div key={i}>{message}</div>
      ))}
    </FormHelperText>
  );
}

/** RJSF MUI's text input, with the input (not its wrapper) described by its error. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const hasErrors = (props.rawErrors?.length ?? 0) > 0;
  return (
    <MuiBaseInput
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          ...props.slotProps?.htmlInput,
          'aria-describedby': hasErrors ? errorId(props.id) : undefined,
        },
      }}
    />
  );
}
