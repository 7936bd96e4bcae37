import { lazy } from 'react';
import type SchemaFormComponent from './SchemaForm.tsx';

/** The schema form, in its own chunk (RJSF + ajv): pages load it when they show a form (inside a Suspense). */
export const SchemaForm = lazy(() => import('./SchemaForm.tsx')) as unknown as typeof SchemaFormComponent;
export type { SchemaFormHandle, SchemaFormProps } from './SchemaForm.tsx';
