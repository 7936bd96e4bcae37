import { Suspense, type Ref } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import walletTypeSchema from '../../../schemas/forms/walletType.json';
import walletTypeUiSchema from '../../../schemas/forms/walletType.ui.json';
import { SchemaForm, type SchemaFormHandle } from '../../forms/SchemaForm/index.ts';
import type { Exchange, WalletChoice } from '../../stores/OrderStore.ts';

export interface WalletTypeFormProps {
  value: WalletChoice;
  exchanges: readonly Exchange[];
  disabled?: boolean;
  onChange: (value: WalletChoice) => void;
  ref?: Ref<SchemaFormHandle>;
}

/** The destination wallet type (schemas/forms/walletType.json): Exchange with a chosen exchange, or Self-hosted wallet. */
export function WalletTypeForm({ value, exchanges, disabled, onChange, ref }: WalletTypeFormProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
      <SchemaForm<WalletChoice>
        ref={ref}
        schema={walletTypeSchema as RJSFSchema}
        uiSchema={walletTypeUiSchema as UiSchema<WalletChoice>}
        formData={value}
        formContext={{ exchanges }}
        disabled={disabled}
        onChange={onChange}
      >
        <></>
      </SchemaForm>
    </Suspense>
  );
}
