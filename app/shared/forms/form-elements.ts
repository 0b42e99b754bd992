/**
 * What a page's form knows about itself in the browser: whether it holds changes not saved, and where the keyboard
 * goes after a refusal.
 */

/** Whether a form differs from what it was rendered with: a typed value, a ticked box, a chosen option or file. */
export function formHasChanges(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'file') return (element.files?.length ?? 0) > 0;
      if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked;
      return element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement) {
      // A list opens on its default option, or on its first when none is the default.
      const opened = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
      return element.value !== (opened?.value ?? '');
    }
    return false;
  });
}

/**
 * Puts the keyboard on the first field marked invalid inside `root`, so a refusal is read out and fixed there first,
 * even when the button that sent it sits a screen away (a phone, a long form).
 */
export function focusFirstMarked(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
