// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sheetRules from './points-sheet-rules';
import type { EventStage } from './points-sheet-rules';
import type { PointsSheetData } from './points-sheet.server';
import { PointsSheet } from './points-sheet';
import { createEditStore } from './points-sheet-store';

// Each row computes its total once per render, so counting rowTotal calls counts row renders.
vi.mock('./points-sheet-rules', async (original) => {
  const actual = await original<typeof sheetRules>();
  return { ...actual, rowTotal: vi.fn(actual.rowTotal) };
});
const rowRenders = vi.mocked(sheetRules.rowTotal);

/** A sheet of the given size, every cell holding 10 points. */
function sheetOf(memberCount: number, eventCount: number): PointsSheetData {
  const members = Array.from({ length: memberCount }, (_, i) => ({
    id: i + 1,
    firstName: `First${i + 1}`,
    lastName: `Last${i + 1}`,
  }));
  const events = Array.from({ length: eventCount }, (_, i) => ({
    id: 1000 + i,
    name: `Event ${i + 1}`,
    date: new Date(2026, 0, 1 + i).toISOString(),
    stage: 'ended' as EventStage,
  }));
  const points = members.flatMap((m) => events.map((e): [number, number, number] => [m.id, e.id, 10]));
  const attendance = members.flatMap((m) => events.map((e): [number, number, 'attended'] => [m.id, e.id, 'attended']));
  return { members, events, points, overridden: [] as [number, number][], attendance };
}

/** Like the editor page: the parent re-renders whenever the unsaved count changes, so rows must skip it. */
function Editor({ query, ...props }: Omit<Parameters<typeof PointsSheet>[0], 'query'> & { query: string }) {
  const unsaved = useSyncExternalStore(props.store.subscribe, props.store.count);
  return (
    <>
      <output>{unsaved} unsaved</output>
      <PointsSheet {...props} query={query} />
    </>
  );
}

const loadedOf = (sheet: PointsSheetData) => new Map(sheet.points.map(([m, e, p]) => [sheetRules.cellKey(m, e), p]));

function renderSheet(sheet = sheetOf(30, 12)) {
  const store = createEditStore();
  const props = { sheet, loaded: loadedOf(sheet), store, disabled: false, onDeleteEvent: () => {} };
  const view = render(<Editor {...props} query="" />);
  return {
    ...view,
    store,
    rerenderWith: (q: string) => view.rerender(<Editor {...props} query={q} />),
    /** As the page does when its loader answers again. */
    reload: (fresh: PointsSheetData) =>
      view.rerender(<Editor {...props} sheet={fresh} loaded={loadedOf(fresh)} query="" />),
  };
}

afterEach(() => {
  cleanup();
  rowRenders.mockClear();
});

