// The learner's progress, kept on the device: which exercises and puzzles
// are done, and where she was, so she comes back where she left off.
// Read back through a filter: only known ids count.

import { read, write } from "../storage.mjs";

const KEY = "burraco.learn.v1";

export function loadProgress(knownIds) {
  const stored = read(KEY) || {};
  const done = new Set((Array.isArray(stored.done) ? stored.done : []).filter((id) => knownIds.has(id)));
  const last = typeof stored.last === "string" && stored.last.length < 200 ? stored.last : null;
  return { done, last };
}

export function saveProgress({ done, last }) {
  write(KEY, { done: [...done], last });
}
