// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NonceContext, useNonce } from './nonce';

// Browsers give every element a `nonce` property, which React compares when hydrating; happy-dom lacks it.
if (!('nonce' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'nonce', {
    get(this: HTMLElement) {
      return this.getAttribute('nonce') ?? '';
    },
  });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** An element carrying the page's nonce, as root.tsx renders the critical stylesheet and the scripts. */
function Styled() {
  return <style nonce={useNonce()}>{'p { color: red; }'}</style>;
}

describe('useNonce', () => {
  it('gives the browser the nonce the server rendered, so hydrating an element that carries it matches', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <NonceContext.Provider value="abc123">
        <Styled />
      </NonceContext.Provider>,
    );
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Styled />, { onRecoverableError: recoverable });
    });
    expect(errors.mock.calls.map((call) => call.map(String).join(' ').slice(-400))).toEqual([]);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("is the server render's own nonce on the server", () => {
    expect(
      renderToString(
        <NonceContext.Provider value="xyz">
          <Styled />
        </NonceContext.Provider>,
      ),
    ).toContain('nonce="xyz"');
  });
});
