// Memory snapshots of the engine: the interpreter with burraco_core already
// imported, made by the worker's first normal boot and kept on the device,
// so every later visit restores it instead of booting Python and installing
// the wheel (Pyodide 314's experimental
// `makeMemorySnapshot` / `_loadSnapshot`). The device keeps one snapshot,
// marked with the build it belongs to (its Pyodide and its wheel) and the
// SHA-256 of its bytes; one that is stale, damaged or refused is deleted,
// and the engine boots the normal way.

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
