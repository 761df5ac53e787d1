// Shared plumbing for every page: the API, catalog names, a generic renderer for view data, and the layout
// pieces (players, clocks, results, events). Everything here comes from the public HTTP API only.
// basics.js holds the API call and the element builder; catalog.js turns ids into components people can read
// about; boards.js draws the small SVG boards.
import { ApiError, api, el } from "./basics.js";
import { componentChip, entryAt } from "./catalog.js";

export { ApiError, api, clientKey, el, fragment, query, watchTicket } from "./basics.js";
export { loadCatalog } from "./catalog.js";

// The games' own names, as their rulebooks print them (each game's declaration, through the page's config).
let gameTitles = {};

export async function loadConfig() {
  const config = await api("/play/config.json");
  gameTitles = config.titles || {};
  return config;
}

export function gameTitle(game) {
  return gameTitles[game] || humanize(game);
}

export function nameOf(ctx, id) {
  // Only string ids are looked up: numbers in a view are counts, points and positions far more often
  // than component ids, and must never read as a track space's name.
  const name = typeof id === "string" && ctx.catalog && ctx.catalog.names.get(id);
  return name && name !== String(id) ? `${name} (${id})` : String(id);
}

export function humanize(key) {
  return String(key).replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

// A readable rendering of any view fragment: objects as definition lists, lists of records as tables,
// lists of ids as chips; `path` is where the fragment sits in the view, so the catalog's view_references
// turn its ids into components people can read about.
export function renderValue(value, ctx, depth = 0, path = []) {
  if (value instanceof Node) return value;
  if (value === null || value === undefined) return el("span", { class: "muted" }, "—");
  if (typeof value === "boolean") return document.createTextNode(value ? "yes" : "no");
  if (typeof value !== "object") return leaf(ctx, path, value);
  if (Array.isArray(value)) {
    if (value.length === 0) return el("span", {}, "none");
    const item = [...path, "[]"];
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("ul", { class: "chips" }, value.map((v) => el("li", { class: "chip" }, v === null ? "—" : leaf(ctx, item, v))));
    }
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) return renderTable(value, ctx, depth, path);
    return el("ol", {}, value.map((v) => el("li", {}, renderValue(v, ctx, depth + 1, item))));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return el("span", {}, "none");
  const keyOf = (k) => {
    const entry = entryAt(ctx, [...path, "{}"], k);
    return entry ? componentChip(entry, entry.name) : humanize(k);
  };
  // A small record of plain values (a track, a tally) reads best on one line.
  if (depth > 0 && entries.every(([, v]) => v === null || typeof v !== "object")) {
    return el("ul", { class: "chips" }, entries.map(([k, v]) => el("li", { class: "chip" }, keyOf(k), ": ",
      el("strong", {}, v === null ? "—" : typeof v === "boolean" ? (v ? "yes" : "no") : leaf(ctx, [...path, k], v)))));
  }
  if (depth > 3) return el("code", {}, JSON.stringify(value));
  return el("dl", { class: "kv" }, entries.map(([k, v]) => [el("dt", {}, keyOf(k)), el("dd", {}, renderValue(v, ctx, depth + 1, [...path, k]))]));
}

function leaf(ctx, path, value) {
  const entry = entryAt(ctx, path, value);
  return entry ? componentChip(entry, `${entry.name}`) : document.createTextNode(nameOf(ctx, value));
}

export function renderTable(rows, ctx, depth = 0, path = []) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return el("div", { class: "scroll" }, el("table", {},
    el("thead", {}, el("tr", {}, columns.map((c) => el("th", { scope: "col" }, humanize(c))))),
    el("tbody", {}, rows.map((row) => el("tr", {}, columns.map((c) => el("td", {}, renderValue(row[c], ctx, depth + 1, [...path, "[]", c]))))))));
}

export function section(title, ...children) {
  return el("section", { class: "card" }, el("h2", {}, title), ...children);
}

// Renders the keys a game's renderer did not place itself, folded away but reachable.
export function restOf(view, used, ctx, title = "More of the board") {
  const rest = Object.fromEntries(Object.entries(view).filter(([k]) => !used.has(k)));
  if (Object.keys(rest).length === 0) return null;
  return el("details", {}, el("summary", {}, title), renderValue(rest, ctx, 1, []));
}

export function seatName(doc, seat) {
  const player = (doc.players || []).find((p) => p.seat === seat);
  return player ? `${player.name} (seat ${seat})` : `seat ${seat}`;
}

// --- clocks ----------------------------------------------------------------------------------------------

export function formatSeconds(total) {
  if (total === null || total === undefined || Number.isNaN(total)) return "—";
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  return h ? `${h}:${String(m).padStart(2, "0")}:${String(r).padStart(2, "0")}` : `${m}:${String(r).padStart(2, "0")}`;
}

function clockSeats(clock) {
  if (!clock) return [];
  const seats = clock.seats || clock.players || [];
  return Array.isArray(seats) ? seats : Object.entries(seats).map(([seat, value]) => ({ seat: Number(seat), ...value }));
}

// Seconds left for a seat now: counted down from its deadline when its clock runs.
export function secondsLeft(entry, now = Date.now()) {
  if (entry.deadline) return (Date.parse(entry.deadline) - now) / 1000;
  return entry.remaining_s ?? null;
}

