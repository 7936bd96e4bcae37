import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { holdReactionsUntil } from '../../../src/stores/holdReactions.ts';

describe('holdReactionsUntil', () => {
  it('runs the reactions of changes made in several promise callbacks once, when it settles; then at once again', async () => {
    const state = observable({ lists: 'loading', quote: '' });
    const seen: string[] = [];
    const dispose = autorun(() => seen.push(`${state.lists}/${state.quote}`));
    let release = () => {};
    holdReactionsUntil(new Promise<void>((resolve) => (release = resolve)));

    await Promise.resolve().then(() => runInAction(() => (state.lists = 'done')));
    await Promise.resolve().then(() => runInAction(() => (state.quote = '0.00147')));
    expect(seen).toEqual(['loading/']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['loading/', 'done/0.00147']);

    runInAction(() => (state.quote = '0.00150'));
    expect(seen.at(-1)).toBe('done/0.00150');
    dispose();
  });

  it('holds until the last of overlapping holds has settled', async () => {
    const state = observable({ n: 0 });
    const seen: number[] = [];
    const dispose = autorun(() => seen.push(state.n));
    let first = () => {};
    let second = () => {};
    holdReactionsUntil(new Promise<void>((resolve) => (first = resolve)));
    holdReactionsUntil(new Promise<void>((resolve) => (second = resolve)));
    runInAction(() => (state.n = 1));
    first();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([0]);
    second();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([0, 1]);
    dispose();
  });
});
