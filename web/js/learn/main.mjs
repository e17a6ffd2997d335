// learn.html: the lessons, the puzzles, the rules summary, and single
// examples for iframes (?example=ID). The text and the cards come from
// learn/*.json at once; the engine boots meanwhile and judges every answer.
//
// Routes (query parameters, all with an optional lang=it|en):
//   (none)                      the lessons and puzzles, with progress
//   lesson=ID[&step=EXERCISE]   a lesson, at one of its exercises
//   puzzle=ID                   a puzzle
//   summary                     the rules on one page, printable
//   example=ID                  one exercise or puzzle alone, sized for an iframe

import { installSuits } from "../cards.mjs";
import { lang, setEngineWords, setLang } from "../i18n.mjs";
import { loadPrefs, savePrefs } from "../storage.mjs";
import { startEngine } from "./client.mjs";
import { button, el } from "./dom.mjs";
import { mountExercise } from "./exercise.mjs";
import { loadProgress, saveProgress } from "./progress.mjs";
import { renderSummary } from "./summary.mjs";
import { lcount, local, lt } from "./words.mjs";

const $ = (id) => document.getElementById(id);
const LANGS = ["it", "en"];
const main = $("learn-main");

let content = null;
let summary = null;
let progress = null;
let engine = null;
let byId = new Map();

// ---- language and links ----------------------------------------------------

function chooseLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  const spoken = (navigator.language || "it").slice(0, 2).toLowerCase();
  setLang(LANGS.includes(asked) ? asked : loadPrefs().lang || (LANGS.includes(spoken) ? spoken : "it"));
}

function link(params) {
  const query = new URLSearchParams({ ...params, lang: lang() });
  return `learn.html?${query}`;
}

function routeLink(text, params, className = "") {
  const a = el("a", className, text);
  a.href = link(params);
  a.dataset.route = "";
  return a;
}

function go(href, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", href);
  else history.pushState(null, "", href);
  render();
}

// ---- progress ----------------------------------------------------------------

function solved(id) {
  if (progress.done.has(id)) return;
  progress.done.add(id);
  saveProgress(progress);
  for (const step of document.querySelectorAll(`.steps [data-step="${id}"]`)) markStep(step, "done");
}

function remember(params) {
  progress.last = new URLSearchParams(params).toString();
  saveProgress(progress);
}

// Where to go on: the place the learner last was, unless it is done; else
// the first exercise not done, lesson by lesson, then the puzzles.
function nextToDo() {
  const last = new URLSearchParams(progress.last || "");
  const lastId = last.get("step") || last.get("puzzle");
  if (lastId && byId.has(lastId) && !progress.done.has(lastId)) {
    const lesson = content.lessons.find((l) => l.id === last.get("lesson"));
    const title = local(lesson ? lesson.title : byId.get(lastId).title);
    return { title, params: Object.fromEntries(last) };
  }
  for (const lesson of content.lessons) {
    const todo = lesson.exercises.find((e) => !progress.done.has(e.id));
    if (todo) return { title: local(lesson.title), params: { lesson: lesson.id, step: todo.id } };
  }
  const puzzle = content.puzzles.find((p) => !progress.done.has(p.id));
  if (puzzle) return { title: local(puzzle.title), params: { puzzle: puzzle.id } };
  return null;
}

// ---- the views ---------------------------------------------------------------

function heading(text) {
  const h1 = el("h1", "learn-title", text);
  return h1;
}

