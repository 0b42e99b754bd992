import { z } from 'zod';
import { checkMarkdownLinks } from '../../shared/text/simple-markdown';
import { parseAudience } from './audience';

export const SUBJECT_MAX = 120;
export const BODY_MAX = 5000;

const audience = z.string().transform((value, context) => {
  const parsed = parseAudience(value);
  if (!parsed) context.addIssue({ code: 'custom', message: 'Choose who receives it.' });
  return parsed ?? z.NEVER;
});

/** "Count recipients": the audience alone. */
export const countForm = z.object({ intent: z.literal('count'), audience });

/** "Send": the audience, what was typed, and the count the officer saw and confirmed. */
export const sendForm = z.object({
  intent: z.literal('send'),
  audience,
  subject: z
    .string()
    .trim()
    .min(1, 'Give the announcement a subject.')
    .max(SUBJECT_MAX, `Keep the subject under ${SUBJECT_MAX} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the announcement.')
    .max(BODY_MAX, `Keep the announcement under ${BODY_MAX.toLocaleString('en-US')} characters.`)
    .superRefine(checkMarkdownLinks),
  expected: z.coerce.number().int().min(0),
});

export const announcementForms = z.discriminatedUnion('intent', [countForm, sendForm]);
export type SendInput = z.infer<typeof sendForm>;
