// The tournament page: its rounds with a link to every table's game, and the standings. It reads the
// tournament service (its own port on the same host; the API allows cross-origin reads).
import { api, el, errorText, gameTitle, header, humanize, loadConfig, query, renderTable, showMessage } from "./common.js";

const tournamentId = query.get("id");

export function tournamentsBase(config) {
  return `${location.protocol}//${location.hostname}:${config.ports.tournaments}`;
}

function gameLink(config, game, gameId, text) {
  const path = `/play/game.html?id=${encodeURIComponent(gameId)}`;
  const port = config.ports[game];
  const href = game === config.game || !port ? path : `${location.protocol}//${location.hostname}:${port}${path}`;
  return el("a", { href }, text);
}

async function roundsOf(base) {
  const rounds = [];
  let from = 1;
  for (;;) {
    const page = await api(`${base}/v1/tournaments/${encodeURIComponent(tournamentId)}/events?from_version=${from}&limit=500`);
    for (const event of page.events) if (event.type === "round_started") rounds.push(event.data);
    if (!page.events.length || page.events[page.events.length - 1].version >= page.version) return rounds;
    from = page.events[page.events.length - 1].version + 1;
  }
}

async function main() {
  const config = await loadConfig();
  document.getElementById("top").replaceWith(header(config, [el("span", {}, `Tournament ${tournamentId}`)]));
  const base = tournamentsBase(config);
  const tournament = await api(`${base}/v1/tournaments/${encodeURIComponent(tournamentId)}`);
  document.title = `${tournament.name || tournamentId} — tournament`;
  const names = new Map(tournament.entrants.map((e) => [e.id, e.name]));
  document.getElementById("summary").replaceChildren(el("p", { class: "status-line" },
    el("span", {}, "Game ", el("strong", {}, gameTitle(tournament.game))),
    el("span", {}, "Format ", el("strong", {}, humanize(tournament.format))),
    el("span", {}, "Status ", el("strong", { "data-testid": "tournament-status" }, tournament.status)),
    el("span", {}, "Round ", el("strong", {}, `${tournament.round} of ${tournament.rounds}`)),
    el("a", { href: `/play/?tournament=${encodeURIComponent(tournamentId)}` }, "its games in the lobby")));
  const standings = (tournament.standings || []).map((row, index) => ({
    rank: row.rank ?? index + 1, entrant: names.get(row.entrant ?? row.id) || row.name || row.entrant || row.id,
    ...Object.fromEntries(Object.entries(row).filter(([k]) => !["rank", "entrant", "id", "name"].includes(k))),
  }));
  document.getElementById("standings").replaceChildren(
    standings.length ? renderTable(standings, {}) : el("p", {}, "No standings yet."));
  const rounds = await roundsOf(base);
  document.getElementById("rounds").replaceChildren(...rounds.map((round) => el("div", {},
    el("h3", {}, `Round ${round.round}`),
    el("ul", { class: "tables" }, round.tables.map((table) => el("li", {},
      gameLink(config, tournament.game, table.game_id, `Table ${table.table + 1}`), ": ",
      table.seats.map((id) => (id === null ? "a bot" : names.get(id) || id)).join(", ")))))));
  if (!rounds.length) document.getElementById("rounds").replaceChildren(el("p", {}, "The first round has not started."));
}

main().catch((error) => showMessage(document.getElementById("message"), "error", errorText(error)));