describe('PointsSheet', () => {
  it('renders the full size the chapter needs (150 x 60) and re-renders one row per keystroke there', () => {
    const { container } = renderSheet(sheetOf(150, 60));
    expect(container.querySelectorAll('input')).toHaveLength(150 * 60);
    expect(container.querySelectorAll('tbody th')).toHaveLength(150);
    expect(container.querySelector('tbody tr td:last-child')?.textContent).toBe('600');
    rowRenders.mockClear();
    const cell = container.querySelector('#member-150')?.closest('tr')?.querySelector('input') as HTMLInputElement;
    act(() => {
      fireEvent.change(cell, { target: { value: '30' } });
    });
    expect(rowRenders).toHaveBeenCalledTimes(1);
    expect(cell.closest('tr')?.querySelector('td:last-child')?.textContent).toBe('620');
  }, 60_000);

  it('re-renders only the edited row on a keystroke, and its total follows', () => {
    const { store } = renderSheet();
    rowRenders.mockClear();
    const cell = screen.getByRole('textbox', { name: 'First7 Last7 Event 3' });
    act(() => {
      fireEvent.change(cell, { target: { value: '25' } });
    });
    expect(rowRenders).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 unsaved')).toBeDefined();
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('135');
    expect(store.count()).toBe(1);
    act(() => {
      fireEvent.change(cell, { target: { value: '' } }); // empty counts as 0
    });
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('110');
    act(() => {
      fireEvent.change(cell, { target: { value: '10' } }); // back to the loaded value: nothing to save
    });
    expect(store.count()).toBe(0);
  });

  it('marks a cell that cannot be stored with the rule, leaves it as typed, and gives its row no total', () => {
    const { store } = renderSheet();
    const cell = screen.getByRole('textbox', { name: 'First3 Last3 Event 2' });
    act(() => {
      fireEvent.change(cell, { target: { value: '-5' } });
      fireEvent.blur(cell);
    });
    expect(cell).toHaveProperty('value', '-5');
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    // Described by the rule first, then by where the cell's number came from (here the roster).
    const [whyId, fromId] = (cell.getAttribute('aria-describedby') ?? '').split(' ');
    const why = document.getElementById(whyId ?? '');
    expect(document.getElementById(fromId ?? '')?.textContent).toBe('marked attended on the roster');
    expect(why?.textContent).toBe('Points are whole numbers from 0 to 1,000,000.');
    expect(cell.closest('td')?.contains(why)).toBe(true);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('–no total until the marked cell is fixed');
    expect(store.count()).toBe(1);
    act(() => {
      fireEvent.change(cell, { target: { value: '12' } });
    });
    expect(cell.getAttribute('aria-invalid')).toBeNull();
    expect(cell.getAttribute('aria-describedby')).toBe(fromId);
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('122');
  });

  it('marks where each cell came from, in words read out with the cell, not by colour', () => {
    const sheet = sheetOf(5, 3);
    sheet.overridden = [[2, 1001]];
    sheet.attendance = [
      [2, 1001, 'excused'],
      [3, 1001, 'checked-in'],
      [4, 1001, 'attended'],
      [5, 1000, 'excused'],
    ];
    sheet.events[1] = { ...(sheet.events[1] as PointsSheetData['events'][number]), stage: 'under-way' };
    sheet.events[2] = { ...(sheet.events[2] as PointsSheetData['events'][number]), stage: 'to-come' };
    renderSheet(sheet);
    const origin = (name: string) => {
      const cell = screen.getByRole('textbox', { name });
      const ids = (cell.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const marks = ids.map((id) => document.getElementById(id) as HTMLElement);
      expect(marks.every((mark) => cell.closest('td')?.contains(mark))).toBe(true);
      return marks.map((mark) => [mark.dataset.shown, mark.textContent]);
    };
    expect(origin('First2 Last2 Event 2')).toEqual([['✎ by hand', 'set by hand']]);
    expect(origin('First3 Last3 Event 2')).toEqual([['checked in', 'checked in']]);
    expect(origin('First4 Last4 Event 2')).toEqual([['roster', 'marked attended on the roster']]);
    expect(origin('First5 Last5 Event 1')).toEqual([['excused', 'excused']]);
    expect(origin('First1 Last1 Event 1')).toEqual([['absent', 'absent']]);
    // An event under way or still to come: nobody is absent from it yet.
    expect(origin('First1 Last1 Event 2')).toEqual([]);
    expect(origin('First1 Last1 Event 3')).toEqual([]);
  });

  it('shows what it will store once the officer moves on: a cleared cell shows 0', () => {
    const { store } = renderSheet();
    const cell = screen.getByRole('textbox', { name: 'First4 Last4 Event 1' });
    act(() => {
      fireEvent.change(cell, { target: { value: '' } });
    });
    expect(cell).toHaveProperty('value', '');
    act(() => {
      fireEvent.blur(cell);
    });
    expect(cell).toHaveProperty('value', '0');
    expect(store.typed(sheetRules.cellKey(4, 1000))).toBe('0');
    act(() => {
      fireEvent.change(cell, { target: { value: '010' } });
      fireEvent.blur(cell);
    });
    expect(cell).toHaveProperty('value', '10');
    expect(store.count()).toBe(0); // 10 is what was loaded
  });

  it('keeps a row with a cell that cannot be stored in view whatever the search', () => {
    const { rerenderWith } = renderSheet();
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'First9 Last9 Event 1' }), { target: { value: '1.5' } });
    });
    rerenderWith('first15');
    const visible = screen.getAllByRole('rowheader').filter((th) => !(th.closest('tr') as HTMLElement).hidden);
    expect(visible.map((th) => th.textContent)).toEqual(['First9 Last9', 'First15 Last15']);
  });

  it('hides rows that do not match the search, re-rendering only the rows whose visibility changed', () => {
    const { rerenderWith } = renderSheet();
    rowRenders.mockClear();
    rerenderWith('first15');
    const visible = screen.getAllByRole('rowheader').filter((th) => !(th.closest('tr') as HTMLElement).hidden);
    expect(visible.map((th) => th.textContent)).toEqual(['First15 Last15']);
    expect(rowRenders).toHaveBeenCalledTimes(29);
  });

  it('keeps typed values, and the cell being typed in, when fresh data arrives', () => {
    const { reload } = renderSheet();
    const cell = screen.getByRole('textbox', { name: 'First2 Last2 Event 1' });
    act(() => {
      fireEvent.change(cell, { target: { value: '77' } });
    });
    const typing = screen.getByRole('textbox', { name: 'First3 Last3 Event 2' });
    typing.focus();
    // Fresh data after someone else's save: First3's cell now holds 25.
    const sheet = sheetOf(30, 12);
    sheet.points = sheet.points.map(([m, e, p]) => [m, e, m === 3 && e === 1001 ? 25 : p]);
    reload(sheet);
    expect(screen.getByRole('textbox', { name: 'First2 Last2 Event 1' })).toHaveProperty('value', '77');
    expect(screen.getByRole('textbox', { name: 'First3 Last3 Event 2' })).toHaveProperty('value', '25');
    expect(document.activeElement).toBe(typing);
  });

  it('keeps the typing of other columns when a column is deleted', () => {
    const { reload } = renderSheet();
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: 'First5 Last5 Event 3' }), { target: { value: '33' } });
    });
    const sheet = sheetOf(30, 12);
    sheet.events = sheet.events.filter((e) => e.name !== 'Event 1');
    sheet.points = sheet.points.filter(([, e]) => e !== 1000);
    reload(sheet);
    expect(screen.queryByRole('textbox', { name: 'First5 Last5 Event 1' })).toBeNull();
    const cell = screen.getByRole('textbox', { name: 'First5 Last5 Event 3' });
    expect(cell).toHaveProperty('value', '33');
    expect(
      within(cell.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('133');
  });
});
