// What a test file opened (apps, databases), closed after the file's last test by file-setup.ts. A hook that vitest
// is already running cannot register afterAll (it is silently dropped), so helpers called in beforeAll register here.
// Server test files share one process per worker (isolate: false), so whatever a file leaves open stays for the run.

const opened: (() => Promise<void>)[] = [];

/** Registers `close` to run after the current test file; answers it made safe to call more than once. */
export function closeAfterFile(close: () => Promise<unknown> | unknown): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const once = () => {
    // Closed once; and forgotten, so nothing here keeps what it closed alive.
    if (!closing) {
      const at = opened.indexOf(once);
      if (at >= 0) opened.splice(at, 1);
      closing = Promise.resolve()
        .then(close)
        .then(() => undefined);
    }
    return closing;
  };
  opened.push(once);
  return once;
}

/** Closes what the file opened, newest first (an app before its database). */
export async function closeFileResources(): Promise<void> {
  for (let next = opened.pop(); next; next = opened.pop()) await next();
}
