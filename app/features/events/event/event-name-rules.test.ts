import { describe, expect, it } from 'vitest';
import { eventNameProblem } from './event-name-rules';
import { EVENT_MESSAGES } from '../messages';

describe('eventNameProblem', () => {
  const existing = ['Chapter Meeting', 'Pledge Retreat'];

  it('takes a new name of 1 to 100 characters once trimmed', () => {
    expect(eventNameProblem('Study Night', existing)).toBeNull();
    expect(eventNameProblem(`  ${'x'.repeat(100)}  `, existing)).toBeNull();
  });

  it('asks for a name when there is none', () => {
    expect(eventNameProblem('   ', existing)).toBe('Type a name for the event first.');
  });

  it('refuses a name past 100 characters, saying how long it is, rather than cutting it short', () => {
    expect(eventNameProblem('x'.repeat(120), existing)).toBe(
      'An event name is at most 100 characters; this one has 120.',
    );
  });

  it('refuses a name of another event, ignoring case and spaces, naming the event it repeats', () => {
    expect(eventNameProblem('  pledge RETREAT ', existing)).toBe(EVENT_MESSAGES.eventNameTaken('Pledge Retreat'));
    expect(EVENT_MESSAGES.eventNameTaken('Pledge Retreat')).toBe(
      'There is already an event named “Pledge Retreat”. Give this one another name, such as with its date.',
    );
  });
});
