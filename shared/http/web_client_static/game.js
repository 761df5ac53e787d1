// The seat page (with a seat token in the URL fragment) and the spectator page (without one): the board from
// the view, the legal commands as labelled buttons, live updates over SSE (a stream ticket for a seat).
import { commandHelp } from "./catalog.js";
import {
  api, clientKey, el, errorText, describeEvent, fragment, gameTitle, header, loadCatalog, loadConfig, loadRenderer,
  query, renderClock, renderResult, renderStatus, showMessage, tickClocks, turnLine, watchTicket,
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
  document.title = `${gameTitle(ctx.config.game)} — ${gameId}`;
  document.getElementById("turn").replaceChildren(turnLine(doc, ctx.seat));
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
  document.getElementById("seat-tools").replaceChildren(...seatTools());
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
  // Each choice says what the cards or tiles it names do (the catalog's words), read out with the button.
  box.replaceChildren(...legal.commands.map((command, index) => {
    const help = commandHelp(ctx, command);
    const helpId = `command-help-${index}`;
    return el("div", { class: "action" },
      el("button", { type: "button", "data-index": index, "aria-describedby": help.length ? helpId : undefined,
                     onclick: () => submit(command, legal.version) }, labels[index] || JSON.stringify(command)),
      help.length ? el("p", { class: "command-help", id: helpId }, help.join(" ")) : null);
  }));
}

// Undo (when /legal says where it may go: a server without undo sends no `undo`, and the button is not shown)
// and resign (asked twice), for a seat its player still plays.
function seatTools() {
  if (!token || !doc || doc.status === "finished" || ctx.seat === null) return [];
  const me = (doc.players || []).find((p) => p.seat === ctx.seat);
  if (me && me.status && me.status !== "playing") return [el("p", { class: "muted" }, `Your seat is ${me.status.replace("_", " ")}.`)];
  const tools = [];
  const undo = legal && legal.undo;
  if (undo && undo.available) {
    tools.push(el("button", { type: "button", class: "tool", id: "undo-last",
      onclick: () => post("undo", Number.isInteger(undo.default_to_version) ? { to_version: undo.default_to_version } : {}) },
    "Undo my last decision"));
    const first = Math.min(...(undo.to_versions || []));
    if ((undo.to_versions || []).length > 1) {
      tools.push(el("button", { type: "button", class: "tool", id: "undo-turn", onclick: () => post("undo", { to_version: first }) },
        "Undo my whole turn"));
    }
  } else if (undo) {
    tools.push(el("button", { type: "button", class: "tool", id: "undo-last", disabled: true, "aria-describedby": "undo-reason" }, "Undo"),
      el("span", { class: "muted", id: "undo-reason" }, undo.reason ? `Undo is not possible: ${undo.reason}` : "Nothing to undo."));
  }
  const resign = el("button", { type: "button", class: "tool danger", id: "resign", onclick: () => {
    resign.replaceWith(el("span", { class: "confirm" }, "Resign this game? A bot plays your seat to the end. ",
      el("button", { type: "button", class: "tool danger", id: "resign-confirm", onclick: () => post("resign") }, "Yes, resign"),
      el("button", { type: "button", class: "tool", id: "resign-cancel", onclick: () => renderActions() }, "Keep playing")));
    document.getElementById("resign-confirm").focus();
  } }, "Resign…");
  tools.push(resign);
  return tools;
}

async function post(what, body) {
  const message = document.getElementById("message");
  document.querySelectorAll("#seat-tools button, #actions button").forEach((b) => { b.disabled = true; });
  try {
    const result = await api(`/v1/games/${encodeURIComponent(gameId)}/${what}`, { token, method: "POST", body });
    showMessage(message, "info", what === "undo" ? "Taken back." : "You resigned: a bot plays your seat.");
    addEvents(result.events);
    await refresh(result.version);
  } catch (error) {
    showMessage(message, "error", errorText(error));
    await refresh();
  }
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
  } else if (watchTicket) {
    params.set("ticket", watchTicket);  // an admitted spectator of a private game
  } else if (clientKey()) {
    // The game's own client watching (EventSource sends no X-Client-Key): a watch ticket stands in for it;
    // refused (403, 404) for a game the client is no party of, which then needs none.
    const ticket = await api(`/v1/games/${encodeURIComponent(gameId)}/watch-ticket`,
                             { method: "POST", body: { expires_in_s: 3600 }, allow: [403, 404] });
    if (ticket) params.set("ticket", ticket.ticket);
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
  const watching = watchTicket ? `#watch=${encodeURIComponent(watchTicket)}` : "";
  const spectator = `/play/game.html?id=${encodeURIComponent(gameId)}${watching}`;
  const replay = `/play/replay.html?id=${encodeURIComponent(gameId)}${watching}`;
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
  [renderer, ctx.catalog] = await Promise.all([loadRenderer(ctx.config), loadCatalog()]);
  const version = await loadHistory();
  await refresh();
  setInterval(tickClocks, 1000);
  listen(version);
}

// Leaving the page closes its stream first, so the browser never reports a stream cut mid-response.
window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } });

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
