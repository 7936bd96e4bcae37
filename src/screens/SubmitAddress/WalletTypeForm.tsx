import { Suspense, useMemo, type Ref } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { SchemaForm, type SchemaFormHandle } from '../../forms/SchemaForm/index.ts';
import type { FormContextData } from '../../forms/index.ts';
import type { Exchange, WalletChoice } from '../../stores/OrderStore.ts';

export interface WalletTypeFormProps {
  value: WalletChoice;
  exchanges: readonly Exchange[];
  disabled?: boolean;
  onChange: (value: WalletChoice) => void;
  ref?: Ref<SchemaFormHandle>;
}

/** The destination wallet type (the walletType form): Exchange with a chosen exchange, or Self-hosted wallet. */
export function WalletTypeForm({ value, exchanges, disabled, onChange, ref }: WalletTypeFormProps) {
  const formContext = useMemo<FormContextData>(() => ({ exchanges }), [exchanges]);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={96} />}>
      <SchemaForm
        ref={ref}
        embedded
        form="walletType"
        formData={value}
        formContext={formContext}
        disabled={disabled}
        onChange={onChange}
      >
        <></>
      </SchemaForm>
    </Suspense>
  );
}