function renderHome() {
  document.title = lt("page_title");
  main.append(heading(lt("page_title")), el("p", "intro", lt("intro")));
  const next = nextToDo();
  const cta = el("p", "cta");
  if (next) {
    const started = progress.done.size > 0;
    cta.append(routeLink(started ? lt("continue", { title: next.title }) : lt("start"), next.params, "btn primary"));
  } else {
    cta.append(el("span", "", lt("review")));
  }
  main.append(cta);

  const lessons = el("section", "lesson-list");
  lessons.setAttribute("aria-labelledby", "lessons-title");
  const title = el("h2", "", lt("lessons"));
  title.id = "lessons-title";
  const list = el("ol", "cards-list");
  content.lessons.forEach((lesson) => {
    const done = lesson.exercises.filter((e) => progress.done.has(e.id)).length;
    const total = lesson.exercises.length;
    const item = el("li", done === total ? "complete" : "");
    item.append(routeLink(local(lesson.title), { lesson: lesson.id }, "lesson-link"));
    item.append(el("span", "progress-note", lcount("progress", total, { done })));
    const bar = el("progress");
    bar.max = total;
    bar.value = done;
    bar.setAttribute("aria-hidden", "true");
    item.append(bar);
    list.append(item);
  });
  lessons.append(title, list);

  const puzzles = el("section", "puzzle-list");
  puzzles.setAttribute("aria-labelledby", "puzzles-title");
  const ptitle = el("h2", "", lt("puzzles"));
  ptitle.id = "puzzles-title";
  const solvedCount = content.puzzles.filter((p) => progress.done.has(p.id)).length;
  const plist = el("ol", "cards-list");
  for (const puzzle of content.puzzles) {
    const item = el("li", progress.done.has(puzzle.id) ? "complete" : "");
    item.append(routeLink(local(puzzle.title), { puzzle: puzzle.id }, "lesson-link"));
    item.append(el("span", "progress-note", lt("level", { n: puzzle.level })));
    plist.append(item);
  }
  puzzles.append(ptitle, el("p", "progress-note", lt("puzzles_done", { done: solvedCount, n: content.puzzles.length })), plist);

  const more = el("p", "more-links");
  more.append(routeLink(lt("summary"), { summary: "" }, "btn"), " ");
  const game = el("a", "btn", lt("play_game"));
  game.href = `./?lang=${lang()}`;
  more.append(game);
  main.append(lessons, puzzles, more);
}

function markStep(step, state) {
  step.dataset.state = state;
  const n = step.dataset.n;
  step.setAttribute("aria-label", lt("step_label", { n, state: lt(`step_${state}`) }));
}

function renderLesson(lesson, stepId) {
  const index = Math.max(0, lesson.exercises.findIndex((e) => e.id === stepId));
  const exercise = lesson.exercises[index];
  const number = content.lessons.indexOf(lesson) + 1;
  document.title = `${local(lesson.title)} · ${lt("page_title")}`;
  remember({ lesson: lesson.id, step: exercise.id });

  const crumbs = el("p", "crumbs");
  crumbs.append(routeLink(lt("back_to_lessons"), {}));
  const h1 = heading(local(lesson.title));
  h1.prepend(el("span", "lesson-number", lt("lesson_n", { n: number })));
  const text = el("div", "lesson-text");
  for (const paragraph of local(lesson.text)) text.append(el("p", "", paragraph));
  main.append(crumbs, h1, text);

  const steps = el("ol", "steps");
  steps.setAttribute("aria-label", lt("exercise_n", { n: index + 1, total: lesson.exercises.length }));
  lesson.exercises.forEach((item, i) => {
    const li = el("li");
    const a = routeLink(String(i + 1), { lesson: lesson.id, step: item.id }, "step");
    a.dataset.step = item.id;
    a.dataset.n = String(i + 1);
    if (i === index) a.setAttribute("aria-current", "step");
    markStep(a, progress.done.has(item.id) ? "done" : i === index ? "current" : "todo");
    li.append(a);
    steps.append(li);
  });
  main.append(el("h2", "exercise-title", lt("exercise_n", { n: index + 1, total: lesson.exercises.length })), steps);

  const box = el("section", "");
  box.setAttribute("aria-label", lt("exercise_n", { n: index + 1, total: lesson.exercises.length }));
  main.append(box);
  mountExercise(box, exercise, context(exercise, () => showLessonNext(lesson, index)));

  const nav = el("p", "lesson-nav");
  if (index > 0) nav.append(routeLink(lt("previous"), { lesson: lesson.id, step: lesson.exercises[index - 1].id }, "btn"));
  if (index + 1 < lesson.exercises.length) {
    nav.append(routeLink(lt("next"), { lesson: lesson.id, step: lesson.exercises[index + 1].id }, "btn"));
  } else {
    const following = content.lessons[number];
    if (following) nav.append(routeLink(lt("next_lesson", { title: local(following.title) }), { lesson: following.id }, "btn"));
  }
  nav.append(embedButton(exercise));
  main.append(nav);
}

