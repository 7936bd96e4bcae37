import { Markup, html } from '../http/html.ts';
import type { DocumentType } from '../../schemas/api/kyc.ts';
import type { IdentityResult } from '../domain/kyc/identity.ts';
import { DOCUMENT_TYPE_NAMES, IDENTITY_RULES } from './kycSandbox.ts';

const STYLE = `
:root { color-scheme: light dark; --page: #eef1f5; --surface: #fff; --text: #14171f; --text-2: #555d6d; --line: #d0d5dd;
  --accent: #2f5bea; --accent-text: #fff; --error: #c4320a; --font: Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --page: #0b0f17; --surface: #151a23; --text: #f2f4f7; --text-2: #b2baca;
  --line: #2a3140; --accent: #7c9cff; --accent-text: #0b1020; --error: #f97066; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--text); font: 15px/1.45 var(--font); }
main { max-width: 480px; margin: 0 auto; padding: 16px; display: flex; flex-direction: column; gap: 16px; }
h1 { margin: 0; font-size: 20px; } h2 { margin: 0 0 8px; font-size: 16px; }
.badge { display: inline-block; margin: 4px 0 0; padding: 1px 8px; border-radius: 99px; border: 1px solid var(--line); color: var(--text-2); font-size: 12px; }
.panel { background: var(--surface); border-radius: 14px; padding: 16px; }
form { display: flex; flex-direction: column; gap: 14px; }
label, legend { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--text-2); }
fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
fieldset label { flex-direction: row; align-items: center; gap: 8px; min-height: 44px; font-size: 15px; color: var(--text); }
select, input[type=file] { min-height: 44px; padding: 8px 10px; border: 1px solid var(--line); border-radius: 10px; background: var(--page); color: var(--text); font: 15px var(--font); }
button, .button { min-height: 48px; border: 0; border-radius: 12px; background: var(--accent); color: var(--accent-text); font: 600 16px var(--font); text-align: center; text-decoration: none; padding: 12px; }
.error { margin: 0 0 12px; color: var(--error); font-weight: 600; }
.hint { color: var(--text-2); font-size: 13px; } .hint ul { margin: 0; padding-left: 18px; }
`;

const layout = (title: string, body: Markup) =>
  html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title} · Identity sandbox</title>
<style>${new Markup(STYLE)}</style>
</head>
<body><main>${body}</main></body>
</html>`.html;

const header = (title: string) =>
  html`<header><h1>${title}</h1><p class="badge">Sandbox identity provider</p></header>`;

const RESULT_NAMES: Record<IdentityResult, string> = {
  approved: 'approved',
  refused: 'refused',
  review: 'under review',
};

export interface IdentityFormModel {
  action: string;
  countries: readonly { code: string; country: string }[];
  values: { country?: string; documentType?: DocumentType };
  error?: string;
}

/** The upload page: a plain multipart form, no script (the CSP allows none). */
export function renderIdentityForm(model: IdentityFormModel): string {
  const rules = IDENTITY_RULES.map(
    (r) => html`<li>A file name containing “${r.contains}” → ${RESULT_NAMES[r.result]}</li>`,
  );
  const types = (Object.keys(DOCUMENT_TYPE_NAMES) as DocumentType[]).map(
    (type) =>
      html`<label><input type="radio" name="documentType" value="${type}"${checked(model.values.documentType === type)} required> ${DOCUMENT_TYPE_NAMES[type]}</label>`,
  );
  const options = model.countries.map(
    (c) => html`<option value="${c.code}"${selected(model.values.country === c.code)}>${c.country}</option>`,
  );
  return layout(
    'Identity verification',
    html`${header('Identity verification')}
<section class="panel">
${model.error ? html`<p class="error" role="alert" id="upload-error">${model.error}</p>` : ''}
<form method="post" action="${model.action}" enctype="multipart/form-data">
<label for="country">Issuing country
<select id="country" name="country" required><option value="">Select the issuing country</option>${options}</select></label>
<fieldset><legend>Document type</legend>${types}</fieldset>
<label for="document">Document image (PNG, JPEG or PDF, up to 5 MB)
<input id="document" type="file" name="document" accept="image/png,image/jpeg,application/pdf" required${model.error ? html` aria-describedby="upload-error"` : ''}></label>
<button type="submit">Send document</button>
</form>
</section>
<section class="panel hint"><h2>Sandbox rules</h2><ul>${rules}<li>Any other file name → approved</li></ul></section>`,
  );
}

/** A page with one message (link expired, already sent, the result) and a way back to the app. */
export function renderIdentityMessage(title: string, detail: string, returnUrl?: string): string {
  return layout(
    title,
    html`${header(title)}
<section class="panel"><p>${detail}</p></section>
${returnUrl ? html`<a class="button" href="${returnUrl}">Return to the app</a>` : ''}`,
  );
}

const checked = (on: boolean) => (on ? html` checked` : '');
const selected = (on: boolean) => (on ? html` selected` : '');

export const RESULT_TEXT: Record<IdentityResult, { title: string; detail: string }> = {
  approved: { title: 'Identity verified', detail: 'Your document has been approved.' },
  refused: { title: 'Verification refused', detail: 'We could not verify your identity with this document.' },
  review: { title: 'Under review', detail: 'Your document is under review. We will e-mail you the result.' },
};
