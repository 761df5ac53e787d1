// Modern Society: the round and season, the Value Track and the Time Track drawn as small boards, the cards on
// the table, the laws for sale, and each player's influence, laws and points. The hand shown is only ever the
// viewing seat's own.
import { boardFigure, svg, svgSpace, svgText } from "../boards.js";
import { cardList, component } from "../catalog.js";
import { el, humanize, renderTable, restOf, seatName } from "../common.js";

const VALUE_COLOURS = { Red: "#c0392b", Green: "#2e8b57", Blue: "#1f6fb5", Black: "#222" };

// Each Value's marker on the track: spaces from XX to +5 with their modifiers.
function valueTrackBoard(view, ctx) {
  const spaces = ((ctx.catalog && ctx.catalog.catalog && ctx.catalog.catalog.collections.value_track_spaces) || [])
    .slice().sort((a, b) => a.id - b.id);
  if (!spaces.length || !view.track) return null;
  const w = 30, h = 24, left = 50;
  return svg("svg", { viewBox: `0 0 ${left + spaces.length * w + 4} ${view.track.length * h + 22}`, width: "100%" },
    spaces.map((space, i) => svgText(left + i * w + w / 2, 9, space.xx ? "XX" : (space.modifier > 0 ? `+${space.modifier}` : space.modifier),
      { "font-size": 10, fill: space.xx ? "#a3261b" : "#444", "font-weight": space.start ? 700 : 400 })),
    view.track.map((row, r) => {
      const y = 18 + r * h;
      return svg("g", {}, svgText(left - 6, y + h / 2, row.value, { "text-anchor": "end", fill: VALUE_COLOURS[row.value], "font-weight": 700 }),
        spaces.map((space, i) => svgSpace(ctx, "value_track_spaces", space.id, svg("g", {},
          svg("rect", { x: left + i * w, y: y + 2, width: w - 3, height: h - 5, rx: 3,
                        fill: space.xx ? "#f6d5d0" : space.start ? "#fff4c7" : "#f4f3ef", stroke: "#b5ae99" }),
          space.id === row.offset ? svg("circle", { cx: left + i * w + (w - 3) / 2, cy: y + h / 2, r: 7, fill: VALUE_COLOURS[row.value],
                                                    "data-value": row.value, "data-offset": row.offset }) : null))));
    }));
}

// The Time Track: one circle a round, three rounds a season, the current one filled.
function timeTrackBoard(view) {
  const rounds = view.last_round;
  if (!rounds) return null;
  const w = 26;
  return svg("svg", { viewBox: `0 0 ${rounds * w + 12} 34`, width: "100%", style: `max-width:${rounds * w + 12}px` },
    Array.from({ length: rounds }, (_, i) => svg("g", {},
      svg("circle", { cx: 10 + i * w, cy: 14, r: 9, fill: i + 1 === view.round ? "#26324a" : "#fff",
                      stroke: i % 3 === 0 ? "#26324a" : "#999" }),
      svgText(10 + i * w, 14.5, i + 1, { fill: i + 1 === view.round ? "#fff" : "#333", "font-size": 10 }),
      i % 3 === 0 ? svgText(10 + i * w + w, 30, `Season ${i / 3 + 1}`, { "font-size": 8, fill: "#666" }) : null)));
}

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["game", "started", "seat", "over", "round", "season", "last_round", "seasons", "phase", "wave",
    "value", "players", "track", "table", "hand", "law_supply", "turn_order", "pending"]);
  const players = (view.players || []).map((p) => ({
    player: seatName(doc, p.seat), points: p.vp, cards_in_hand: p.hand_count, influence: p.influence, laws: p.laws,
    played_this_round: p.played_this_round,
  }));
  const table = (view.table || []).map(([seat, card, wave]) => ({ player: seatName(doc, seat), card: component(ctx, "topics", card), wave }));
  const track = valueTrackBoard(view, ctx);
  const time = timeTrackBoard(view);
  return el("div", { class: "board modern-society" },
    el("p", { class: "status-line" },
      el("span", {}, "Season ", el("strong", {}, `${view.season ?? "—"} of ${view.seasons ?? "—"}`)),
      el("span", {}, "Round ", el("strong", {}, `${view.round ?? "—"} of ${view.last_round ?? "—"}`)),
      el("span", {}, "Phase ", el("strong", {}, humanize(view.phase ?? "—"))),
      view.value ? el("span", {}, "Value ", el("strong", {}, view.value)) : null,
      view.turn_order ? el("span", {}, "Turn order: ", view.turn_order.map((s) => seatName(doc, s)).join(" → ")) : null),
    view.hand ? [el("h3", {}, "Your hand"), cardList(ctx, "topics", view.hand)] : null,
    el("h3", {}, "Players"), renderTable(players, ctx, 0, ["players"]),
    track ? boardFigure("Value Track (the modifier each space gives; XX ends the game)", track) : null,
    el("h3", {}, "Value track"), renderTable(view.track || [], ctx, 0, ["track"]),
    time ? boardFigure("Time Track", time) : null,
    el("h3", {}, "Cards on the table"), table.length ? renderTable(table, ctx) : el("p", {}, "none yet"),
    el("details", {}, el("summary", {}, "Laws for sale"), renderTable(view.law_supply || [], ctx, 0, ["law_supply"])),
    restOf(view, used, ctx));
}
