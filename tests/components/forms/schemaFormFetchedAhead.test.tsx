import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadSchemaForm, SchemaForm } from '../../../src/forms/SchemaForm/index.ts';
import { formLists } from '../../../stories/forms/support/formLists.ts';
import { renderWithProviders } from '../support/renderWithProviders.tsx';

describe('the schema form with its code fetched ahead (as a step fetches the next one’s)', () => {
  it('is on the page in its first render, its fallback never shown', async () => {
    await loadSchemaForm();
    renderWithProviders(
      <Suspense fallback={<p>Loading the form</p>}>
        <SchemaForm
          embedded
          form="walletType"
          formData={{}}
          formContext={formLists}
          onChange={() => undefined}
        >
          <></>
        </SchemaForm>
      </Suspense>,
    );
    expect(screen.queryByText('Loading the form')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Self-hosted wallet' })).toBeTruthy();
  });
});