// After a right answer the way on is the main button.
function showLessonNext(lesson, index) {
  const next = main.querySelector(".lesson-nav a[data-route]:last-of-type");
  if (next && index >= 0) next.classList.add("primary");
  if (lesson.exercises.every((e) => progress.done.has(e.id))) {
    main.querySelector(".feedback")?.append(el("p", "done-note", lt("lesson_done")));
  }
}

function renderPuzzle(puzzle) {
  const index = content.puzzles.indexOf(puzzle);
  document.title = `${local(puzzle.title)} · ${lt("page_title")}`;
  remember({ puzzle: puzzle.id });
  const crumbs = el("p", "crumbs");
  crumbs.append(routeLink(lt("back_to_lessons"), {}));
  const h1 = heading(local(puzzle.title));
  main.append(crumbs, h1, el("p", "progress-note", lt("level", { n: puzzle.level })));
  const box = el("section", "");
  box.setAttribute("aria-labelledby", "puzzle-title");
  h1.id = "puzzle-title";
  main.append(box);
  mountExercise(box, puzzle, context(puzzle, () => {
    main.querySelector(".lesson-nav a[data-route]")?.classList.add("primary");
  }));
  const nav = el("p", "lesson-nav");
  const following = content.puzzles[index + 1];
  if (following) nav.append(routeLink(`${lt("next")}: ${local(following.title)}`, { puzzle: following.id }, "btn"));
  nav.append(embedButton(puzzle));
  main.append(nav);
}

function renderSummaryPage() {
  document.title = `${lt("summary_title")} · ${lt("page_title")}`;
  const crumbs = el("p", "crumbs");
  crumbs.append(routeLink(lt("back_to_lessons"), {}));
  main.append(crumbs, heading(lt("summary_title")), el("p", "intro", lt("summary_intro")));
  main.append(button(lt("print"), () => window.print(), "btn print-button"));
  renderSummary(main, summary);
}

// One example alone, for an iframe: no page chrome, no scrolling at 600x400.
function renderExample(id) {
  document.documentElement.classList.add("example-only");
  const exercise = byId.get(id);
  if (!exercise) {
    main.append(el("p", "form-error", lt("unknown_example", { id: id.slice(0, 60) })));
    main.append(routeLink(lt("back_to_lessons"), {}, "btn"));
    return;
  }
  const owner = content.lessons.find((l) => l.exercises.includes(exercise));
  const title = owner ? local(owner.title) : local(exercise.title);
  document.title = `${title} · ${lt("page_title")}`;
  // one line on top: what this is, the Embed button, the way to the lessons
  const top = el("div", "example-top");
  const more = el("a", "more", lt("open_full"));
  more.href = owner ? link({ lesson: owner.id, step: exercise.id }) : link({ puzzle: exercise.id });
  more.target = "_blank";
  more.rel = "noopener";
  top.append(el("h1", "example-title", title), embedButton(exercise), more);
  const box = el("section", "");
  box.setAttribute("aria-label", title);
  main.append(top, box);
  mountExercise(box, exercise, context(exercise, () => {}));
}

function context(exercise, after) {
  return {
    ask: (op, fields) => engine.ask(op, fields),
    summary,
    onSolved: (id) => {
      solved(id);
      after();
    },
  };
}

// ---- embedding ---------------------------------------------------------------

function embedButton(exercise) {
  return button(lt("embed"), () => openEmbed(exercise), "btn embed-button");
}

function openEmbed(exercise) {
  const url = new URL("learn.html", location.href);
  url.search = new URLSearchParams({ example: exercise.id, lang: lang() }).toString();
  const title = local(exercise.prompt).replaceAll('"', "&quot;");
  $("embed-code").value =
    `<iframe src="${url.href}" width="600" height="400" style="border:0;max-width:100%" title="${title}" loading="lazy"></iframe>`;
  $("embed-copied").textContent = "";
  $("embed-dialog").showModal();
  $("embed-code").select();
}

function wireEmbedDialog() {
  $("embed-close").addEventListener("click", () => $("embed-dialog").close());
  $("embed-copy").addEventListener("click", async () => {
    const code = $("embed-code");
    code.select();
    try {
      await navigator.clipboard.writeText(code.value);
    } catch {
      /* no clipboard here: the text is selected, ready for Ctrl+C */
    }
    $("embed-copied").textContent = lt("copied");
  });
}

