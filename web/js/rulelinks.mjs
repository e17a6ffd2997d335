// From a refusal's code to the lesson that explains its rule: the map is
// the lessons' own (learn/codes.json, written by the build), read once.

let codes = {};

export async function loadRuleLinks() {
  try {
    const response = await fetch(new URL("../learn/codes.json", import.meta.url));
    if (response.ok) codes = await response.json();
  } catch {
    /* no links: the refusal's words still say it all */
  }
}

// learn.html at the lesson's exercise for `code`, or null.
export function ruleLink(code, language) {
  const place = codes[code];
  if (!place) return null;
  const query = new URLSearchParams({ lesson: place.lesson, step: place.example, lang: language });
  return `learn.html?${query}`;
}
