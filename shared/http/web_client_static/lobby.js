// The lobby: games by status and tournament, and a form that creates a game and hands out the seat links.
import { api, el, errorText, header, humanize, loadConfig, query, showMessage } from "./common.js";

const PAGE = 20;
let config = null;
let offset = 0;

// Ready-made tables per game; everything else is editable in the form.
const PRESETS = {
  academic_society: [["Two players: you and a bot", [["human"], ["bot", "heuristic"]], {}],
                     ["Four players: you and three bots", [["human"], ["bot", "heuristic"], ["bot", "random"], ["bot", "heuristic"]], {}]],
  royal_archeology: [["Solo against the Automa", [["human"], ["automa", "automa"]], {}],
                     ["Confrontation: you and a bot", [["human"], ["bot", "heuristic"]], { mode: "confrontation" }],
                     ["Three players: you and two bots", [["human"], ["bot", "heuristic"], ["bot", "random"]], {}]],
  modern_society: [["Three players: you and two bots", [["human"], ["bot", "heuristic"], ["bot", "random"]], {}],
                   ["Five players: you and four bots", [["human"], ["bot", "heuristic"], ["bot", "random"], ["bot", "heuristic"], ["bot", "random"]], {}]],
};

function playerRow(index, kind = "human", policy = "") {
  const kinds = config.seat_kinds.map((k) => el("option", { value: k, selected: k === kind }, k));
  const policies = [el("option", { value: "" }, "(none)"), ...config.bot_policies.map((p) => el("option", { value: p, selected: p === policy }, p))];
  return el("div", { class: "player-row" },
    el("label", {}, `Name of seat ${index}`, el("input", { name: "name", value: kind === "human" ? `player${index}` : `${kind}${index}`, required: true, maxlength: 64 })),
    el("label", {}, "Kind", el("select", { name: "kind" }, kinds)),
    el("label", {}, "Bot policy", el("select", { name: "policy" }, policies)));
}

function setPlayers(list) {
  const box = document.getElementById("players");
  box.replaceChildren(...list.map(([kind, policy], i) => playerRow(i, kind, policy)));
}

function readPlayers() {
  return [...document.querySelectorAll("#players .player-row")].map((row) => {
    const player = { name: row.querySelector("[name=name]").value.trim(), kind: row.querySelector("[name=kind]").value };
    const policy = row.querySelector("[name=policy]").value;
    if (player.kind !== "human" && policy) player.policy = policy;
    return player;
  });
}

function readClock() {
  const kind = document.getElementById("clock-kind").value;
  if (!kind) return undefined;
  const clock = { kind, on_timeout: document.getElementById("clock-on-timeout").value };
  if (kind === "fischer") {
    clock.base_s = Number(document.getElementById("clock-base").value);
    clock.increment_s = Number(document.getElementById("clock-increment").value);
  } else {
    clock.per_decision_s = Number(document.getElementById("clock-per-decision").value);
  }
  return clock;
}

async function create(event) {
  event.preventDefault();
  const message = document.getElementById("message");
  let options;
  try {
    options = JSON.parse(document.getElementById("options").value || "{}");
  } catch (error) {
    showMessage(message, "error", `Options must be JSON: ${error.message}`);
    return;
  }
  const body = { players: readPlayers(), options };
  const clock = readClock();
  if (clock) body.clock = clock;
  try {
    const created = await api("/v1/games", { method: "POST", body });
    message.replaceChildren();
    const id = encodeURIComponent(created.game_id);
    document.getElementById("created").replaceChildren(
      el("h3", {}, `Game ${created.game_id} created`),
      el("p", {}, "Give each human player their own link: it carries the seat's token, so keep it private."),
      el("ul", { id: "seat-links" }, created.seats.map((seat) => el("li", {},
        seat.token
          ? el("a", { href: `/play/game.html?id=${id}#token=${encodeURIComponent(seat.token)}`, "data-seat": seat.seat }, `Play as ${seat.name} (seat ${seat.seat})`)
          : `${seat.name} (seat ${seat.seat}): ${seat.kind}`))),
      el("p", {}, el("a", { href: `/play/game.html?id=${id}`, id: "spectate-link" }, "Watch as a spectator")));
    listGames();
  } catch (error) {
    showMessage(message, "error", errorText(error));
  }
}

async function listGames() {
  const params = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
  const status = document.getElementById("status-filter").value;
  const tournament = document.getElementById("tournament-filter").value.trim();
  if (status) params.set("status", status);
  if (tournament) params.set("tournament", tournament);
  const box = document.getElementById("games");
  try {
    const lobby = await api(`/v1/games?${params}`);
    if (!lobby.games.length) { box.replaceChildren(el("p", {}, "No games here yet.")); return; }
    box.replaceChildren(el("div", { class: "scroll" }, el("table", { id: "lobby-table" },
      el("thead", {}, el("tr", {}, ["Game", "Status", "Players", "Tournament", "Open"].map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, lobby.games.map((game) => {
        const id = encodeURIComponent(game.game_id);
        const players = (game.players || []).map((p) => (typeof p === "string" ? p : p.name)).join(", ");
        return el("tr", { "data-game": game.game_id },
          el("td", {}, game.game_id), el("td", {}, game.status), el("td", {}, players),
          el("td", {}, game.tournament
            ? el("a", { href: `/play/tournament.html?id=${encodeURIComponent(game.tournament)}` }, game.tournament) : ""),
          el("td", {}, el("a", { href: `/play/game.html?id=${id}` }, "watch"),
            game.status === "finished" ? [" · ", el("a", { href: `/play/replay.html?id=${id}` }, "replay")] : null));
      })))),
      el("p", {}, `${lobby.offset + 1}–${lobby.offset + lobby.games.length} of ${lobby.total}`));
    document.getElementById("next-page").disabled = lobby.offset + lobby.games.length >= lobby.total;
    document.getElementById("prev-page").disabled = lobby.offset === 0;
  } catch (error) {
    box.replaceChildren(el("div", { class: "message error" }, errorText(error)));
  }
}

async function main() {
  config = await loadConfig();
  document.title = `${humanize(config.game)} — lobby`;
  document.getElementById("top").replaceWith(header(config));
  if (query.get("tournament")) document.getElementById("tournament-filter").value = query.get("tournament");
  const presets = PRESETS[config.game] || [];
  document.getElementById("presets").replaceChildren(...presets.map(([label, players, options]) =>
    el("button", { type: "button", class: "primary", onclick: () => {
      setPlayers(players);
      document.getElementById("options").value = JSON.stringify(options);
    } }, label)));
  if (presets.length) {
    setPlayers(presets[0][1]);
    document.getElementById("options").value = JSON.stringify(presets[0][2]);
  }
  document.getElementById("add-player").addEventListener("click", () => {
    const box = document.getElementById("players");
    if (box.children.length < (config.max_players || 8)) box.append(playerRow(box.children.length, "bot", config.bot_policies[0]));
  });
  document.getElementById("remove-player").addEventListener("click", () => {
    const box = document.getElementById("players");
    if (box.children.length > 1) box.lastElementChild.remove();
  });
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("filter").addEventListener("submit", (event) => { event.preventDefault(); offset = 0; listGames(); });
  document.getElementById("next-page").addEventListener("click", () => { offset += PAGE; listGames(); });
  document.getElementById("prev-page").addEventListener("click", () => { offset = Math.max(0, offset - PAGE); listGames(); });
  listGames();
}

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
