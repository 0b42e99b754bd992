import { data, useLoaderData } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import tool from '../../shared/layout/officer-tool.module.css';
import { SPOON_MESSAGES } from './messages';
import { chainOrder, isValidChain } from './spoon-chain';
import { FORM_TEXT_MAX_BYTES } from '../../shared/forms/form-body.server';
import { readForm, refused, saved } from '../../shared/forms/action.server';
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

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'spoon-assassins');
  const read = await readForm(request, actionSchema, {
    maxBytes: FORM_TEXT_MAX_BYTES,
    input: (form) => ({ ...Object.fromEntries(form), player: form.getAll('player') }),
    invalidMessage: SPOON_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  const input = read.value.data;

  if (input.intent === 'save') {
    const rows = input.player.map((value) => (/^\d+$/.test(value) ? Number(value) : null));
    if (!isValidChain(rows)) return refused('save', 400, SPOON_MESSAGES.invalidChain);
    try {
      await saveSpoonChain(officer.id, rows);
      return saved('save', SPOON_MESSAGES.saved);
    } catch (error) {
      rethrowDatabaseOutage(error);
      if (error instanceof UnknownPlayerError) return refused('save', 400, SPOON_MESSAGES.invalidChain);
      logger.error({ err: error }, 'spoon chain could not be saved');
      return refused('save', 500, SPOON_MESSAGES.saveFailed);
    }
  }

  try {
    const now = await toggleElimination(officer.id, input.memberId);
    if (now === null) return refused('toggle', 400, SPOON_MESSAGES.toggleFailed);
    return saved('toggle', SPOON_MESSAGES.toggled);
  } catch (error) {
    rethrowDatabaseOutage(error);
    logger.error({ err: error }, 'elimination could not be updated');
    return refused('toggle', 500, SPOON_MESSAGES.toggleFailed);
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
