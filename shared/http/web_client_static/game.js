// The seat page (with a seat token in the URL fragment) and the spectator page (without one): the board from
// the view, the legal commands as labelled buttons, live updates over SSE (a stream ticket for a seat).
import {
  api, el, errorText, describeEvent, fragment, header, loadCatalog, loadConfig, loadRenderer, query, renderClock,
  renderResult, renderStatus, showMessage, tickClocks,
} from "./common.js";

const gameId = query.get("id");
const token = fragment.get("token");
const ctx = { seat: null, catalog: null, config: null };
let renderer = null;
let doc = null;
let legal = null;
let refreshing = null;
let refreshAgain = false;
let wanted = 0; // the newest version this page knows exists: it never shows an older one
let source = null;
const seen = new Set();

async function refresh(minVersion = 0) {
  wanted = Math.max(wanted, minVersion);
  if (refreshing) { refreshAgain = true; return refreshing; }
  refreshing = (async () => {
    try {
      // Our own write must show at once: with min_version and no wait, the server reads the stream itself
      // whenever the read model has not caught up yet.
      const wait = wanted ? `?min_version=${wanted}&wait_ms=0` : "";
      doc = await api(`/v1/games/${encodeURIComponent(gameId)}${wait}`, { token });
      legal = token ? await api(`/v1/games/${encodeURIComponent(gameId)}/legal`, { token }) : null;
      if (legal) ctx.seat = legal.seat;
      render();
    } catch (error) {
      showMessage(document.getElementById("message"), "error", errorText(error));
    }
  })();
  await refreshing;
  refreshing = null;
  if (refreshAgain) { refreshAgain = false; await refresh(); }
}

function render() {
  document.title = `${renderer.title || ctx.config.game} — ${gameId}`;
  document.getElementById("status").replaceChildren(renderStatus(doc, ctx.seat));
  document.getElementById("board").replaceChildren(renderer.renderBoard(doc, ctx));
  const clock = renderClock(doc);
  document.getElementById("clock-card").hidden = !clock;
  if (clock) document.getElementById("clock").replaceChildren(clock);
  document.getElementById("result-card").hidden = !doc.result;
  if (doc.result) document.getElementById("result").replaceChildren(renderResult(doc.result, doc));
  renderActions();
}

function renderActions() {
  const box = document.getElementById("actions");
  if (!token) {
    box.replaceChildren(el("p", {}, "You are watching as a spectator."));
    return;
  }
  if (doc.status === "finished") {
    box.replaceChildren(el("p", {}, "The game is over."));
    return;
  }
  if (!legal || !legal.commands.length) {
    box.replaceChildren(el("p", {}, "Nothing to do now: waiting for the other players."));
    return;
  }
  const labels = legal.labels || [];
  box.replaceChildren(...legal.commands.map((command, index) => el("button", {
    type: "button", "data-index": index, onclick: () => submit(command, legal.version),
  }, labels[index] || JSON.stringify(command))));
}

async function submit(command, version) {
  const buttons = document.querySelectorAll("#actions button");
  buttons.forEach((b) => { b.disabled = true; });
  const message = document.getElementById("message");
  try {
    const body = { ...command, expected_version: version, idempotency_key: crypto.randomUUID() };
    const result = await api(`/v1/games/${encodeURIComponent(gameId)}/commands`, { token, method: "POST", body });
    message.replaceChildren();
    addEvents(result.events);
    await refresh(result.version);
  } catch (error) {
    showMessage(message, "error", errorText(error));
    await refresh();
  }
}

function addEvents(events) {
  const list = document.getElementById("events");
  for (const event of events) {
    if (seen.has(event.version)) continue;
    seen.add(event.version);
    list.append(el("li", { "data-version": event.version, value: event.version }, describeEvent(event, doc || {})));
  }
  list.scrollTop = list.scrollHeight;
}

async function loadHistory() {
  let from = 1;
  for (;;) {
    const page = await api(`/v1/games/${encodeURIComponent(gameId)}/events?from_version=${from}&limit=500`, { token });
    addEvents(page.events);
    if (!page.events.length || page.events[page.events.length - 1].version >= page.version) return page.version;
    from = page.events[page.events.length - 1].version + 1;
  }
}

async function streamUrl(after) {
  const base = `/v1/games/${encodeURIComponent(gameId)}/stream`;
  const params = new URLSearchParams({ last_event_id: String(after) });
  if (token) {
    const ticket = await api(`/v1/games/${encodeURIComponent(gameId)}/stream-ticket`, { token, method: "POST" });
    params.set("ticket", ticket.ticket);
  }
  return `${base}?${params}`;
}

// EventSource reconnects by itself, but a seat's ticket is short-lived and single-use per connection:
// on any error we close it and open a new one with a fresh ticket from the last version we saw.
async function listen(after) {
  if (source) source.close();
  source = null;
  if (doc && doc.status === "finished") return;
  let url;
  try {
    url = await streamUrl(after);
  } catch (error) {
    showMessage(document.getElementById("message"), "error", `Live updates paused: ${errorText(error)}`);
    setTimeout(() => listen(after), 5000);
    return;
  }
  source = new EventSource(url);
  let last = after;
  source.onmessage = (message) => {
    const event = JSON.parse(message.data);
    last = Math.max(last, event.version || 0);
    addEvents([event]);
    refresh(last);
  };
  source.addEventListener("end", (message) => {
    source.close();
    source = null;
    refresh(JSON.parse(message.data).version);
  });
  source.onerror = () => {
    if (!source) return;
    source.close();
    source = null;
    setTimeout(() => { if (!doc || doc.status !== "finished") listen(last); }, 2000);
  };
}

function links() {
  const spectator = `/play/game.html?id=${encodeURIComponent(gameId)}`;
  const replay = `/play/replay.html?id=${encodeURIComponent(gameId)}`;
  return el("ul", {},
    token ? el("li", {}, el("a", { href: spectator }, "Spectator page")) : null,
    el("li", {}, el("a", { href: replay }, "Replay (when finished)")),
    el("li", {}, el("a", { href: `/v1/games/${encodeURIComponent(gameId)}/audit` }, "Audit (JSON)")));
}

async function main() {
  ctx.config = await loadConfig();
  document.getElementById("top").replaceWith(header(ctx.config, [el("span", {}, `Game ${gameId}`)]));
  document.getElementById("links").replaceChildren(links());
  if (!gameId) { showMessage(document.getElementById("message"), "error", "No game id in the address."); return; }
  [renderer, ctx.catalog] = await Promise.all([loadRenderer(ctx.config.game), loadCatalog()]);
  const version = await loadHistory();
  await refresh();
  setInterval(tickClocks, 1000);
  listen(version);
}

// Leaving the page closes its stream first, so the browser never reports a stream cut mid-response.
window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } });

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
