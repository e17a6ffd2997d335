// Memory snapshots of the engine: the interpreter with burraco_core already
// imported, kept on the device so a later visit restores it instead of
// booting Python and installing the wheel (Pyodide 314's experimental
// `makeMemorySnapshot` / `_loadSnapshot`). A snapshot belongs to one
// Pyodide and one wheel (its key says which) and carries the SHA-256 of its
// bytes; one that is stale, damaged or refused is deleted, and the engine
// boots the normal way.

const CACHE = "engine-snapshot-v1"; // not "burraco-…": the service worker's cleanup leaves it be

export function snapshotKey(info, base) {
  return new URL(`snapshot/${info.pyodide}/${info.wheel_sha256}`, base).href;
}

async function sha256(bytes) {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// The stored snapshot for this build, checked against its digest, or null.
export async function readSnapshot(key) {
  if (!("caches" in self)) return null;
  try {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(key);
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    if (bytes.length && (await sha256(bytes)) === hit.headers.get("X-Snapshot-SHA256")) return bytes;
    await cache.delete(key); // damaged: never try it again
  } catch {
    /* no Cache Storage here (a private window): boot the normal way */
  }
  return null;
}

export async function dropSnapshot(key) {
  try {
    await (await caches.open(CACHE)).delete(key);
  } catch {
    /* nothing to drop */
  }
}

// Keep `bytes` as this build's snapshot, and drop the snapshots of others.
export async function storeSnapshot(key, bytes) {
  const cache = await caches.open(CACHE);
  for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);
  const headers = { "Content-Type": "application/octet-stream", "X-Snapshot-SHA256": await sha256(bytes) };
  await cache.put(key, new Response(bytes, { headers }));
}

export async function hasSnapshot(key) {
  try {
    return Boolean(await (await caches.open(CACHE)).match(key));
  } catch {
    return false;
  }
}
