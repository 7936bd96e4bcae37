/**
 * The next idle period, or 2 s at the latest: the bound CurrencyPicker's own idle-time work has (its
 * whenIdle). Unbounded, the wait could starve while the browser was busy with other test files, and outlast
 * the test's time-out though the work it waits for had run (a CI run failed so).
 */
export const nextIdlePeriod = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
