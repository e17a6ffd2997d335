// Memory snapshots of the engine: the interpreter with burraco_core already
// imported, which a visit restores instead of booting Python and importing
// the wheel (Pyodide 314's experimental `makeMemorySnapshot` /
// `_loadSnapshot`). Two kinds:
//
// - the site's: build.py makes it under Node from the files the site ships
//   (scripts/snapshot.mjs), gzipped, with its SHA-256 in build.json; a
//   first visit restores it;
// - the device's, kept here in Cache Storage: a copy of the site's once it
//   restored, or, where it did not (another browser's runtime may refuse
//   one made under Node), one the worker's normal boot makes. Later visits
//   restore it. It is marked with the build it belongs to (its Pyodide and
//   its wheel) and the SHA-256 of its bytes; one that is stale, damaged or
//   refused is deleted, and the site's, or the normal boot, follows.

import { countBytes } from "./download.mjs";

const CACHE = "engine-snapshot-v1"; // not "burraco-…": the service worker's cleanup leaves it be
const SLOT = new URL("../snapshot/engine", import.meta.url).href;

// Which build a snapshot belongs to.
export function snapshotBuild(info) {
  return `${info.pyodide}/${info.wheel_sha256}`;
}

export async function sha256(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The stored snapshot, or null: `{bytes, build, verified}`, where `verified`
// settles to whether the bytes match their digest. Read before the build is
// known (the read overlaps everything else); the digest is computed off the
// thread while Pyodide restores the snapshot, and the boot keeps the result
// only if it holds.
export async function readSnapshot() {
  if (!("caches" in self)) return null;
  try {
    const hit = await (await caches.open(CACHE)).match(SLOT);
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    const expected = hit.headers.get("X-Snapshot-SHA256");
    const verified = bytes.length ? sha256(bytes).then((digest) => digest === expected) : Promise.resolve(false);
    return { bytes, build: hit.headers.get("X-Snapshot-Build"), verified };
  } catch {
    return null; // no Cache Storage here (a private window): boot the normal way
  }
}

// The site's snapshot's bytes, or null where they cannot be had. Unzipped
// as they download, unless the host already did (Content-Encoding).
export async function readSiteSnapshot(url, { onBytes }) {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return new Uint8Array(await new Response(await unzipped(countBytes(response, onBytes).body)).arrayBuffer());
  } catch {
    return null; // not served, or cut short: boot another way
  }
}

// A gzip stream unzipped, any other passed on as it is.
async function unzipped(body) {
  const reader = body.getReader();
  const first = await reader.read();
  const whole = new ReadableStream({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const gzip = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  return gzip ? whole.pipeThrough(new DecompressionStream("gzip")) : whole;
}

export async function dropSnapshot() {
  try {
    await (await caches.open(CACHE)).delete(SLOT);
  } catch {
    /* nothing to drop */
  }
}

// Keep `bytes` as the snapshot of build `info`, in place of any other.
export async function storeSnapshot(info, bytes) {
  const headers = {
    "Content-Type": "application/octet-stream",
    "X-Snapshot-SHA256": await sha256(bytes),
    "X-Snapshot-Build": snapshotBuild(info),
  };
  await (await caches.open(CACHE)).put(SLOT, new Response(bytes, { headers }));
}
