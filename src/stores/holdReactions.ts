import { configure } from 'mobx';

let installed = false;
let holds = 0;
let held: (() => void) | undefined;

/**
 * Holds the stores' reactions (the observers' re-renders among them) until `until` settles, then runs them
 * together: changes made meanwhile, each in its own promise callback, reach the screen in one render instead
 * of one render each.
 */
export function holdReactionsUntil(until: Promise<unknown>): void {
  if (!installed) {
    installed = true;
    // mobx wraps each scheduler given to configure around the last one: this one is installed once.
    configure({ reactionScheduler: (run) => (holds > 0 ? (held = run) : run()) });
  }
  holds += 1;
  const release = () => {
    holds -= 1;
    if (holds > 0 || !held) return;
    const run = held;
    held = undefined;
    run();
  };
  until.then(release, release);
}
