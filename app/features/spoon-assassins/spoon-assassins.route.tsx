import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { z } from 'zod';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import tool from '../../shared/layout/officer-tool.module.css';
import { SPOON_MESSAGES } from './messages';
import { isValidChain } from './spoon-chain';
import { answering, readForm, refused, saved } from '../../shared/forms/action.server';
import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { pageMeta } from '../../shared/layout/meta';
import { listSpoonPlayers, listSpoonTargets, saveSpoonChain, setElimination, startNewGame } from './spoon-chain.server';
import type { Route } from './+types/spoon-assassins.route';
import { ChainBuilder } from './spoon-chain-builder';
import { ChainView } from './spoon-chain-view';

export const meta = () => pageMeta('Spoon Assassins');

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'spoon-assassins');
  const [players, links] = await Promise.all([listSpoonPlayers(), listSpoonTargets()]);
  return { players, links };
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

  switch (input.intent) {
    case 'save': {
      const rows = input.player.map((value) => (/^\d+$/.test(value) ? Number(value) : null));
      if (!isValidChain(rows)) return refused('save', 400, SPOON_MESSAGES.invalidChain);
      return answering('save', SPOON_MESSAGES.saveFailed, async () => {
        const eliminated = await saveSpoonChain(officer.id, rows, input.saved);
        return saved('save', SPOON_MESSAGES.saved(eliminated));
      });
    }
    case 'new-game':
      return answering('new-game', SPOON_MESSAGES.newGameFailed, async () =>
        saved('new-game', SPOON_MESSAGES.newGame(await startNewGame(officer.id))),
      );
    case 'toggle':
      return answering('toggle', SPOON_MESSAGES.toggleFailed, async () => {
        const eliminated = input.eliminated === 'true';
        const name = await setElimination(officer.id, input.memberId, eliminated);
        return saved('toggle', SPOON_MESSAGES.toggled(name, eliminated));
      });
  }
}

export default function SpoonAssassins() {
  const { players, links } = useLoaderData<typeof loader>();
  return (
    <SpoonPage>
      <ChainBuilder players={players} links={links} />
      <ChainView links={links} />
    </SpoonPage>
  );
}

/** Where the chain could not be read, the page says so in place of the builder and the chain. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <SpoonPage>
        <p role="alert">{SPOON_MESSAGES.loadFailed}</p>
      </SpoonPage>
    </LoadFailureBoundary>
  );
}

function SpoonPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero title="Spoon Assassins" />
      <div className={`container ${tool.section}`}>{children}</div>
    </>
  );
}
