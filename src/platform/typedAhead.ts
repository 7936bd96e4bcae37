/**
 * What a buyer typed into the page rendered ahead (scripts/prerender.ts) before the app's code had come. The
 * browser kept it in the page's fields, but React heard none of it: the app's first render hands it on.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields carried over: named text fields (a password never is). */
const TEXT_FIELDS =
  'input[name]:not([type=hidden],[type=checkbox],[type=radio],[type=file],[type=password]),textarea[name]';

/** A field's text as the buyer left it. */
export interface TypedText {
  /** The field's name, which the app's own render of the page gives its field too. */
  name: string;
  text: string;
  /** The buyer was still in the field. */
  focused?: true;
  /** The caret or the selection then, in a field that has one (an e-mail field has none). */
  selection?: [start: number, end: number];
}

const textFields = (page: ParentNode) => [...page.querySelectorAll<TextField>(TEXT_FIELDS)];

const isFocused = (field: TextField) => field === field.ownerDocument.activeElement;

/** What was typed into `page`: each field whose text differs from the one rendered (its default). */
export function typedInto(page: ParentNode): TypedText[] {
  return textFields(page)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => {
      const typed: TypedText = { name: field.name, text: field.value };
      if (!isFocused(field)) return typed;
      const { selectionStart: start, selectionEnd: end } = field;
      return { ...typed, focused: true, ...(start !== null && end !== null && { selection: [start, end] }) };
    });
}

/** Each typed text with the field of its name in `page`, if that field takes text. */
function* fieldsOf(page: ParentNode, typed: TypedText[]) {
  // Nothing typed (nearly every boot): the app's page is not searched at all.
  if (typed.length === 0) return;
  const fields = textFields(page);
  for (const entry of typed) {
    const field = fields.find(({ name }) => name === entry.name);
    if (field && !field.readOnly && !field.disabled) yield { field, ...entry };
  }
}

/**
 * Puts each text into the field of the same name in `page` (the app's own render), with the focus and the
 * caret, in the commit that replaces the old page: the buyer sees no change. React has not heard it yet.
 */
export function putTyped(page: ParentNode, typed: TypedText[]): void {
  for (const { field, text, focused, selection } of fieldsOf(page, typed)) {
    field.value = text;
    if (focused) {
      field.focus();
      if (selection) field.setSelectionRange(...selection);
    }
  }
}

/**
 * React hears each text as typed into its field of `page` now: the field's value tracker is set back to the
 * rendered text and the typed one put in beside it (the way testing libraries type), so the input event is a
 * change. A field the buyer has left is left again (the quote follows on blur); one still in use keeps its
 * caret.
 */
export function handOnTyped(page: ParentNode, typed: TypedText[]): void {
  for (const { field, text, focused, selection } of fieldsOf(page, typed)) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (!focused || !isFocused(field)) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    else if (selection) field.setSelectionRange(...selection);
  }
}
