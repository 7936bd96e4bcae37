/**
 * The sandbox checkout's stylesheet, served at /sandbox/assets/checkout.css (a file of our origin: the
 * CSP allows no inline script, and the page needs none). Mobile first, one column, light and dark.
 */
export const CHECKOUT_CSS = `
:root {
  color-scheme: light dark;
  --page: #eef1f5; --surface: #fff; --muted: #f5f6f8; --text: #14171f; --text-2: #555d6d; --divider: #e2e5ea;
  --accent: #2f5bea; --accent-text: #fff; --error: #c4320a; --success: #067647; --warning: #b54708;
  --radius: 14px; --font: Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root { --page: #0b0f17; --surface: #151a23; --muted: #1d2430; --text: #f2f4f7; --text-2: #b2baca; --divider: #2a3140;
    --accent: #7c9cff; --accent-text: #0b1020; --error: #f97066; --success: #47cd89; --warning: #fdb022; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--text); font: 15px/1.45 var(--font); }
.sheet { max-width: 480px; margin: 0 auto; min-height: 100vh; padding: 16px; display: flex; flex-direction: column; gap: 16px; }
.provider { display: flex; align-items: center; gap: 12px; }
.provider img { width: 44px; height: 44px; border-radius: 10px; background: var(--surface); object-fit: contain; }
.provider h1 { margin: 0; font-size: 18px; }
.badge { display: inline-block; margin: 2px 0 0; padding: 1px 8px; border-radius: 99px; background: var(--muted); color: var(--warning); font-size: 12px; font-weight: 600; }
.panel { background: var(--surface); border-radius: var(--radius); padding: 16px; box-shadow: 0 1px 3px rgba(16,24,40,.08); }
.panel h2 { margin: 0 0 12px; font-size: 16px; }
.amount .label { margin: 0; color: var(--text-2); }
.amount .value { margin: 4px 0; font-size: 30px; font-weight: 700; overflow-wrap: anywhere; }
.amount .sub, .hint { margin: 0; color: var(--text-2); font-size: 13px; overflow-wrap: anywhere; }
form { display: flex; flex-direction: column; gap: 12px; }
label { display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: var(--text-2); }
input[type=text] { width: 100%; min-width: 0; min-height: 44px; padding: 10px 12px; border: 1px solid var(--divider); border-radius: 10px; background: var(--muted); color: var(--text); font: 16px var(--font); }
input[type=text]:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
input[aria-invalid=true] { border-color: var(--error); }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.check { flex-direction: row; align-items: center; gap: 8px; min-height: 44px; }
.check input { width: 20px; height: 20px; }
button, .button { display: flex; align-items: center; justify-content: center; min-height: 48px; border: 0; border-radius: 12px; background: var(--accent);
  color: var(--accent-text); font: 600 16px var(--font); text-decoration: none; cursor: pointer; }
button.secondary { background: var(--muted); color: var(--text); border: 1px solid var(--divider); }
.error { margin: 0; color: var(--error); font-size: 13px; }
.notice { padding: 12px 14px; border-radius: 12px; background: var(--muted); }
.notice.error-box { color: var(--error); }
.status { font-size: 20px; font-weight: 700; margin: 0 0 4px; }
.status.good { color: var(--success); }
.status.bad { color: var(--error); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 16px; font-size: 13px; }
dd.nowrap { white-space: nowrap; }
dt { color: var(--text-2); }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th, td { text-align: left; padding: 8px 4px; border-top: 1px solid var(--divider); vertical-align: top; }
td.card { white-space: nowrap; font-variant-numeric: tabular-nums; }
summary { cursor: pointer; padding: 10px 0; font-weight: 600; }
details[open] summary { margin-bottom: 4px; }
footer { margin-top: auto; color: var(--text-2); font-size: 12px; text-align: center; }
`;
