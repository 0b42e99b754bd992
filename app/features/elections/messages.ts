/** What elections say, word for word; the pages, the server functions and their tests share these. */
import { ROLES } from '../../config/chapter';
import { can } from '../../shared/session/permissions';
import type { Count, Outcome, Quorum, RaceResult } from './race-result';

/** The positions whose holders run elections, from the permissions table: "the Regent, the Vice Regent or the Webmaster". */
const officers = ROLES.filter((role) => can(role, 'elections')).map((role) => `the ${role}`);
export const ELECTION_OFFICERS =
  officers.length <= 1 ? officers.join('') : `${officers.slice(0, -1).join(', ')} or ${officers.at(-1)}`;

const names = (list: readonly Count[]) => {
  const all = list.map((c) => c.name);
  return all.length <= 2 ? all.join(' and ') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
};
const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/** A result in one sentence, and for the officers what they must do next. */
export function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'no-candidates':
      return 'Nobody stood for this position, so there is no winner. Open a new election for it to take nominations again.';
    case 'no-quorum':
      return 'Quorum not met: too few members voted, so there is no winner. Hold the vote again below, with a voting period of its own.';
    case 'winner':
      return `${outcome.winner.name} wins with ${votes(outcome.winner.votes)}, a majority.`;
    case 'runoff':
      return `Nobody has a majority: ${names(outcome.between)} go to a runoff. Start it below.`;
    case 'tie-first':
      return `Tie: ${names(outcome.tied)} have ${votes(outcome.tied[0]?.votes ?? 0)} each. Nobody wins. ${
        outcome.tied.length === 2
          ? 'Start a runoff between them below.'
          : 'A runoff takes two: choose which two as the bylaws say, then start it below.'
      }`;
    case 'tie-second':
      return `${outcome.leader.name} leads without a majority, and ${names(outcome.tied)} are tied for second with ${votes(
        outcome.tied[0]?.votes ?? 0,
      )} each. Choose which of them meets ${outcome.leader.name} in the runoff as the bylaws say (for example a coin toss), then start it below.`;
  }
}

/** Turnout against the quorum: "7 of 10 voted; quorum 7 (met)". */
export const turnoutText = (result: Pick<RaceResult, 'ballots' | 'eligible' | 'quorumNeeded' | 'quorumMet'>) =>
  `${result.ballots} of ${result.eligible} active members voted; the quorum is ${result.quorumNeeded} (${
    result.quorumMet ? 'met' : 'not met'
  }).`;

/**
 * What becomes of positions left without a winner once the results are applied: a new election fills them, or, after
 * a vote at a meeting, the Webmaster assigns them by hand.
 */
export const openAfterApplying = (open: readonly string[]) =>
  `No winner for ${open.join(', ')}: open a new election for ${open.length === 1 ? 'it' : 'them'}, or after a vote at a meeting the Webmaster assigns ${open.length === 1 ? 'it' : 'them'} in User Management.`;

type Turnout = Pick<RaceResult, 'ballots' | 'eligible' | 'quorumNeeded'>;

/** The quorum as a number of ballots: "18 ballots of 35 active members". */
export const quorumText = (turnout: Turnout) => `${turnout.quorumNeeded} ballots of ${turnout.eligible} active members`;

/** Turnout while a race is open, never its counts: "12 of 35 active members have voted so far; the quorum is 18." */
export const turnoutSoFarText = (turnout: Turnout) =>
  `${turnout.ballots} of ${turnout.eligible} active members have voted so far; the quorum is ${turnout.quorumNeeded}.`;

