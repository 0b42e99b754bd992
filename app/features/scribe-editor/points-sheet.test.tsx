// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as sheetRules from './points-sheet-rules';
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
  }));
  const points = members.flatMap((m) => events.map((e): [number, number, number] => [m.id, e.id, 10]));
  return { members, events, points };
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

function renderSheet(sheet = sheetOf(30, 12)) {
  const loaded = new Map(sheet.points.map(([m, e, p]) => [sheetRules.cellKey(m, e), p]));
  const store = createEditStore();
  const props = { sheet, loaded, loadId: 'a', store, disabled: false, onDeleteEvent: () => {} };
  const view = render(<Editor {...props} query="" />);
  return { ...view, store, rerenderWith: (q: string) => view.rerender(<Editor {...props} query={q} />) };
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
    const cell = screen.getByRole('spinbutton', { name: 'First7 Last7 Event 3' });
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

  it('hides rows that do not match the search, re-rendering only the rows whose visibility changed', () => {
    const { rerenderWith } = renderSheet();
    rowRenders.mockClear();
    rerenderWith('first15');
    const visible = screen.getAllByRole('rowheader').filter((th) => !(th.closest('tr') as HTMLElement).hidden);
    expect(visible.map((th) => th.textContent)).toEqual(['First15 Last15']);
    expect(rowRenders).toHaveBeenCalledTimes(29);
  });

  it('keeps typed values when the rows start again from fresh data', () => {
    const { store, rerender } = renderSheet();
    const cell = screen.getByRole('spinbutton', { name: 'First2 Last2 Event 1' });
    act(() => {
      fireEvent.change(cell, { target: { value: '77' } });
    });
    const sheet = sheetOf(30, 12);
    const loaded = new Map(sheet.points.map(([m, e, p]) => [sheetRules.cellKey(m, e), p]));
    rerender(
      <PointsSheet
        sheet={sheet}
        loaded={loaded}
        loadId="b"
        query=""
        store={store}
        disabled={false}
        onDeleteEvent={() => {}}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'First2 Last2 Event 1' })).toHaveProperty('value', '77');
  });
});
