import { tryAgainIn } from '../../shared/limits/try-again';

/** What the announcements tool says. */
export const ANNOUNCEMENT_MESSAGES = {
  sendFailed: 'The announcement could not be sent. Nothing was sent; please try again.',
  nobody: 'Nobody is in that group: nothing was sent. Choose another group.',
  recount: (n: number) =>
    `Nothing was sent: the group has changed since you counted it and now has ${recipientsText(n)}. ` +
    'Check the count and press Send again.',
  tooMany: (limit: number, retryAfterSeconds: number) =>
    `Nothing was sent: you have sent ${limit} announcements in the last hour, the most one officer may. ` +
    tryAgainIn(retryAfterSeconds),
  counted: (n: number) => `${recipientsText(n)} will receive it.`,
  sent: (n: number, emailed: number) =>
    `Sent to ${recipientsText(n)}: ${emailed} by email, and every one of them in the site.`,
};

export const recipientsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'}`;
