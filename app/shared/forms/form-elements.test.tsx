// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstMarked, formHasChanges } from './form-elements';

afterEach(cleanup);

function renderForm() {
  const { container } = render(
    <form>
      <input type="hidden" name="intent" value="save" />
      <input name="name" defaultValue="Ada" />
      <textarea name="note" defaultValue="" />
      <select name="family" defaultValue="b">
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <input type="checkbox" name="remove" />
      <input name="first" aria-invalid={undefined} />
      <input name="email" aria-invalid={true} />
      <input name="year" aria-invalid={true} />
    </form>,
  );
  const form = container.querySelector('form') as HTMLFormElement;
  const field = <T extends Element>(name: string) => form.elements.namedItem(name) as unknown as T;
  return { form, field };
}

describe('formHasChanges', () => {
  it('is false for a form as it was rendered, and for no form', () => {
    expect(formHasChanges(renderForm().form)).toBe(false);
    expect(formHasChanges(null)).toBe(false);
  });

  it('is true once a text, a choice or a box differs, and false again when typed back', () => {
    const { form, field } = renderForm();
    field<HTMLInputElement>('name').value = 'Ada Li';
    expect(formHasChanges(form)).toBe(true);
    field<HTMLInputElement>('name').value = 'Ada';
    expect(formHasChanges(form)).toBe(false);
    field<HTMLTextAreaElement>('note').value = 'typed';
    expect(formHasChanges(form)).toBe(true);
    field<HTMLTextAreaElement>('note').value = '';
    field<HTMLSelectElement>('family').value = 'a';
    expect(formHasChanges(form)).toBe(true);
    field<HTMLSelectElement>('family').value = 'b';
    field<HTMLInputElement>('remove').checked = true;
    expect(formHasChanges(form)).toBe(true);
  });
});

describe('focusFirstMarked', () => {
  it('focuses the first field marked invalid, and does nothing without one', () => {
    const { form, field } = renderForm();
    focusFirstMarked(form);
    expect(document.activeElement).toBe(field('email'));
    expect(() => focusFirstMarked(null)).not.toThrow();
  });
});
