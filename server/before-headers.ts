import type { Response } from 'express';

/** Runs `hook` once, just before the status line and headers go out, whoever sends them. */
export function beforeHeadersAreSent(res: Response, hook: () => void): void {
  const writeHead = res.writeHead;
  let ran = false;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!ran) {
      ran = true;
      hook();
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}
