import { data, useLoaderData } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import tool from '../../shared/layout/officer-tool.module.css';
import { type ToolNotice } from '../../shared/layout/tool-message';
import { SPOON_MESSAGES } from './messages';
import { chainOrder, isValidChain } from './spoon-chain';
import { FORM_TEXT_MAX_BYTES, readFormBody } from '../../shared/forms/form-body.server';
import { logger } from '../../shared/runtime/logger.server';
import { pageMeta } from '../../shared/layout/meta';
import {
  listSpoonPlayers,
  listSpoonTargets,
  saveSpoonChain,
  toggleElimination,
  UnknownPlayerError,
} from './spoon-chain.server';
import type { Route } from './+types/spoon-assassins';
import { ChainBuilder } from './spoon-chain-builder';
import { ChainView } from './spoon-chain-view';
import { rethrowDatabaseOutage } from '../../shared/db/database-outage';

export const meta = () => pageMeta('Spoon Assassins');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'spoon-assassins');
  try {
    const [players, links] = await Promise.all([listSpoonPlayers(), listSpoonTargets()]);
    return { players, links, error: null };
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'spoon assassins data could not be read');
    return data({ players: [], links: [], error: SPOON_MESSAGES.loadFailed }, { status: 500 });
  }
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), player: z.array(z.string().max(12)).max(1000) }),
  z.object({ intent: z.literal('toggle'), memberId: z.coerce.number().int().positive() }),
]);

const reply = (intent: string, tone: ToolNotice['tone'], text: string, status = 200) =>
  data({ intent, notice: { tone, text } as ToolNotice }, { status });

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'spoon-assassins');
  const body = await readFormBody(request, FORM_TEXT_MAX_BYTES);
  if (!body.ok) return reply('unknown', 'error', body.message, body.status);
  const form = body.form;
  const parsed = actionSchema.safeParse({ ...Object.fromEntries(form), player: form.getAll('player') });
  if (!parsed.success) return reply('unknown', 'error', SPOON_MESSAGES.unknownAction, 400);

  if (parsed.data.intent === 'save') {
    const rows = parsed.data.player.map((value) => (/^\d+$/.test(value) ? Number(value) : null));
    if (!isValidChain(rows)) return reply('save', 'error', SPOON_MESSAGES.invalidChain, 400);
    try {
      await saveSpoonChain(officer.id, rows);
      return reply('save', 'success', SPOON_MESSAGES.saved);
    } catch (error) {
      rethrowDatabaseOutage(error);
      if (error instanceof UnknownPlayerError) return reply('save', 'error', SPOON_MESSAGES.invalidChain, 400);
      logger.error({ err: error }, 'spoon chain could not be saved');
      return reply('save', 'error', SPOON_MESSAGES.saveFailed, 500);
    }
  }

  try {
    const now = await toggleElimination(officer.id, parsed.data.memberId);
    if (now === null) return reply('toggle', 'error', SPOON_MESSAGES.toggleFailed, 400);
    return reply('toggle', 'success', SPOON_MESSAGES.toggled);
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'elimination could not be updated');
    return reply('toggle', 'error', SPOON_MESSAGES.toggleFailed, 500);
  }
}

export default function SpoonAssassins() {
  const { players, links, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title="Spoon Assassins" />
      <div className={`container ${tool.section}`}>
        {error ? (
          <p role="alert">{error}</p>
        ) : (
          <>
            <ChainBuilder players={players} initial={chainOrder(links)} />
            <ChainView links={links} />
          </>
        )}
      </div>
    </>
  );
}
