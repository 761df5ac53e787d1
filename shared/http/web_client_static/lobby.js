// The lobby: games by status and tournament, and a form that creates a game and hands out the seat links.
import { api, el, errorText, gameTitle, header, humanize, loadConfig, query, showMessage } from "./common.js";

const PAGE = 20;
let config = null;
let setup = null;
let offset = 0;

// The creation form comes from the game's OpenAPI document (GameSetup, GameOptions): its seat kinds with the
// policies each may name, its player counts and its options, so what an engine adds shows up here unasked.
function setupFromDocument(doc) {
  const schemas = (doc && doc.components && doc.components.schemas) || {};
  const setup = schemas.GameSetup;
  if (!setup) {  // a document without a declared setup: the page's own config says the kinds and policies
    return { min: config.min_players || 1, max: config.max_players || 8, options: {},
             kinds: config.seat_kinds.map((kind) => ({ kind, policies: kind === "human" ? [] : config.bot_policies })) };
  }
  const players = setup.properties.players;
  const kinds = (players.items.oneOf || []).map((item) => ({
    kind: item.properties.kind.enum[0], policies: (item.properties.policy && item.properties.policy.enum) || [],
  }));
  return { min: players.minItems || 1, max: players.maxItems || 8, kinds, options: (schemas.GameOptions || {}).properties || {} };
}

function policiesOf(kind) {
  const found = setup.kinds.find((k) => k.kind === kind);
  return found ? found.policies : [];
}

function policyOptions(kind, policy) {
  const policies = policiesOf(kind);
  if (!policies.length) return [el("option", { value: "" }, "(a person plays)")];
  return policies.map((p) => el("option", { value: p, selected: p === policy }, p));
}

function playerRow(index, kind = "human", policy = "") {
  const kinds = setup.kinds.map(({ kind: k }) => el("option", { value: k, selected: k === kind }, k));
  const policySelect = el("select", { name: "policy", disabled: !policiesOf(kind).length }, policyOptions(kind, policy));
  const kindSelect = el("select", { name: "kind", onchange: () => {
    policySelect.replaceChildren(...policyOptions(kindSelect.value, ""));
    policySelect.disabled = !policiesOf(kindSelect.value).length;
  } }, kinds);
  return el("div", { class: "player-row" },
    el("label", {}, `Name of seat ${index}`, el("input", { name: "name", value: kind === "human" ? `player${index}` : `${kind}${index}`, required: true, maxlength: 64 })),
    el("label", {}, "Kind", kindSelect),
    el("label", {}, "Bot policy", policySelect));
}

function setPlayers(list) {
  const box = document.getElementById("players");
  box.replaceChildren(...list.map(([kind, policy], i) => playerRow(i, kind, policy)));
  countHint();
}

function countHint() {
  const n = document.getElementById("players").children.length;
  const range = setup.min === setup.max ? `${setup.min}` : `${setup.min}–${setup.max}`;
  document.getElementById("player-count").textContent = `${n} seat${n === 1 ? "" : "s"} (this game seats ${range}).`;
}

function readPlayers() {
  return [...document.querySelectorAll("#players .player-row")].map((row) => {
    const player = { name: row.querySelector("[name=name]").value.trim(), kind: row.querySelector("[name=kind]").value };
    const policy = row.querySelector("[name=policy]").value;
    if (policiesOf(player.kind).length && policy) player.policy = policy;
    return player;
  });
}

