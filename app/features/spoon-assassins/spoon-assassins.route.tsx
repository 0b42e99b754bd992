import { data, useLoaderData } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import tool from '../../shared/layout/officer-tool.module.css';
import { SPOON_MESSAGES } from './messages';
import { isValidChain } from './spoon-chain';
import { readForm, refused, saved } from '../../shared/forms/action.server';
import { logger } from '../../shared/runtime/logger.server';
import { pageMeta } from '../../shared/layout/meta';
import {
  listSpoonPlayers,
  listSpoonTargets,
  saveSpoonChain,
  setElimination,
  StaleChainError,
  startNewGame,
  UnknownPlayerError,
} from './spoon-chain.server';
import type { Route } from './+types/spoon-assassins.route';
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
  z.object({
    intent: z.literal('save'),
    player: z.array(z.string().max(12)).max(1000),
    // The chain the page was built from (chainSignature); the page always sends it.
    saved: z.string().max(30_000).optional(),
  }),
  // The state the officer chose, not a flip: a page that is out of date cannot turn a choice into its opposite.
  z.object({
    intent: z.literal('toggle'),
    memberId: z.coerce.number().int().positive(),
    eliminated: z.enum(['true', 'false']),
  }),
  z.object({ intent: z.literal('new-game') }),
]);

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'spoon-assassins');
  const read = await readForm(request, actionSchema, {
    input: (form) => ({ ...Object.fromEntries(form), player: form.getAll('player') }),
    invalidMessage: SPOON_MESSAGES.unknownAction,
  });
  if (!read.ok) return read.refusal;
  const input = read.value.data;

  if (input.intent === 'save') {
    const rows = input.player.map((value) => (/^\d+$/.test(value) ? Number(value) : null));
    if (!isValidChain(rows)) return refused('save', 400, SPOON_MESSAGES.invalidChain);
    try {
      const eliminated = await saveSpoonChain(officer.id, rows, input.saved);
      return saved('save', SPOON_MESSAGES.saved(eliminated));
    } catch (error) {
      rethrowDatabaseOutage(error);
      if (error instanceof UnknownPlayerError) return refused('save', 400, SPOON_MESSAGES.cannotPlay(error.names));
      if (error instanceof StaleChainError) return refused('save', 409, SPOON_MESSAGES.staleChain);
      logger.error({ err: error }, 'spoon chain could not be saved');
      return refused('save', 500, SPOON_MESSAGES.saveFailed);
    }
  }

  if (input.intent === 'new-game') {
    try {
      const players = await startNewGame(officer.id);
      if (players === 0) return refused('new-game', 400, SPOON_MESSAGES.noChainForNewGame);
      return saved('new-game', SPOON_MESSAGES.newGame(players));
    } catch (error) {
      rethrowDatabaseOutage(error);
      logger.error({ err: error }, 'spoon new game could not be started');
      return refused('new-game', 500, SPOON_MESSAGES.newGameFailed);
    }
  }

  try {
    const eliminated = input.eliminated === 'true';
    const name = await setElimination(officer.id, input.memberId, eliminated);
    if (name === null) return refused('toggle', 404, SPOON_MESSAGES.notInChain);
    return saved('toggle', SPOON_MESSAGES.toggled(name, eliminated));
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
            <ChainBuilder players={players} links={links} />
            <ChainView links={links} />
          </>
        )}
      </div>
    </>
  );
}
