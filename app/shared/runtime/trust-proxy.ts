import { isIP } from 'node:net';
import { z } from 'zod';

const WHAT_IT_TAKES =
  'Set the number of proxies in front of the site (`1` behind one TLS proxy), or their addresses or subnets, ' +
  'comma-separated (e.g. `10.0.0.2` or `10.0.0.0/8`).';

/** The ranges Express names itself. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which proxies' X-Forwarded-For the site believes, as Express's `trust proxy` takes it: a hop count
 * or a list of addresses and subnets. `true` is refused: with it, any client could claim any address and so escape
 * every limit kept per address. Empty or `false`: no proxy.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): number | string[] | undefined => {
    if (value === undefined || value === '' || value.toLowerCase() === 'false') return undefined;
    if (value.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `\`true\` would believe an X-Forwarded-For header from anyone, so any client could pose as any address. ${WHAT_IT_TAKES}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrSubnet)) return entries;
    ctx.addIssue({ code: 'custom', message: `\`${value}\` is neither a hop count nor addresses. ${WHAT_IT_TAKES}` });
    return z.NEVER;
  });