export const ELECTION_MESSAGES = {
  created: (title: string) => `Election “${title}” created.`,
  edited: (title: string) => `Election “${title}” saved.`,
  deleted: (title: string) => `Election “${title}” deleted.`,
  electionGone: 'Nothing was changed: that election is no longer there. Reload the page.',
  editAfterVotingOpened:
    'Nothing was changed: voting has opened, so the election can no longer be edited. Its positions and periods stay as members saw them.',
  deleteAfterVotingOpened: 'Nothing was changed: voting has opened, so the election is kept.',
  deleteTakes: (title: string, nominations: number) =>
    `“${title}” and its positions go for good${
      nominations === 0 ? '.' : `, with its ${nominations === 1 ? 'nomination' : `${nominations} nominations`}.`
    } Members no longer see it.`,
  periodsOutOfOrder:
    'Nothing was changed: nominations must open before they close, and close no later than voting opens, which must be before voting closes.',
  noPositions: 'Choose at least one position.',
  positionTwice: 'Choose each position once.',
  quorumInvalid: 'The quorum is a fraction no larger than 1, such as 2 / 3.',
  titleRequired: 'Give the election a title, such as “Officer elections 2027”.',
  startsInThePast: 'Choose a time from now on: a period cannot open in the past.',
  periodTooShort: 'Keep each period open at least 24 hours, so every member can take part.',
  quorumBelowFloor: (floor: Quorum) =>
    `The chapter's bylaws set the quorum at ${floor.numerator} / ${floor.denominator} of the active members or more.`,
  safeguardsRefused: 'Nothing was changed: fix the marked fields.',

  nominated: (nominee: string, position: string) =>
    `${nominee} is nominated for ${position}. They will be asked to accept or decline.`,
  nominationsClosed: 'Nothing was changed: nominations are not open for this election.',
  alreadyNominated: (nominee: string, position: string) =>
    `Nothing was changed: ${nominee} is already nominated for ${position}.`,
  nomineeNotActive: 'Nothing was changed: only active members can be nominated.',
  onlyActive: 'Nothing was changed: only active members take part in chapter elections.',
  positionNotInElection: 'Nothing was changed: that position is not in this election. Reload the page.',
  accepted: (position: string) => `You accepted your nomination for ${position}. You are on the ballot.`,
  declined: (position: string) => `You declined your nomination for ${position}.`,
  nominationGone: 'Nothing was changed: that nomination is no longer there. Reload the page.',
  notYourNomination: 'Nothing was changed: only the member nominated can accept or decline.',
  standsElsewhere: (position: string) =>
    `Nothing was changed: you already stand for ${position} in this election, and a member holds one position at a time. Decline that nomination first.`,
  decideAfterVotingOpened:
    'Nothing was changed: voting has opened, so the ballot is fixed and nominations can no longer be accepted or declined.',

  voted: 'Your vote was recorded. Thank you for voting.',
  alreadyVoted: (position: string) =>
    `Nothing was recorded: you already voted for ${position}, and each member votes once per position.`,
  votingClosed: (position: string) => `Nothing was recorded: voting for ${position} is not open.`,
  notACandidate: (position: string) =>
    `Nothing was recorded: that choice for ${position} is not on the ballot. Reload the page.`,
  emptyBallot: 'Nothing was recorded: choose someone for at least one position.',
  alumniCannotVote: 'Nothing was recorded: only active members vote in chapter elections.',
  raceGone: 'Nothing was recorded: that position is no longer on the ballot. Reload the page.',

  published: (title: string) => `Results of “${title}” published: members can see them now.`,
  publishBeforeClose: 'Nothing was changed: results are published once voting has closed.',
  nothingToPublish: 'Nothing was changed: these results are already published.',
  runoffStarted: (position: string) => `Runoff for ${position} started.`,
  rerunStarted: (position: string) => `A new vote for ${position} started.`,
  runoffNotAllowed:
    'Nothing was changed: a runoff is between the top two of a published round without a winner (after a tie, two of the tied).',
  runoffPeriod:
    'Nothing was changed: the new round must open from now on and stay open at least 24 hours, so every member can vote.',
  runoffAfterApply: 'Nothing was changed: the results are already applied.',
  applied: (
    count: number,
    startsOn: string,
    open: readonly string[],
    passedOver: readonly { why: string }[] = [],
    changes = '',
  ) =>
    `${count} ${count === 1 ? 'term' : 'terms'} created from ${startsOn}.${changes ? ` ${changes}` : ''}${passedOver
      .map((p) => ` ${p.why}`)
      .join('')}${open.length ? ` ${openAfterApplying(open)}` : ''}`,
  alreadyApplied: 'Nothing was changed: these results were already applied.',
  applyRequested: (startsOn: string) =>
    `Sent for confirmation: nothing changes until another officer with the elections tool confirms these terms from ${startsOn}. Every officer sees the request on their dashboard and in Officer Tools.`,
  awaitingConfirmation:
    "Nothing was changed: these results are waiting for another officer's confirmation. Confirm or withdraw that first.",
  confirmOwn: `Nothing was changed: the officer who applied these results cannot confirm them. Another officer with the elections tool (${ELECTION_OFFICERS}) confirms them.`,
  confirmOwnSeat: `Nothing was changed: you win a position with officer tools in these results, so you cannot confirm your own seat. Another officer with the elections tool (${ELECTION_OFFICERS}) confirms them.`,
  confirmWithoutTool: `Nothing was changed: only an officer with the elections tool today (${ELECTION_OFFICERS}) confirms results.`,
  appliedAgain: 'Nothing was changed: the results were applied again since you opened the page: review them again.',
  nothingToConfirm: 'Nothing was changed: no results are waiting for confirmation. Reload the page.',
  withdrawn: 'The request was withdrawn: no term was created or ended.',
  firstDayPassed: (startsOn: string) =>
    `Nothing was changed: the first day chosen, ${startsOn}, has passed. Withdraw the request and apply the results again from today or later.`,
  winnerNotActive: (name: string, position: string) =>
    `${name} won ${position} but is no longer an active member. ${openAfterApplying([position])}`,
  winnerCarriesOn: (name: string, position: string) =>
    `${name} is re-elected ${position} and already holds it on that day: their term runs on.`,
  winnerHasLaterTerm: (name: string, position: string, later: { position: string; startsOn: string }) =>
    `${name} won ${position} but already has a term as ${later.position} from ${later.startsOn}. ${openAfterApplying([position])}`,
  resultsChanged:
    'Nothing was changed: the results changed while they were being applied (a runoff was started, or a winner can no longer take the position). Reload the page and check them again.',
  applyBeforePublish: 'Nothing was changed: publish the results before applying them.',
  noWinners: 'Nothing was changed: no position has a winner to apply.',
  runoffOpen: (position: string) =>
    `Nothing was changed: the runoff for ${position} has not closed and been published yet.`,

  unknownAction: 'Unknown action.',
  loadFailed: 'The elections could not be loaded. Reload the page to try again.',
  saveFailed: 'Nothing was changed: it could not be stored. Please try again.',
} as const;
