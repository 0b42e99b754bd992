import { describe, expect, it } from 'vitest';
import { applyPreview } from './apply-preview';
import { raceResult } from './race-result';

const quorum = { numerator: 1, denominator: 2 };
const won = raceResult([{ memberId: 1, name: 'Al', votes: 3 }], 4, quorum);
const runoff = raceResult(
  [
    { memberId: 1, name: 'Al', votes: 2 },
    { memberId: 2, name: 'Bea', votes: 1 },
    { memberId: 3, name: 'Cy', votes: 1 },
  ],
  4,
  quorum,
);

describe('applyPreview', () => {
  it("takes each position's latest round: its winner, or the position left open", () => {
    expect(
      applyPreview([
        { position: 'Regent', round: 1, published: true, result: runoff },
        { position: 'Regent', round: 2, published: true, result: won },
        { position: 'Scribe', round: 1, published: true, result: runoff },
      ]),
    ).toEqual({ terms: [{ position: 'Regent', name: 'Al' }], open: ['Scribe'], waiting: [] });
  });

  it('waits for a round not published yet', () => {
    expect(
      applyPreview([
        { position: 'Regent', round: 1, published: true, result: runoff },
        { position: 'Regent', round: 2, published: false, result: null },
      ]),
    ).toEqual({ terms: [], open: [], waiting: ['Regent'] });
  });
});
