// Counting a download's bytes for a progress bar without touching the
// response: the clone is read here, the response itself goes on untouched to
// whoever compiles or unpacks it (so the browser still compiles wasm while it
// streams, and keeps the compiled code).

export function countBytes(response, onBytes) {
  const reader = response.clone().body.getReader();
  let bytes = 0;
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytes += value.length;
      onBytes(bytes);
    }
  })().catch(() => { /* a failed download is reported by its reader */ });
  return response;
}

export async function fetchOK(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}