// ---- the page ------------------------------------------------------------------

function translateChrome() {
  document.documentElement.lang = lang();
  document.querySelector("meta[name=description]").setAttribute("content", lt("description"));
  $("learn-lang").value = lang();
  $("lang-label").textContent = lt("language");
  $("brand-link").href = link({});
  $("brand-link").textContent = lt("page_title");
  const nav = $("learn-nav");
  nav.setAttribute("aria-label", lt("nav_label"));
  nav.replaceChildren(routeLink(lt("lessons"), {}), routeLink(lt("summary"), { summary: "" }));
  const game = el("a", "", lt("play_game"));
  game.href = `./?lang=${lang()}`;
  nav.append(game);
  $("embed-title").textContent = lt("embed_title");
  $("embed-help").textContent = lt("embed_help");
  $("embed-code-label").textContent = lt("embed_title");
  $("embed-copy").textContent = lt("copy");
  $("embed-close").textContent = lt("close");
}

function render() {
  const params = new URLSearchParams(location.search);
  const asked = params.get("lang");
  if (LANGS.includes(asked) && asked !== lang()) setLang(asked);
  translateChrome();
  main.replaceChildren();
  if (params.has("example")) renderExample(params.get("example"));
  else if (params.has("lesson")) {
    const lesson = content.lessons.find((l) => l.id === params.get("lesson"));
    if (lesson) renderLesson(lesson, params.get("step"));
    else {
      main.append(el("p", "form-error", lt("unknown_lesson", { id: params.get("lesson").slice(0, 60) })));
      renderHome();
    }
  } else if (params.has("puzzle") && byId.has(params.get("puzzle"))) renderPuzzle(byId.get(params.get("puzzle")));
  else if (params.has("summary")) renderSummaryPage();
  else renderHome();
  // a new view: the keyboard and screen reader start at its top
  if (!main.contains(document.activeElement)) main.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

function wire() {
  document.addEventListener("click", (event) => {
    const a = event.target.closest("a[data-route]");
    if (!a || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(a.href);
  });
  window.addEventListener("popstate", render);
  $("learn-lang").addEventListener("change", (event) => {
    setLang(event.target.value);
    savePrefs({ lang: lang() });
    const url = new URL(location.href);
    url.searchParams.set("lang", lang());
    go(url.href, { replace: true });
  });
  wireEmbedDialog();
}

function engineStatus() {
  const status = $("engine-status");
  status.textContent = lt("engine_loading");
  engine = startEngine({
    onProgress: ({ fraction }) => {
      status.textContent = `${lt("engine_loading")} ${Math.round(fraction * 100)}%`;
    },
  });
  engine.ready.then(
    () => {
      status.textContent = "";
      keepOffline();
    },
    (error) => { status.textContent = lt("engine_failed", { error: error.message }); },
  );
}

// The lessons work offline too: the game's service worker keeps the whole
// site (registered once the engine runs, so it never slows the first visit;
// not from an example in someone else's frame).
function keepOffline() {
  if (!("serviceWorker" in navigator) || document.documentElement.classList.contains("embedded")) return;
  navigator.serviceWorker.register("sw.js").catch(() => { /* no offline copy: learn online */ });
}

async function loadJSON(name) {
  const response = await fetch(new URL(`../../learn/${name}`, import.meta.url));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return response.json();
}

async function main_() {
  installSuits();
  const embedded = window.top !== window.self || new URLSearchParams(location.search).has("example");
  document.documentElement.classList.toggle("embedded", embedded);
  chooseLanguage();
  engineStatus(); // the worker starts downloading while the lessons load
  const [data, words, rules] = await Promise.all([loadJSON("content.json"), loadJSON("words.json"), loadJSON("summary.json")]);
  content = data;
  summary = rules;
  setEngineWords(words);
  byId = new Map([...content.lessons.flatMap((l) => l.exercises), ...content.puzzles].map((e) => [e.id, e]));
  progress = loadProgress(new Set(byId.keys()));
  wire();
  render();
}

main_();