export function renderClock(doc) {
  const seats = clockSeats(doc.clock);
  if (!seats.length) return null;
  const rows = seats.map((entry) => el("tr", {},
    el("td", {}, seatName(doc, entry.seat)),
    el("td", {}, entry.controller || entry.control || ""),
    el("td", { class: `clock${entry.deadline ? " running" : ""}`, "data-seat": entry.seat, "data-deadline": entry.deadline || "",
               "data-remaining": entry.remaining_s ?? "" }, formatSeconds(secondsLeft(entry)))));
  const kind = doc.clock.kind ? `${doc.clock.kind}` : "";
  return el("div", {}, el("p", {}, `Time control: ${kind}`),
    el("table", { "aria-label": "clocks" }, el("thead", {}, el("tr", {}, el("th", {}, "Seat"), el("th", {}, "Played by"), el("th", {}, "Time left"))),
      el("tbody", {}, rows)));
}

// Running clocks count down every second without asking the server.
export function tickClocks() {
  for (const cell of document.querySelectorAll(".clock.running")) {
    const left = (Date.parse(cell.dataset.deadline) - Date.now()) / 1000;
    cell.textContent = formatSeconds(left);
    cell.classList.toggle("low", left < 30);
  }
}

// --- shared pieces of the layout -------------------------------------------------------------------------

// One line that says whose turn it is and what their clock says ("Your turn: 4:32 left on your clock").
export function turnLine(doc, seat) {
  const line = el("p", { class: "turn-line", "data-testid": "turn-line", role: "status" });
  if (doc.status === "finished") { line.append("The game is over."); return line; }
  const pending = doc.pending || [];
  const mine = seat !== null && seat !== undefined && pending.includes(seat);
  const others = pending.filter((s) => s !== seat).map((s) => seatName(doc, s));
  if (mine) line.append(el("strong", {}, "Your turn"), others.length ? ` (and ${others.join(", ")})` : "");
  else if (others.length) line.append("Waiting for ", el("strong", {}, others.join(" and ")));
  else line.append("Waiting for the game to go on");
  const clocks = new Map(clockSeats(doc.clock).map((entry) => [entry.seat, entry]));
  const shown = mine ? seat : pending[0];
  const entry = clocks.get(shown);
  if (!doc.clock || !entry) {
    line.append(doc.clock ? "." : ": no time control.");
    return line;
  }
  const whose = mine ? "your" : "their";
  line.append(": ", el("span", {
    class: `clock${entry.deadline ? " running" : ""}`, "data-deadline": entry.deadline || "",
  }, formatSeconds(secondsLeft(entry))), ` left on ${whose} clock${entry.deadline ? "" : " (stopped)"}.`);
  return line;
}

export function renderStatus(doc, seat) {
  const pending = (doc.pending || []).map((s) => seatName(doc, s));
  return el("div", { class: "status-line", role: "status" },
    el("span", {}, "Status: ", el("strong", {}, doc.status)),
    el("span", {}, "Version: ", el("strong", { "data-testid": "version" }, doc.at_version ?? doc.version)),
    el("span", {}, doc.status === "finished" ? "Game over" : ["Waiting for: ", el("strong", {}, pending.join(", ") || "nobody")]),
    seat !== null && seat !== undefined ? el("span", {}, "You are ", el("strong", { class: "you" }, seatName(doc, seat))) : el("span", {}, "Spectating"));
}

export function renderResult(result, doc) {
  if (!result) return null;
  const players = result.players || [];
  const lines = [...new Set(players.flatMap((p) => (p.lines || []).map((l) => l.source)))];
  const order = result.ranking || players.map((p) => p.seat);
  const bySeat = new Map(players.map((p) => [p.seat, p]));
  const table = el("table", { "aria-label": "final result" },
    el("thead", {}, el("tr", {}, el("th", {}, "Rank"), el("th", {}, "Player"), lines.map((l) => el("th", {}, l)), el("th", {}, "Total"))),
    el("tbody", {}, order.map((seat, index) => {
      const p = bySeat.get(seat) || { seat };
      const points = new Map((p.lines || []).map((l) => [l.source, l.points]));
      return el("tr", {}, el("td", {}, p.rank ?? index + 1), el("td", {}, p.name || seatName(doc, seat), p.forfeited ? " (forfeited)" : ""),
        lines.map((l) => el("td", {}, points.has(l) ? points.get(l) : "")), el("td", {}, el("strong", {}, p.total)));
    })));
  const extra = Object.fromEntries(Object.entries(result).filter(([k]) => !["players", "ranking", "winners"].includes(k)));
  const winners = (result.winners || []).map((s) => seatName(doc, s)).join(", ");
  return el("div", {}, el("p", {}, "Winner: ", el("strong", {}, winners || "—")), el("div", { class: "scroll" }, table),
    Object.keys(extra).length ? el("details", {}, el("summary", {}, "Notes"), renderValue(extra, {}, 1)) : null);
}

export function describeEvent(event, doc) {
  const actor = typeof event.actor === "number" ? seatName(doc, event.actor) : event.actor || "system";
  return `${humanize(event.type)} — ${actor}`;
}

export function showMessage(container, kind, text) {
  container.replaceChildren(el("div", { class: `message ${kind}`, role: kind === "error" ? "alert" : "status" }, text));
}

export function errorText(error) {
  if (!(error instanceof ApiError)) return String(error.message || error);
  const rule = error.details && error.details.rule ? ` (rule: ${error.details.rule})` : "";
  return `${error.message}${rule}`;
}

// The game's renderer as the service names it: its own, served from beside its declaration, or the generic one.
export async function loadRenderer(config) {
  return import(config.renderer);
}

export function header(config, extra = []) {
  return el("header", { class: "top" }, el("h1", {}, gameTitle(config.game)), el("a", { href: "/play/" }, "Lobby"), extra);
}
