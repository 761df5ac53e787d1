// The replay page of a finished game: a slider over every version (GET /v1/games/{id}?at_version=N), the event
// list beside it, the review (review.js: the advantage chart, the mistakes on the slider and their list), the
// final result and the audit's verdict.
import {
  api, describeEvent, el, errorText, header, humanize, loadCatalog, loadConfig, loadRenderer, query, renderResult,
  renderStatus, showMessage,
} from "./common.js";
import { loadReview } from "./review.js";

const gameId = query.get("id");
const ctx = { seat: null, catalog: null, config: null };
let renderer = null;
let latest = null;
let shown = 0;
let pending = null;
let chart = null;

const slider = () => document.getElementById("version");

async function show(version) {
  version = Math.max(1, Math.min(version, latest.version));
  slider().value = String(version);
  document.getElementById("version-label").textContent = String(version);
  if (chart) chart.moveCursor(version);
  if (pending) clearTimeout(pending);
  // Dragging the slider fires many inputs: ask the server only for where it comes to rest.
  pending = setTimeout(async () => {
    try {
      const doc = await api(`/v1/games/${encodeURIComponent(gameId)}?at_version=${version}`);
      if (Number(slider().value) !== version) return;
      shown = version;
      document.getElementById("status").replaceChildren(renderStatus(doc, null));
      document.getElementById("board").replaceChildren(renderer.renderBoard(doc, ctx));
      for (const item of document.querySelectorAll("#events li")) {
        const current = Number(item.dataset.version) === version;
        item.classList.toggle("current", current);
        if (current) { item.setAttribute("aria-current", "step"); item.scrollIntoView({ block: "nearest" }); }
        else item.removeAttribute("aria-current");
      }
      document.getElementById("board").dataset.version = String(version);
    } catch (error) {
      showMessage(document.getElementById("message"), "error", errorText(error));
    }
  }, 120);
}

async function loadEvents() {
  const list = document.getElementById("events");
  let from = 1;
  for (;;) {
    const page = await api(`/v1/games/${encodeURIComponent(gameId)}/events?from_version=${from}&limit=500`);
    for (const event of page.events) {
      list.append(el("li", { "data-version": event.version, value: event.version },
        el("a", { href: `#v${event.version}`, onclick: (e) => { e.preventDefault(); show(event.version); } },
          describeEvent(event, latest))));
    }
    if (!page.events.length || page.events[page.events.length - 1].version >= page.version) return;
    from = page.events[page.events.length - 1].version + 1;
  }
}

// The bots' moves on their own line: each bot command chosen again by its recorded policy version from what its
// seat could see (docs/FORMAT.md, "Bot policy versions"); games recorded before policy versions say so.
function botsVerdict(check) {
  if (!check) return null;
  const words = check.skipped ? "Bot moves not re-derived" : check.ok ? "Bot moves verified" : "Bot moves FAILED";
  return el("p", { class: `verdict ${check.skipped ? "" : check.ok ? "ok" : "bad"}`, "data-testid": "bots-verdict" },
    `${words}: ${check.detail}`);
}

async function loadAudit() {
  const box = document.getElementById("audit");
  try {
    const audit = await api(`/v1/games/${encodeURIComponent(gameId)}/audit`);
    const checks = Object.entries(audit.checks || {});
    box.replaceChildren(
      el("p", { class: `verdict ${audit.ok ? "ok" : "bad"}`, "data-testid": "audit-verdict" },
        audit.ok ? "Audit passed: the history is intact and every result re-derives." : "Audit FAILED"),
      botsVerdict(audit.checks && audit.checks.bots),
      el("ul", {}, checks.map(([name, check]) => el("li", {},
        `${check.skipped ? "–" : check.ok ? "✔" : "✘"} ${humanize(name)}${check.detail ? `: ${check.detail}` : ""}`))));
  } catch (error) {
    box.replaceChildren(el("p", { class: "verdict bad" }, errorText(error)));
  }
}

async function showReview() {
  const box = document.getElementById("review");
  try {
    await loadReview(box, gameId, latest.version, show, document.getElementById("slider-marks"), (drawn) => {
      chart = drawn;
      chart.moveCursor(Number(slider().value));
    });
  } catch (error) {
    box.replaceChildren(el("p", { class: "verdict bad" }, errorText(error)));
  }
}

async function main() {
  ctx.config = await loadConfig();
  document.getElementById("top").replaceWith(header(ctx.config, [el("span", {}, `Replay of ${gameId}`)]));
  [renderer, ctx.catalog] = await Promise.all([loadRenderer(ctx.config), loadCatalog()]);
  latest = await api(`/v1/games/${encodeURIComponent(gameId)}`);
  document.title = `Replay — ${gameId}`;
  if (latest.status !== "finished") {
    showMessage(document.getElementById("message"), "info",
      "This game is still being played: replays open when it has finished. Watch it live instead.");
    document.getElementById("message").append(el("a", { href: `/play/game.html?id=${encodeURIComponent(gameId)}` }, "Watch live"));
  }
  slider().max = String(latest.version);
  document.getElementById("version-max").textContent = String(latest.version);
  document.getElementById("result").replaceChildren(renderResult(latest.result, latest) || el("p", {}, "No result yet."));
  slider().addEventListener("input", () => show(Number(slider().value)));
  document.getElementById("first").addEventListener("click", () => show(1));
  document.getElementById("prev").addEventListener("click", () => show(Number(slider().value) - 1));
  document.getElementById("next").addEventListener("click", () => show(Number(slider().value) + 1));
  document.getElementById("last").addEventListener("click", () => show(latest.version));
  await loadEvents();
  await show(latest.version);
  loadAudit();
  if (latest.status === "finished") showReview();
  else document.getElementById("review").textContent = "A game is reviewed once it has finished.";
}

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
