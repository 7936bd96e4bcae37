/**
 * Which fields' errors the buyer sees: a field's once it has been left (blur), every field's once the
 * form has been submitted (then they stay, updated at each blur).
 */
export class ErrorVisibility {
  private readonly touched = new Set<string>();
  private submitted = false;

  /** The buyer left a field (RJSF's id, e.g. 'root_firstName'). */
  touch(fieldId: string): void {
    this.touched.add(fieldId.replace(/^root_/, ''));
  }

  submit(): void {
    this.submitted = true;
  }

  shows(field: string): boolean {
    return this.submitted || this.touched.has(field);
  }
}
