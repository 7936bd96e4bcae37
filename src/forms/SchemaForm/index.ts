import { lazy } from 'react';
import { settled } from '../../lib/settled.ts';
import type SchemaFormComponent from './SchemaForm.tsx';

let loaded: { default: typeof SchemaFormComponent } | undefined;

/** The schema form's chunk (RJSF + ajv). */
export const loadSchemaForm = () => import('./SchemaForm.tsx').then((module) => (loaded = module));

/**
 * The schema form, in its own chunk: pages load it when they show a form (inside a Suspense). Its code
 * fetched ahead (with its screen's), the form is there in the page's first render, without its fallback.
 */
export const SchemaForm = lazy(() =>
  loaded ? settled(loaded) : loadSchemaForm(),
) as unknown as typeof SchemaFormComponent;
export type { SchemaFormHandle, SchemaFormProps } from './SchemaForm.tsx';
