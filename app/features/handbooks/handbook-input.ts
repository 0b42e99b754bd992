/** What the handbook page's forms send, checked on the server. */
import { z } from 'zod';
import { checkMarkdownLinks } from '../../shared/text/simple-markdown';
import { asShown, HANDBOOK_MAX } from './handbook-rules';
import { messages } from './messages';

/** The version the page showed as current when the editor opened: a version id, or empty for no handbook yet. */
const basedOn = z.union([z.literal('').transform(() => null), z.coerce.number().int().positive()]);

export const handbookFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    body: z
      .string()
      .transform(asShown)
      .refine((body) => body.trim().length > 0, messages.empty)
      .refine((body) => body.length <= HANDBOOK_MAX, messages.tooLong)
      .superRefine(checkMarkdownLinks),
    basedOn,
  }),
  z.object({ intent: z.literal('restore'), versionId: z.coerce.number().int().positive(), basedOn }),
]);

export type HandbookForm = z.infer<typeof handbookFormSchema>;