// One field per option: a yes/no box, a choice of the enum's values (their descriptions beside them), or a
// number or text input; each explained by its description.
function optionField(name, schema) {
  const id = `option-${name}`;
  const help = schema.description ? el("span", { class: "help", id: `${id}-help` }, schema.description) : null;
  const described = help ? `${id}-help` : undefined;
  let input;
  if (schema.type === "boolean") {
    input = el("input", { type: "checkbox", id, name, "aria-describedby": described });
    return el("div", { class: "option" }, el("label", { class: "inline" }, input, ` ${humanize(name)}`), help);
  }
  if (schema.enum) {
    const words = schema["x-enum-descriptions"] || {};
    input = el("select", { id, name, "aria-describedby": described },
      el("option", { value: "" }, "(not set)"),
      schema.enum.map((value) => el("option", { value }, words[value] ? `${value}: ${words[value]}` : value)));
  } else {
    input = el("input", { id, name, type: schema.type === "integer" || schema.type === "number" ? "number" : "text", "aria-describedby": described });
  }
  return el("div", { class: "option" }, el("label", { for: id }, humanize(name), input), help);
}

function renderOptions() {
  const fields = Object.entries(setup.options).map(([name, schema]) => optionField(name, schema));
  document.getElementById("options").replaceChildren(...(fields.length ? fields : [el("p", { class: "muted" }, "This game has no options.")]));
}

function setOptions(values) {
  for (const [name, schema] of Object.entries(setup.options)) {
    const input = document.getElementById(`option-${name}`);
    if (schema.type === "boolean") input.checked = values[name] === true;
    else input.value = values[name] ?? "";
  }
}

function readOptions() {
  const options = {};
  for (const [name, schema] of Object.entries(setup.options)) {
    const input = document.getElementById(`option-${name}`);
    if (schema.type === "boolean") { if (input.checked) options[name] = true; continue; }
    if (input.value === "") continue;
    options[name] = schema.type === "integer" || schema.type === "number" ? Number(input.value) : input.value;
  }
  return options;
}

function readClock() {
  const kind = document.getElementById("clock-kind").value;
  if (!kind) return undefined;
  const clock = { kind, on_timeout: document.getElementById("clock-on-timeout").value };
  const takeover = document.getElementById("clock-timeout-policy").value;
  if (clock.on_timeout === "bot" && takeover) clock.timeout_policy = takeover;
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
  const body = { players: readPlayers(), options: readOptions() };
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
  setup = setupFromDocument(await api("/v1/openapi.json").catch(() => null));
  document.title = `${gameTitle(config.game)} — lobby`;
  document.getElementById("top").replaceWith(header(config));
  if (query.get("tournament")) document.getElementById("tournament-filter").value = query.get("tournament");
  // Ready-made tables the game declares; everything else is editable in the form.
  const presets = config.presets || [];
  renderOptions();
  const takeover = setup.kinds.find((k) => k.kind === "bot");
  document.getElementById("clock-timeout-policy").replaceChildren(el("option", { value: "" }, "(the game's default)"),
    ...(takeover ? takeover.policies : []).map((p) => el("option", { value: p }, p)));
  document.getElementById("presets").replaceChildren(...presets.map(([label, players, options]) =>
    el("button", { type: "button", class: "primary", onclick: () => {
      setPlayers(players);
      setOptions(options);
    } }, label)));
  if (presets.length) {
    setPlayers(presets[0][1]);
    setOptions(presets[0][2]);
  } else {
    setPlayers(Array.from({ length: setup.min }, (_, i) => (i === 0 ? ["human"] : ["bot", policiesOf("bot")[0]])));
  }
  document.getElementById("add-player").addEventListener("click", () => {
    const box = document.getElementById("players");
    if (box.children.length < setup.max) box.append(playerRow(box.children.length, "bot", policiesOf("bot")[0]));
    countHint();
  });
  document.getElementById("remove-player").addEventListener("click", () => {
    const box = document.getElementById("players");
    if (box.children.length > 1) box.lastElementChild.remove();
    countHint();
  });
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("filter").addEventListener("submit", (event) => { event.preventDefault(); offset = 0; listGames(); });
  document.getElementById("next-page").addEventListener("click", () => { offset += PAGE; listGames(); });
  document.getElementById("prev-page").addEventListener("click", () => { offset = Math.max(0, offset - PAGE); listGames(); });
  listGames();
}

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
