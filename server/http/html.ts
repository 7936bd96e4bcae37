/** Server-rendered pages (the sandbox providers' pages): escaping by default, no script anywhere. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Markup already rendered: interpolated as is. */
export class Markup {
  constructor(readonly html: string) {}
}

export type Part = string | number | Markup | undefined | false | Part[];

const render = (part: Part): string =>
  part === undefined || part === false
    ? ''
    : part instanceof Markup
      ? part.html
      : Array.isArray(part)
        ? part.map(render).join('')
        : escapeHtml(String(part));

/** Tagged template: every interpolated value is escaped unless it is Markup (e.g. a nested html``). */
export const html = (strings: TemplateStringsArray, ...parts: Part[]) =>
  new Markup(strings.reduce((out, text, i) => out + text + (i < parts.length ? render(parts[i]) : ''), ''));
